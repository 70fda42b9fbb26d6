import type { ReactNode } from 'react';
import { Link } from '../../nav/Link';
import styles from './PlaybackLayout.module.css';

export interface PlaybackLayoutProps {
  /** The player column: the player (and the 弹幕 bar under it), or why it cannot play. */
  player: ReactNode;
  /** Beside the player (below it on a phone): the heading and the lists. None: the player alone. */
  side?: ReactNode;
  /** Across the page under both (the recommendations row, which brings its own gutter). */
  below?: ReactNode;
  /** Before the stage: the phone's back control. */
  back?: ReactNode;
}

/**
 * The player pages' layout, one for the site's pages and the stories alike: the player, its side
 * column (title, 线路, 选集) and what goes under both. The site lazily loads what it puts in the
 * side and below, so this part stays small.
 */
export function PlaybackLayout({ player, side, below, back }: PlaybackLayoutProps) {
  return (
    <div className={styles.page}>
      {back}
      <div className={styles.stage} data-alone={side === undefined ? '' : undefined}>
        <div className={styles.playerColumn}>{player}</div>
        {side !== undefined && <aside className={styles.side}>{side}</aside>}
      </div>
      {below && <div className={styles.recommendations}>{below}</div>}
    </div>
  );
}

export interface PlaybackHeadingProps {
  /** Undefined while it loads: a placeholder of the heading's height stands in. */
  title?: string;
  /** The title's own page, when it has one. */
  href?: string;
  /** One line of facts (year, genres, source). */
  facts?: string;
  /** Short tags after the facts (更新至12集, a year). */
  remarks?: readonly string[];
  /** A sentence or two under the facts (a source's synopsis). */
  note?: string;
  /** A link under the heading (back to the channel list). */
  more?: { href: string; label: string };
}

/** The side column's heading: the title (a link to its page), its facts and remarks. */
export function PlaybackHeading({
  title,
  href,
  facts,
  remarks = [],
  note,
  more,
}: PlaybackHeadingProps) {
  if (title === undefined) return <div className={styles.headingPlaceholder} />;
  return (
    <div className={styles.heading}>
      <h1 className={styles.title}>{href ? <Link href={href}>{title}</Link> : title}</h1>
      {(facts || remarks.length > 0) && (
        <p className={styles.facts}>
          {facts}
          {remarks.map((remark) => (
            <span key={remark} className={styles.remark}>
              {remark}
            </span>
          ))}
        </p>
      )}
      {note && <p className={styles.note}>{note}</p>}
      {more && (
        <Link className={styles.back} href={more.href}>
          {more.label}
        </Link>
      )}
    </div>
  );
}

/** `/zj/{id}/{episode}`: the player filling the frame it is embedded in, nothing else. */
export function PlaybackEmbed({ player }: { player: ReactNode }) {
  return <div className={styles.embed}>{player}</div>;
}
