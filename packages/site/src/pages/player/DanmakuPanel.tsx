/**
 * Under the player (loaded lazily with the 弹幕 code): 弹幕 on/off, 弹幕设置, 弹幕列表 with 举报, and
 * the posting box, a bottom sheet on a phone. Visitors get the login dialog; a VIP colour picked by a non-VIP
 * opens the VIP dialog.
 */
import { DANMAKU_COLORS, DANMAKU_REPORT_REASONS, DANMAKU_TEXT_MAX } from '@xinghe/contracts/client';
import { DanmakuBar } from '@xinghe/ui';
import { useMemo } from 'react';
import { appEvents } from '../../events';
import { usePhoneLayout } from '../../layout/usePhoneLayout';
import { danmakuActions, recentDanmaku, useDanmaku } from '../../state/danmaku';
import { danmakuSettingsActions, useDanmakuSettings } from '../../state/danmakuSettings';
import { useIsVipViewer } from '../../state/playback';
import { useSignedIn } from '../../state/signedIn';

export interface DanmakuPanelProps {
  vodId: string | null;
  ep: number;
  /** Where the video is now: a post shows at that time; 弹幕列表 lists what came before it. */
  currentTime: number;
}

export default function DanmakuPanel({ vodId, ep, currentTime }: DanmakuPanelProps) {
  const settings = useDanmakuSettings();
  const { sending, error, comments, posted, reported } = useDanmaku();
  const second = Math.floor(currentTime);
  const recent = useMemo(
    () => recentDanmaku(comments, posted, second + 1),
    [comments, posted, second],
  );
  const reportedIds = useMemo(() => new Set(reported), [reported]);
  const signedIn = useSignedIn();
  const isVip = useIsVipViewer();
  const phone = usePhoneLayout();
  return (
    <DanmakuBar
      phone={phone}
      colors={DANMAKU_COLORS}
      maxLength={DANMAKU_TEXT_MAX}
      settings={settings}
      onSettingsChange={danmakuSettingsActions.set}
      recent={recent}
      reasons={DANMAKU_REPORT_REASONS}
      reported={reportedIds}
      onReport={(id, reason) => void danmakuActions.report(id, reason)}
      signedIn={signedIn}
      isVip={isVip}
      sending={sending}
      error={error}
      onSend={(text, color) => {
        if (vodId === null) return;
        void danmakuActions.post({ id: vodId, ep, time: currentTime }, text, color);
      }}
      onLogin={() => appEvents.emit('openIn', {})}
      onVipColor={() => appEvents.emit('openVipDialog', {})}
    />
  );
}
