import { playerT } from '../../i18n/playerMessages';
import type { CollectionInfo, LineInfo } from '@xinghe/contracts/client';
import styles from './DetailLines.module.css';

/** A line as the detail page lists it: its key and name; the 官方 and VIP tags when known. */
export type DetailLine = Pick<LineInfo, 'key' | 'name'> &
  Partial<Pick<LineInfo, 'official' | 'vip'>>;

/**
 * The lines of a title from its detail's videosGroup (one group per line): the group's key when
 * the server sends one (ours), else its position, as a line has no other id there.
 */
export function linesOfCollection(detail: Pick<CollectionInfo, 'videosGroup'>): DetailLine[] {
  return detail.videosGroup.map((group, index) => ({
    key: group.key ?? String(index),
    name: group.name,
    ...(group.vip === undefined ? {} : { vip: group.vip }),
  }));
}

interface DetailLinesProps {
  lines: readonly DetailLine[];
  /** The chosen line's key. */
  chosen: string | undefined;
  /** Makes the lines toggle buttons; without it they are listed only. */
  onSelect?: (key: string) => void;
}

/** The lines a title plays on, with their 官方 and VIP tags. */
export function DetailLines({ lines, chosen, onSelect }: DetailLinesProps) {
  return (
    <ul className={styles.lines}>
      {lines.map((item) => (
        <li key={item.key}>
          <LineChip line={item} chosen={item.key === chosen} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}

interface LineChipProps {
  line: DetailLine;
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
