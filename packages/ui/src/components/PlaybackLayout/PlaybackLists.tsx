import type { LineInfo } from '@xinghe/contracts/client';
import type { EpisodeItem } from '../EpisodeList/collectionEpisodes';
import { PlayerEpisodeList } from '../EpisodeList/EpisodeList';
import { useT } from '../../i18n/I18nProvider';
import { playerT } from '../../i18n/playerMessages';
import styles from './PlaybackLayout.module.css';

export interface PlaybackLinesProps {
  lines: readonly LineInfo[];
  current: string;
  isVip: boolean;
  onChoose: (key: string) => void;
}

/** 线路 beside the player: every line, the current one marked, VIP lines badged (none: nothing). */
export function PlaybackLines({ lines, current, isVip, onChoose }: PlaybackLinesProps) {
  const t = useT();
  if (lines.length === 0) return null;
  return (
    <section className={styles.section} aria-label={playerT('player.line')}>
      <h2 className={styles.sectionTitle}>{playerT('player.line')}</h2>
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
    </section>
  );
}

export interface PlaybackEpisodesProps {
  episodes: readonly EpisodeItem[];
  currentEp: number;
  episodeHref: (ep: number) => string;
}

/** 选集 beside the player, in the viewer's order (a single episode: nothing). */
export function PlaybackEpisodes({ episodes, currentEp, episodeHref }: PlaybackEpisodesProps) {
  if (episodes.length <= 1) return null;
  return (
    <section className={styles.section} aria-label={playerT('player.episodes')}>
      <h2 className={styles.sectionTitle}>
        {playerT('player.episodes')}
        <span className={styles.note}>{playerT('episodes.count', { n: episodes.length })}</span>
      </h2>
      <PlayerEpisodeList episodes={episodes} currentEp={currentEp} episodeHref={episodeHref} />
    </section>
  );
}
