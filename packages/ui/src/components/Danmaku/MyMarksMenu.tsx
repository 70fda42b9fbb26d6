import { danmakuT } from '../../i18n/danmakuMessages';
import { formatPlaybackTime } from '../Player/formatTime';
import { PlayerMenuButton } from '../Player/PlayerMenuButton';
import type { PlayerExtraMenuState } from '../Player/types';
import styles from './MyMarksMenu.module.css';

/** What the viewer just did, for the brief notice; `time` is the mark set, seconds. */
export type MyMarksNotice =
  { kind: 'introSet'; time: number } | { kind: 'outroSet'; time: number } | { kind: 'cleared' };

export type MyMarksAction = 'introEnd' | 'outroStart' | 'clear';

export interface MyMarksMenuProps extends PlayerExtraMenuState {
  /** The viewer has an intro end or an outro start of their own for this title: 清除 shows. */
  hasOwn: boolean;
  /** Shown briefly after an entry is picked; the site clears it. */
  notice?: MyMarksNotice;
  onAction: (action: MyMarksAction) => void;
}

function noticeText(notice: MyMarksNotice): string {
  if (notice.kind === 'cleared') return danmakuT('myMarks.cleared');
  const time = formatPlaybackTime(notice.time);
  return notice.kind === 'introSet'
    ? danmakuT('myMarks.introSet', { time })
    : danmakuT('myMarks.outroSet', { time });
}

/**
 * 片头片尾 in the control bar: the viewer marks the intro's end or the outro's start at the current
 * time (for every episode of the title), or clears their marks; a notice above says what was set.
 */
export function MyMarksMenu({ open, onOpenChange, hasOwn, notice, onAction }: MyMarksMenuProps) {
  const label = danmakuT('myMarks.menu');
  const items = [
    { key: 'introEnd', label: danmakuT('myMarks.setIntroEnd') },
    { key: 'outroStart', label: danmakuT('myMarks.setOutroStart') },
    ...(hasOwn ? [{ key: 'clear', label: danmakuT('myMarks.clear') }] : []),
  ];
  return (
    <div className={styles.root}>
      <PlayerMenuButton
        label={label}
        value={label}
        items={items}
        open={open}
        onOpenChange={onOpenChange}
        onSelect={(key) => onAction(key as MyMarksAction)}
      />
      {/* Always present (an output is a status region), so screen readers announce what appears. */}
      <output className={styles.notice}>{notice && noticeText(notice)}</output>
    </div>
  );
}
