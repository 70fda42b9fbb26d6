/**
 * Under the player (loaded lazily with the 弹幕 code): 弹幕 on/off, 弹幕设置 and the posting box,
 * a bottom sheet on a phone. Visitors get the login dialog; a VIP colour picked by a non-VIP
 * opens the VIP dialog.
 */
import { DANMAKU_COLORS, DANMAKU_TEXT_MAX } from '@xinghe/contracts/client';
import { DanmakuBar } from '@xinghe/ui';
import { appEvents } from '../../events';
import { usePhoneLayout } from '../../layout/usePhoneLayout';
import { danmakuActions, useDanmaku } from '../../state/danmaku';
import { danmakuSettingsActions, useDanmakuSettings } from '../../state/danmakuSettings';
import { useIsVipViewer } from '../../state/playback';
import { useSignedIn } from '../../state/signedIn';

export interface DanmakuPanelProps {
  vodId: number | null;
  ep: number;
  /** Where the video is now: a post shows at that time. */
  currentTime: () => number;
}

export default function DanmakuPanel({ vodId, ep, currentTime }: DanmakuPanelProps) {
  const settings = useDanmakuSettings();
  const { sending, error } = useDanmaku();
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
      signedIn={signedIn}
      isVip={isVip}
      sending={sending}
      error={error}
      onSend={(text, color) => {
        if (vodId === null) return;
        void danmakuActions.post({ id: vodId, ep, time: currentTime() }, text, color);
      }}
      onLogin={() => appEvents.emit('openIn', {})}
      onVipColor={() => appEvents.emit('openVipDialog', {})}
    />
  );
}
