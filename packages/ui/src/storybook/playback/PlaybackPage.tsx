/**
 * Stories only: the player pages as the site lays them out, composed from ui parts so designers
 * can review the whole page in every state. The site does not render these: its pages
 * (packages/site/src/pages/VodPlayPage.tsx, EmbedPlayerPage.tsx and player/) lay themselves out
 * with the same markup and stylesheet, and moving them into ui would grow /vod/play-*'s route
 * chunk, which is at its 30 KB budget. Keep the two in step.
 */
import type { CollectionInfo, LineInfo, VideoCard } from '@xinghe/contracts/client';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { EpisodeItem } from '../../components/EpisodeList/collectionEpisodes';
import { EpisodeList, type EpisodeOrder } from '../../components/EpisodeList/EpisodeList';
import { VideoRow } from '../../components/VideoRow/VideoRow';
import { useT } from '../../i18n/I18nProvider';
import { detailT } from '../../i18n/detailMessages';
import { playerT } from '../../i18n/playerMessages';
import styles from './PlaybackPage.module.css';

export interface PlaybackPageProps {
  /** The title; a placeholder stands in while it loads. */
  detail?: CollectionInfo;
  detailHref: string;
  /** The player, and the 弹幕 bar under it on the play page. */
  player: ReactNode;
  lines: readonly LineInfo[];
  line: string;
  isVip: boolean;
  onChooseLine: (key: string) => void;
  episodes: readonly EpisodeItem[];
  currentEp: number;
  episodeHref: (ep: number) => string;
  recommendations: readonly VideoCard[];
}

/** `/vod/play-official/{id}/{ep}`: the player, beside it (below on a phone) title, 线路 and 选集. */
export function PlaybackPage(props: PlaybackPageProps) {
  const { detail, detailHref, player, recommendations } = props;
  return (
    <div className={styles.page}>
      <div className={styles.stage}>
        <div className={styles.playerColumn}>{player}</div>
        <aside className={styles.side}>
          {detail ? (
            <div className={styles.heading}>
              <h1 className={styles.title}>
                <Link href={detailHref}>{detail.name}</Link>
              </h1>
              <p className={styles.facts}>
                {[String(detail.time), ...(detail.genres ?? [])].join(' · ')}
                {detail.countStr && <span className={styles.remark}>{detail.countStr}</span>}
              </p>
            </div>
          ) : (
            <div className={styles.headingPlaceholder} />
          )}
          <PlayerSideLists {...props} />
        </aside>
      </div>
      {recommendations.length > 0 && (
        <div className={styles.recommendations}>
          <VideoRow title={detailT('detail.recommendations')} videos={recommendations} />
        </div>
      )}
    </div>
  );
}

function PlayerSideLists(props: PlaybackPageProps) {
  const { lines, line, isVip, onChooseLine, episodes, currentEp, episodeHref } = props;
  const [order, setOrder] = useState<EpisodeOrder>('asc');
  return (
    <>
      {lines.length > 0 && (
        <section className={styles.section} aria-label={playerT('player.line')}>
          <h2 className={styles.sectionTitle}>{playerT('player.line')}</h2>
          <LineChips lines={lines} current={line} isVip={isVip} onChoose={onChooseLine} />
        </section>
      )}
      {episodes.length > 1 && (
        <section className={styles.section} aria-label={playerT('player.episodes')}>
          <h2 className={styles.sectionTitle}>
            {playerT('player.episodes')}
            <span className={styles.note}>{playerT('episodes.count', { n: episodes.length })}</span>
          </h2>
          <EpisodeList
            episodes={episodes}
            currentEp={currentEp}
            order={order}
            onToggleOrder={() => setOrder((o) => (o === 'asc' ? 'desc' : 'asc'))}
            episodeHref={episodeHref}
            label={playerT('player.episodes')}
          />
        </section>
      )}
    </>
  );
}

interface LineChipsProps {
  lines: readonly LineInfo[];
  current: string;
  isVip: boolean;
  onChoose: (key: string) => void;
}

/** 线路 under the player: every line, the current one marked, VIP lines badged. */
function LineChips({ lines, current, isVip, onChoose }: LineChipsProps) {
  const t = useT();
  return (
    <ul className={styles.chips}>
      {lines.map((line) => (
        <li key={line.key}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={line.key === current}
            data-locked={line.vip && !isVip ? 'true' : undefined}
            onClick={() => onChoose(line.key)}
          >
            {line.name}
            {line.official && <span className={styles.tag}>{playerT('player.official')}</span>}
            {line.vip && <span className={styles.vipTag}>{t('vip.badge')}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** `/zj/{id}/{episode}`: the player filling the frame it is embedded in, nothing else. */
export function EmbedPage({ player }: { player: ReactNode }) {
  return <div className={styles.embed}>{player}</div>;
}
