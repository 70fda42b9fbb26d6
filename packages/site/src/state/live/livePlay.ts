/**
 * The live channel's play line for the player controller: getPlayUrl (with its fixed from/format
 * parameters) answered in the PlayInfo shape the controller reads, so live playback goes through
 * the same controller, signing and line fallback as on-demand playback.
 */
import {
  LIVE_PLAY_URL_FIXED,
  type ApiResult,
  type PlayInfo,
  type PlayLineBody,
} from '@xinghe/contracts/client';
import { api, type ApiClient } from '../../api';

export async function requestLiveLine(
  request: PlayLineBody,
  client: ApiClient = api,
): Promise<ApiResult<PlayInfo>> {
  const reply = await client.call('getLivePlayUrl', {
    params: { id: request.id, line: request.line, ...LIVE_PLAY_URL_FIXED },
  });
  if (!reply.ok) return reply;
  const { id, lines, line, quality, purl, mediaToken } = reply.data;
  return { ...reply, data: { id, ep: 1, lines, line, quality, playlist: purl, mediaToken } };
}
