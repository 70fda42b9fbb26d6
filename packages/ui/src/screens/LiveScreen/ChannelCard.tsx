import type { ChannelSummary } from '@xinghe/contracts/client';
import { Link } from 'wouter';
import { liveT } from '../../i18n/liveMessages';
import styles from './LiveScreen.module.css';

export interface ChannelCardProps {
  channel: ChannelSummary;
  href: string;
}

/** A channel in a list: logo, name, VIP badge, what is on now and next. */
export function ChannelCard({ channel, href }: ChannelCardProps) {
  return (
    <li className={styles.card}>
      <Link className={styles.link} href={href} data-channel-id={channel.id}>
        <img
          className={styles.logo}
          src={channel.logo}
          alt=""
          loading="lazy"
          width={48}
          height={48}
        />
        <span className={styles.text}>
          <span className={styles.name}>
            {channel.name}
            {channel.vip && <span className={styles.vip}>{liveT('live.vip')}</span>}
          </span>
          <span className={styles.now}>
            {channel.now
              ? liveT('live.now', { title: channel.now.title })
              : liveT('live.nothingOn')}
          </span>
          {channel.next && (
            <span className={styles.next}>{liveT('live.next', { title: channel.next.title })}</span>
          )}
        </span>
      </Link>
    </li>
  );
}
