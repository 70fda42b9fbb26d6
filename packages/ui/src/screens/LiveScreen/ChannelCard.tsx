import type { ChannelSummary } from '@xinghe/contracts/client';
import { Link } from '../../nav/Link';
import { liveT } from '../../i18n/liveMessages';
import styles from './LiveScreen.module.css';
import { contentIn } from '../../i18n/contentIn';
import { contentLang } from '../../i18n/locale';

export interface ChannelCardProps {
  channel: ChannelSummary;
  href: string;
}

/**
 * A channel in a list: logo, name, and where the reply has them (our fields), the VIP badge and
 * what is on now and next.
 */
export function ChannelCard({ channel, href }: ChannelCardProps) {
  return (
    <li className={styles.card}>
      <Link className={styles.link} href={href} data-channel-id={channel.url}>
        <img
          className={styles.logo}
          src={channel.img}
          alt=""
          loading="lazy"
          width={48}
          height={48}
        />
        <span className={styles.text}>
          <span className={styles.name}>
            <span lang={contentLang()}>{channel.name}</span>
            {channel.vip && <span className={styles.vip}>{liveT('live.vip')}</span>}
          </span>
          {channel.now && (
            <span className={styles.now}>
              {contentIn(liveT.catalogue['live.now'], 'title', channel.now.title)}
            </span>
          )}
          {channel.next && (
            <span className={styles.next}>
              {contentIn(liveT.catalogue['live.next'], 'title', channel.next.title)}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
