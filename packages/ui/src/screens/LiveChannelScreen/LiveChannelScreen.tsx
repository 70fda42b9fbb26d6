import type { LiveChannel, Loadable } from '@xinghe/contracts/client';
import type { ReactNode } from 'react';
import { Link } from '../../nav/Link';
import { StatusView } from '../../components/StatusView/StatusView';
import { liveT } from '../../i18n/liveMessages';
import { ProgrammeGuide, type ProgrammeGuideProps } from './ProgrammeGuide';
import styles from './LiveChannelScreen.module.css';
import { contentLang } from '../../i18n/locale';

/** What the page shows of a channel: the channel and its description. */
export interface LiveChannelData {
  channel: LiveChannel;
  description: string;
}

export interface LiveChannelScreenProps {
  load: Loadable<LiveChannelData>;
  /** The player (the site's PlayerFrame fed by its controller). */
  player: ReactNode;
  guide: ProgrammeGuideProps;
  collected: boolean;
  /** Shown after a share, e.g. 链接已复制. */
  shareNotice?: string;
  backHref: string;
  onToggleCollect: () => void;
  onShare: () => void;
  onRetry: () => void;
  /** The channel list for zapping (ChannelZapList): beside the player, below it on a phone. */
  zapList?: ReactNode;
}

/** /live/{slug}: the live player, the channel's name and actions, its guide and description. */
export function LiveChannelScreen(props: LiveChannelScreenProps) {
  const { player, guide, collected, shareNotice } = props;
  const { status, data } = props.load;
  const channel = data?.channel;
  const description = data?.description;
  if (status === 'error') {
    return (
      <StatusView status="error" message={liveT('channel.loadError')} onRetry={props.onRetry} />
    );
  }
  if (status === 'notFound') {
    return (
      <div className={styles.notFound}>
        <StatusView status="empty" message={liveT('channel.notFound')} />
        <Link href={props.backHref}>{liveT('channel.back')}</Link>
      </div>
    );
  }
  return (
    <div className={styles.screen}>
      <div className={styles.main}>
        {/* A phone shows this page without the site's header: its own way back. */}
        <Link className={styles.back} href={props.backHref}>
          {liveT('channel.back')}
        </Link>
        {/* The player is there from the start: it opens the stream while the channel loads. */}
        <div className={styles.player}>{player}</div>
        {!channel && <StatusView status="loading" />}
        {channel && (
          <div className={styles.bar}>
            <img className={styles.logo} src={channel.img} alt="" width={40} height={40} />
            <h1 className={styles.name} lang={contentLang()}>
              {channel.name}
            </h1>
            {channel.vip && <span className={styles.vip}>{liveT('live.vip')}</span>}
            {channel.groupName && <span className={styles.group}>{channel.groupName}</span>}
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.action}
                aria-pressed={collected}
                onClick={props.onToggleCollect}
              >
                {collected ? liveT('channel.collected') : liveT('channel.collect')}
              </button>
              <button type="button" className={styles.action} onClick={props.onShare}>
                {liveT('channel.share')}
              </button>
              <output className={styles.notice}>{shareNotice}</output>
            </div>
          </div>
        )}
        <section className={styles.about} aria-label={liveT('channel.about')}>
          <h2 className={styles.sectionTitle}>{liveT('channel.about')}</h2>
          <p className={styles.description} lang={contentLang()}>
            {description}
          </p>
        </section>
      </div>
      <div className={styles.side}>
        {props.zapList && <div className={styles.zap}>{props.zapList}</div>}
        <ProgrammeGuide {...guide} />
      </div>
    </div>
  );
}
