/**
 * What the player controller needs from the app, wired to the real things: the API, signing with
 * the play line's media token, the VIP dialog event, analytics, the play counters, and progress saving to
 * this device's history and (logged in) the server.
 */
import type { VipPromptReason } from '@xinghe/ui';
import { track } from '../analytics';
import { appEvents } from '../events';
import { historyActions } from '../state/history';
import { isVipViewer, playbackActions } from '../state/playback';
import { takePrefetchedLine } from '../state/prefetchedLine';
import { isSignedIn } from '../state/signedIn';
import { watchRecordsActions } from '../state/watchRecords';
import type { PlayerDeps } from './controller';
import { createProgressSaver } from './progressSaver';
import { signedMediaUrl } from './signing';

/** A locked perk: counted (vod_vipclick) and answered with the VIP dialog. */
export function askForVip(reason: VipPromptReason, vodId?: number) {
  track('vod_vipclick', { vod_id: vodId, feature: reason });
  appEvents.emit('openVipDialog', { reason });
}

/** Starts the browser's download of a signed media URL. */
function downloadFile(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

export function createPlayerDeps(): PlayerDeps {
  return {
    // The first open after the detail page may start with the line that page already asked for.
    requestLine: async (request) =>
      takePrefetchedLine(request) ?? playbackActions.requestLine(request),
    signUrl: signedMediaUrl,
    isVip: isVipViewer,
    onVipRequired: askForVip,
    // The working line is the viewer's line for the rest of the visit (the next episode too).
    onFellBack: (line, lines) => playbackActions.chooseLine(line, lines),
    onPlayStart({ id, ep, line }) {
      track('vod_playing', { vod_id: id, ep, line });
      playbackActions.countPlay(id, ep);
    },
    onDownload(url, { id, ep }) {
      track('file_download', { vod_id: id, ep });
      downloadFile(url);
    },
    progress: createProgressSaver({
      saveLocal: ({ mid, ep, position, duration }) =>
        historyActions.record({ mid, ep, position, duration }),
      saveServer: (progress, urgent) => watchRecordsActions.save(progress, urgent),
      isLoggedIn: isSignedIn,
    }),
  };
}
