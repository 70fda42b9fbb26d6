/**
 * What the player controller needs from the app, wired to the real things: the API, signing with
 * the play line's media token, the VIP dialog event, analytics, the play counters, and progress saving to
 * this device's history and (logged in) the server.
 */
import { ErrorCode } from '@xinghe/contracts/client';
import type { VipPromptReason } from '@xinghe/ui';
import { track } from '../analytics';
import { appEvents } from '../events';
import { historyActions } from '../state/history';
import { isVipViewer, playbackActions } from '../state/playback';
import { takePrefetchedLine } from '../state/prefetchedLine';
import { vodDetailActions } from '../state/vodDetail';
import { isSignedIn } from '../state/signedIn';
import { watchRecordsActions } from '../state/watchRecords';
import type { PlayerDeps } from './controller';
import { createProgressSaver } from './progressSaver';
import { signedPlaylistUrl, takeKeptPlaylist } from './prefetchedMedia';
import { playInfoFromDetail } from './purlLine';
import { signedMediaUrl } from './signing';
import type { LineRequest, PlayInfo } from './types';

/** A locked perk: counted (vod_vipclick) and answered with the VIP dialog. */
export function askForVip(reason: VipPromptReason, vodId?: string) {
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

/**
 * The episode's line from the API; when the API has no such call or does not know the title
 * there (not found), the episode's purl from the title's detail (purlLine.ts).
 */
async function requestLine(request: LineRequest) {
  // The first open after the detail page may start with the line that page already asked for.
  const reply = takePrefetchedLine(request) ?? (await playbackActions.requestLine(request));
  if (reply.ok || reply.code !== ErrorCode.NotFound) return reply;
  await vodDetailActions.load(request.id);
  const detail = vodDetailActions.peek(request.id);
  const info: PlayInfo | null = detail ? playInfoFromDetail(detail, request) : null;
  return info ? { ok: true as const, code: 0 as const, msg: '', data: info } : reply;
}

export function createPlayerDeps(): PlayerDeps {
  return {
    requestLine,
    // The playlist the detail page fetched ahead plays at the URL it was fetched with.
    signUrl: (path, mediaToken) =>
      signedPlaylistUrl(path, mediaToken) ?? signedMediaUrl(path, mediaToken),
    keptPlaylist: (url) => takeKeptPlaylist(url),
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
