import { useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../../icons/playbackIcons';
import type { EpisodeItem } from '../EpisodeList/collectionEpisodes';
import { PlayerEpisodeList } from '../EpisodeList/EpisodeList';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './EpisodePanel.module.css';
import toastStyles from './ResumeToast.module.css';
import { playerT } from '../../i18n/playerMessages';

export interface EpisodePanelProps {
  episodes: readonly EpisodeItem[];
  currentEp: number;
  episodeHref: (ep: number) => string;
  onClose: () => void;
}

/** 选集 inside the player: a side sheet over the video, so fullscreen viewers can change episode. */
export function EpisodePanel({ episodes, currentEp, episodeHref, onClose }: EpisodePanelProps) {
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    const current = panel?.querySelector<HTMLElement>('[aria-current="page"]');
    (current ?? panel?.querySelector<HTMLElement>('a'))?.focus();
  }, []);

  return (
    <section
      ref={panelRef}
      className={styles.episodePanel}
      aria-labelledby={headingId}
      data-overlay="episodes"
    >
      <div className={styles.episodePanelHead}>
        <h2 id={headingId} className={styles.episodePanelTitle}>
          {playerT('player.episodes')}
          <span className={styles.episodeCount}>
            {playerT('episodes.count', { n: episodes.length })}
          </span>
        </h2>
        <button type="button" className={toastStyles.toastClose} onClick={onClose}>
          <CloseIcon />
          <VisuallyHidden>{playerT('player.closeEpisodes')}</VisuallyHidden>
        </button>
      </div>
      <div className={styles.episodePanelBody}>
        <PlayerEpisodeList episodes={episodes} currentEp={currentEp} episodeHref={episodeHref} />
      </div>
    </section>
  );
}
