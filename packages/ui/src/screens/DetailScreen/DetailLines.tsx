import { playerT } from '../../i18n/playerMessages';
import type { LineInfo } from '@xinghe/contracts/client';
import styles from './DetailLines.module.css';

interface DetailLinesProps {
  lines: readonly LineInfo[];
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
