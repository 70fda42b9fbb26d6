import { useId, useState } from 'react';
import { Link } from 'wouter';
import { formatPlaybackTime } from '../../components/Player/formatTime';
import { detailT } from '../../i18n/detailMessages';
import { useT } from '../../i18n/I18nProvider';
import { regionKey, typeKey } from '../../i18n/labels';
import { playerT } from '../../i18n/playerMessages';
import { HeartIcon, PlayIcon, ShareIcon } from '../../icons/playbackIcons';
import type { VodDetail } from '@xinghe/contracts/client';
import type { DetailScreenProps } from './DetailScreen';
import styles from './DetailHero.module.css';

type DetailHeroProps = Pick<
  DetailScreenProps,
  'collected' | 'onToggleCollect' | 'onShare' | 'shareState' | 'playHref' | 'resume'
> & { detail: VodDetail };

/**
 * The top of the detail page over the dimmed banner: poster, title, facts (score, type, year,
 * region, genres, remark), tagline and synopsis, and the buttons: play (or continue where the
 * viewer stopped), favourite, share.
 */
export function DetailHero({
  detail,
  collected,
  onToggleCollect,
  onShare,
  shareState = 'idle',
  playHref,
  resume,
}: DetailHeroProps) {
  const t = useT();
  const isSeries = detail.episodes.length > 1;
  const firstEp = detail.episodes.length > 0 ? Math.min(...detail.episodes.map((e) => e.ep)) : 1;
  const facts = [
    t(typeKey(detail.type)),
    String(detail.year),
    t(regionKey(detail.region)),
    ...detail.genres,
  ];
  const resumeTime = resume
    ? isSeries
      ? detailT('detail.resumeEpisode', {
          ep: resume.ep,
          time: formatPlaybackTime(resume.position),
        })
      : formatPlaybackTime(resume.position)
    : '';

  return (
    <div className={styles.hero}>
      <img className={styles.backdrop} src={detail.banner} alt="" aria-hidden />
      <div className={styles.heroInner}>
        <img
          className={styles.poster}
          src={detail.cover}
          alt={detail.title}
          width={270}
          height={405}
          fetchPriority="high"
        />
        <div className={styles.info}>
          <h1 className={styles.title}>{detail.title}</h1>
          <p className={styles.facts}>
            {detail.score > 0 && (
              <span className={styles.score}>
                {detailT('video.scoreValue', { score: detail.score.toFixed(1) })}
              </span>
            )}
            {facts.map((fact) => (
              <span key={fact} className={styles.fact}>
                {fact}
              </span>
            ))}
            {detail.remark && <span className={styles.remark}>{detail.remark}</span>}
          </p>
          {detail.tagline && <p className={styles.tagline}>{detail.tagline}</p>}
          <Description text={detail.description} />
          <div className={styles.actions}>
            <Link
              href={playHref(resume?.ep ?? firstEp)}
              className={styles.play}
              data-resume={resume ? 'true' : undefined}
            >
              <PlayIcon className={styles.playIcon} />
              {resume ? playerT('player.resumeFrom', { time: resumeTime }) : playerT('player.play')}
            </Link>
            <button
              type="button"
              className={styles.action}
              aria-pressed={collected}
              title={collected ? t('video.unfavourite') : detailT('video.favourite')}
              onClick={onToggleCollect}
            >
              <HeartIcon className={styles.actionIcon} filled={collected} />
              {detailT('video.favourite')}
            </button>
            <span className={styles.share}>
              <button type="button" className={styles.action} onClick={onShare}>
                <ShareIcon className={styles.actionIcon} />
                {detailT('share.share')}
              </button>
              <output className={styles.shareStatus}>
                {shareState === 'copied' ? detailT('share.linkCopied') : ''}
              </output>
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The synopsis, clamped to three lines with 展开 / 收起. */
function Description({ text }: { text: string }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  // Short synopses fit in three lines; a toggle that reveals nothing would only confuse.
  const long = text.length > 90;
  return (
    <div className={styles.description}>
      <p id={id} className={styles.descriptionText} data-expanded={expanded || !long}>
        {text}
      </p>
      {long && (
        <button
          type="button"
          className={styles.expand}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? detailT('detail.collapse') : detailT('detail.expand')}
        </button>
      )}
    </div>
  );
}
