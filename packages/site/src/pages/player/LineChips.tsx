import type { LineInfo } from '@xinghe/contracts/client';
import { useT, playerT } from '@xinghe/ui';
import styles from './PlayerPage.module.css';

export interface LineChipsProps {
  lines: readonly LineInfo[];
  current: string;
  isVip: boolean;
  onChoose: (key: string) => void;
}

/** 线路 under the player: every line, the current one marked, VIP lines badged. */
export function LineChips({ lines, current, isVip, onChoose }: LineChipsProps) {
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
