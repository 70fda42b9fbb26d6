import { useId, useState } from 'react';
import { Link } from '../../nav/Link';
import { formatPlaybackTime } from '../../components/Player/formatTime';
import { detailT } from '../../i18n/detailMessages';
import { useT } from '../../i18n/I18nProvider';
import { regionKey, typeKey } from '../../i18n/labels';
import { playerT } from '../../i18n/playerMessages';
import { HeartIcon, PlayIcon, ShareIcon } from '../../icons/playbackIcons';
import type { CollectionInfo } from '@xinghe/contracts/client';
import type { EpisodeItem } from '../../components/EpisodeList/collectionEpisodes';
import type { DetailScreenProps } from './DetailScreen';
import styles from './DetailHero.module.css';
import { contentLang } from '../../i18n/locale';

type DetailHeroProps = Pick<
  DetailScreenProps,
  'collected' | 'onToggleCollect' | 'onShare' | 'shareState' | 'playHref' | 'resume'
> & { detail: CollectionInfo; episodes: readonly EpisodeItem[] };

/**
 * The top of the detail page over the dimmed banner (when there is one): poster, title, facts
 * (score, type, year, region, genres, countStr: each when sent), tagline and synopsis, and the
 * buttons: play (or continue where the viewer stopped), favourite, share.
 */
export function DetailHero({
  detail,
  episodes,
  collected,
  onToggleCollect,
  onShare,
  shareState = 'idle',
  playHref,
  resume,
}: DetailHeroProps) {
  const t = useT();
  const isSeries = !detail.isMovie;
  const firstEp = episodes.length > 0 ? Math.min(...episodes.map((e) => e.ep)) : 1;
  // Our codes are translated; the real fields (chname, country) are shown as sent.
  const facts = [
    detail.type === undefined ? detail.chname : t(typeKey(detail.type)),
    String(detail.time),
    detail.region === undefined ? detail.country : t(regionKey(detail.region)),
    ...(detail.genres ?? []),
  ].filter((fact): fact is string => Boolean(fact));
  const score = detail.score ?? 0;
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
      {detail.banner && <img className={styles.backdrop} src={detail.banner} alt="" aria-hidden />}
      <div className={styles.heroInner}>
        <img
          className={styles.poster}
          src={detail.imgUrl}
          alt={detail.name}
          width={270}
          height={405}
          fetchPriority="high"
        />
        <div className={styles.info}>
          <h1 className={styles.title} lang={contentLang()}>
            {detail.name}
          </h1>
          <p className={styles.facts}>
            {score > 0 && (
              <span className={styles.score}>
                {detailT('video.scoreValue', { score: score.toFixed(1) })}
              </span>
            )}
            {facts.map((fact, index) => (
              <span key={`${index}:${fact}`} className={styles.fact}>
                {fact}
              </span>
            ))}
            {detail.countStr && <span className={styles.remark}>{detail.countStr}</span>}
          </p>
          {detail.tagline && (
            <p className={styles.tagline} lang={contentLang()}>
              {detail.tagline}
            </p>
          )}
          {detail.desc && <Description text={detail.desc} />}
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
              {/* Says what it is now, as the live channel's does. */}
              {detailT(collected ? 'video.favourited' : 'video.favourite')}
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
      <p
        id={id}
        className={styles.descriptionText}
        data-expanded={expanded || !long}
        lang={contentLang()}
      >
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
