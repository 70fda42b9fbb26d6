/**
 * What the player controller needs to play a live channel: getPlayUrl as its play line, signing
 * with that reply's media token, the VIP dialog for a VIP channel (channel_vipclick), and on the
 * first frame channel_player_playing and the local live history. Nothing is saved as progress: a
 * live channel has no position to resume.
 */
import type { VipPromptReason } from '@xinghe/ui';
import { track } from '../analytics';
import { appEvents } from '../events';
import { liveHistoryActions } from '../state/live/liveHistory';
import { requestLiveLine } from '../state/live/livePlay';
import { isVipViewer } from '../state/playback';
import type { PlayerDeps } from './controller';
import { signedMediaUrl } from './signing';

/** A VIP channel or perk: counted (channel_vipclick) and answered with the VIP dialog. */
export function askForLiveVip(channelId: string, reason: VipPromptReason = 'live') {
  track('channel_vipclick', { channel_id: channelId, feature: reason });
  appEvents.emit('openVipDialog', { reason });
}

export function createLivePlayerDeps(): PlayerDeps {
  return {
    requestLine: (request) => requestLiveLine(request),
    signUrl: signedMediaUrl,
    isVip: isVipViewer,
    onVipRequired: (reason, id) => askForLiveVip(id, reason),
    onPlayStart({ id, line }) {
      track('channel_player_playing', { channel_id: id, line });
      liveHistoryActions.record(id);
    },
    progress: { update: () => undefined, flush: () => undefined },
  };
}
