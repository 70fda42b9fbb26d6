import type { CastMember, LineInfo, VideoSummary, VodDetail } from '@xinghe/contracts/client';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { EpisodeList, type EpisodeOrder } from '../../components/EpisodeList/EpisodeList';
import { formatPlaybackTime } from '../../components/Player/formatTime';
import { StatusView } from '../../components/StatusView/StatusView';
import { VideoRow } from '../../components/VideoRow/VideoRow';
import { useT } from '../../i18n/I18nProvider';
import { regionKey, typeKey } from '../../i18n/labels';
import { HeartIcon, PlayIcon, ShareIcon } from '../../icons/playbackIcons';
import { defaultDetailHref, type DetailHref } from '../../links';
import type { ScreenStatus } from '../HomeScreen/HomeScreen';
import { DetailSkeleton } from './DetailSkeleton';
import styles from './DetailScreen.module.css';
import { playerT } from '../../i18n/playerMessages';
import { detailT } from '../../i18n/detailMessages';

export interface DetailScreenProps {
  status: ScreenStatus;
  /** The reply of GET /web/v2/dianbo/collection/{id}; read when `status` is `loaded`. */
  detail?: VodDetail;
  cast: readonly CastMember[];
  recommendations: readonly VideoSummary[];
  lines?: readonly LineInfo[];
  /** The chosen line's key; the first line when omitted. */
  line?: string;
  /** Makes the lines toggle buttons; without it they are listed only. */
  onSelectLine?: (key: string) => void;
  collected: boolean;
  onToggleCollect: () => void;
  onShare: () => void;
  /** `copied` shows 链接已复制 beside the share button. */
  shareState?: 'idle' | 'copied';
  episodeOrder: EpisodeOrder;
  onToggleOrder: () => void;
  playHref: (ep: number) => string;
  personHref: (id: number) => string;
  /** Link of a recommendation; `/vod/detail/{id}` by default. */
  detailHref?: DetailHref;
  /** Where the viewer stopped; the play button becomes 上次观看到{time}，继续播放. */
  resume?: { ep: number; position: number };
  onRetry: () => void;
}

/** The detail page of a title: poster and facts, play, 选集, lines, cast and recommendations. */
export function DetailScreen(props: DetailScreenProps) {
  const { status, detail, onRetry } = props;
  if (status === 'loading') {
    return (
      <div className={styles.screen} data-status="loading">
        <StatusView status="loading" skeleton={<DetailSkeleton />} />
      </div>
    );
  }
  if (status === 'error' || !detail) {
    return (
      <div className={styles.screen} data-status="error">
        <StatusView status="error" onRetry={onRetry} />
      </div>
    );
  }
  return <LoadedDetail {...props} detail={detail} />;
}

function LoadedDetail({
  detail,
  cast,
  recommendations,
  lines = [],
  line,
  onSelectLine,
  collected,
  onToggleCollect,
  onShare,
  shareState = 'idle',
  episodeOrder,
  onToggleOrder,
  playHref,
  personHref,
  detailHref = defaultDetailHref,
  resume,
}: DetailScreenProps & { detail: VodDetail }) {
  const t = useT();
  const episodesHeadingId = useId();
  const linesHeadingId = useId();
  const castHeadingId = useId();
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
  const chosenLine = line ?? lines[0]?.key;

  return (
    <div className={styles.screen} data-status="loaded">
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
                {resume
                  ? playerT('player.resumeFrom', { time: resumeTime })
                  : playerT('player.play')}
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

      <div className={styles.body}>
        {isSeries && (
          <section className={styles.section} aria-labelledby={episodesHeadingId}>
            <h2 id={episodesHeadingId} className={styles.sectionTitle}>
              {playerT('player.episodes')}
              <span className={styles.sectionNote}>
                {playerT('episodes.count', { n: detail.episodes.length })}
              </span>
            </h2>
            <EpisodeList
              episodes={detail.episodes}
              currentEp={resume?.ep}
              order={episodeOrder}
              onToggleOrder={onToggleOrder}
              episodeHref={playHref}
              label={playerT('player.episodes')}
            />
          </section>
        )}

        {lines.length > 0 && (
          <section className={styles.section} aria-labelledby={linesHeadingId}>
            <h2 id={linesHeadingId} className={styles.sectionTitle}>
              {detailT('detail.lines')}
            </h2>
            <ul className={styles.lines}>
              {lines.map((item) => (
                <li key={item.key}>
                  <LineChip line={item} chosen={item.key === chosenLine} onSelect={onSelectLine} />
                </li>
              ))}
            </ul>
          </section>
        )}

        {cast.length > 0 && (
          <section className={styles.section} aria-labelledby={castHeadingId}>
            <h2 id={castHeadingId} className={styles.sectionTitle}>
              {detailT('detail.cast')}
            </h2>
            <ul className={styles.cast}>
              {cast.map((member) => (
                <li key={`${member.id}-${member.role}`}>
                  <Link href={personHref(member.id)} className={styles.person}>
                    <img
                      className={styles.avatar}
                      src={member.avatar}
                      alt=""
                      width={72}
                      height={72}
                      loading="lazy"
                    />
                    <span className={styles.personName}>{member.name}</span>
                    <span className={styles.personRole}>
                      {member.character
                        ? detailT('detail.character', { name: member.character })
                        : member.role}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      {recommendations.length > 0 && (
        <div className={styles.recommendations}>
          <VideoRow
            title={detailT('detail.recommendations')}
            videos={recommendations}
            detailHref={detailHref}
          />
        </div>
      )}
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

interface LineChipProps {
  line: LineInfo;
  chosen: boolean;
  onSelect?: (key: string) => void;
}

function LineChip({ line, chosen, onSelect }: LineChipProps) {
  const content = (
    <>
      <span>{line.name}</span>
      {line.official && <span className={styles.lineTag}>{playerT('player.official')}</span>}
      {line.vip && <span className={styles.vipTag}>{playerT('player.vipBadge')}</span>}
    </>
  );
  if (!onSelect) {
    return (
      <span className={styles.line} data-chosen={chosen ? 'true' : undefined}>
        {content}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={styles.line}
      aria-pressed={chosen}
      onClick={() => onSelect(line.key)}
    >
      {content}
    </button>
  );
}
