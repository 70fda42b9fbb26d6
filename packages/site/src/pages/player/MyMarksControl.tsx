/**
 * 片头片尾 in the player's control bar (loaded lazily with the 弹幕 code): sets the viewer's own
 * intro end or outro start at the current time, or clears them (state/myMarks.ts keeps them), and
 * says so briefly.
 */
import { MyMarksMenu, type MyMarksNotice, type PlayerExtraMenuState } from '@xinghe/ui';
import { useEffect, useState } from 'react';
import { myMarksActions, useMyMarks } from '../../state/myMarks';

/** How long the notice stays, as 已为您跳过片头 does. */
export const MY_MARKS_NOTICE_MS = 3000;

export interface MyMarksControlProps extends PlayerExtraMenuState {
  vodId: string | null;
  currentTime: number;
}

export default function MyMarksControl({
  vodId,
  currentTime,
  open,
  onOpenChange,
}: MyMarksControlProps) {
  const mine = useMyMarks(vodId);
  const [notice, setNotice] = useState<MyMarksNotice | undefined>(undefined);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(undefined), MY_MARKS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  if (vodId === null) return null;
  return (
    <MyMarksMenu
      open={open}
      onOpenChange={onOpenChange}
      hasOwn={mine.introEnd !== null || mine.outroStart !== null}
      notice={notice}
      onAction={(action) => {
        const time = currentTime;
        if (action === 'clear') {
          void myMarksActions.clear(vodId);
          setNotice({ kind: 'cleared' });
        } else {
          void myMarksActions.set(vodId, action, time);
          setNotice({ kind: action === 'introEnd' ? 'introSet' : 'outroSet', time });
        }
      }}
    />
  );
}
