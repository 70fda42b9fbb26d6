/**
 * What the player controller needs to play a channel of the viewer's M3U list: the channel's
 * media address from getSourceChannels (the list's own, or our relay's, signed by the API) as its
 * one line, used as it is. Nothing is counted or saved: the channel is not one of ours.
 */
import { ErrorCode } from '@xinghe/contracts/client';
import { parseSourceKey } from '../pages/sourcePlay/sourceIds';
import { isVipViewer } from '../state/playback';
import { sourceChannelsActions } from '../state/sourceChannels';
import type { PlayerDeps } from './controller';
import { askForLiveVip } from './liveDeps';
import { sourceChannelPlayInfo } from './sourceLines';

export function createSourceLivePlayerDeps(): PlayerDeps {
  return {
    async requestLine({ id }) {
      const key = parseSourceKey(id);
      if (key) await sourceChannelsActions.load();
      const found = key && sourceChannelsActions.find(key);
      if (!found) return { ok: false, code: ErrorCode.NotFound, msg: '' };
      const data = sourceChannelPlayInfo(found.channel, found.group.sourceName, id);
      return { ok: true, code: 0, msg: '', data };
    },
    signUrl: (path) => path,
    isVip: isVipViewer,
    onVipRequired: (reason, id) => askForLiveVip(id, reason),
    progress: { update: () => undefined, flush: () => undefined },
  };
}
