/**
 * What the detail page and the player share: the line the viewer picked (SPEC "line key", kept in
 * the app store as the index of the line, and here by key so the player can ask for it), and what
 * the server's play replies said about VIP, for when they say it before the session's token check.
 */
import type { ParamsOf } from '@xinghe/contracts/client';
import { proxy, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import { appActions } from './app';
import { sessionState } from './session';

export interface PlaybackState {
  /** The key of the line picked on the detail page or in the player. */
  preferredLine?: string;
  /** A play reply carried a VIP-only download: the server treats this token as VIP. */
  vipByServer: boolean;
}

export const playbackState = proxy<PlaybackState>({ vipByServer: false });

export const playbackActions = {
  chooseLine(key: string, lines: readonly { key: string }[]) {
    playbackState.preferredLine = key;
    appActions.setLineKey(
      Math.max(
        0,
        lines.findIndex((l) => l.key === key),
      ),
    );
  },
  /**
   * The play lines of a title's episode (GET play line), for the player and the detail page's
   * 线路; every reply is noted (`notePlayReply`).
   */
  async requestLine(request: ParamsOf<'getPlayLine'>, client: ApiClient = api) {
    const reply = await client.call('getPlayLine', { params: request });
    if (reply.ok) playbackActions.notePlayReply(reply.data);
    return reply;
  },
  /** A play started: the play counters (SPEC section 8: a failure is ignored, no reply needed). */
  countPlay(id: string, ep: number, client: ApiClient = api) {
    void client.call('reportPlay', { params: { cid: id } });
    void client.call('recordPlay', { params: { id, ep } });
  },
  /** Read from every play reply: a download is in a VIP's reply only. */
  notePlayReply(reply: { download?: string }) {
    playbackState.vipByServer = Boolean(reply.download);
  },
  reset() {
    playbackState.preferredLine = undefined;
    playbackState.vipByServer = false;
  },
};

/** VIP: the session says so (token check, login), or the server served a VIP-only perk. */
export const isVipViewer = (): boolean => sessionState.isVip || playbackState.vipByServer;

export function useIsVipViewer(): boolean {
  const session = useSnapshot(sessionState);
  const playback = useSnapshot(playbackState);
  return session.isVip || playback.vipByServer;
}

export const usePreferredLine = () => useSnapshot(playbackState).preferredLine;
