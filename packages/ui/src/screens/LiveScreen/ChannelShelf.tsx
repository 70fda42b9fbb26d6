import type { ChannelSummary } from '@xinghe/contracts/client';
import { useId } from 'react';
import { ChannelCard } from './ChannelCard';
import styles from './LiveScreen.module.css';

export interface ChannelShelfProps {
  title: string;
  channels: readonly ChannelSummary[];
  channelHref: (id: string) => string;
}

/** A titled list of channels (the live parts of /history and /collect); nothing when empty. */
export function ChannelShelf({ title, channels, channelHref }: ChannelShelfProps) {
  const headingId = useId();
  if (channels.length === 0) return null;
  return (
    <section className={styles.shelf} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.list}>
        {channels.map((channel) => (
          <ChannelCard key={channel.url} channel={channel} href={channelHref(channel.url)} />
        ))}
      </ul>
    </section>
  );
}
