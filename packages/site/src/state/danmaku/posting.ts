/** The viewer's own 弹幕: posting one (shown at once with an outline) and reporting others. */
import {
  ErrorCode,
  retryAfterSeconds,
  type DanmakuColor,
  type DanmakuReportReason,
} from '@xinghe/contracts/client';
import { ref } from 'valtio';
import { api, type ApiClient } from '../../api';
import { postErrorText } from '../../danmaku/postError';
import { appEvents } from '../../events';
import { danmakuState, episodeKey } from './danmakuState';

export const postingActions = {
  /** Posts at `time`; the comment shows at once with an outline, or the box says why not. */
  async post(
    target: { id: string; ep: number; time: number },
    text: string,
    color: DanmakuColor,
    client: ApiClient = api,
  ): Promise<boolean> {
    danmakuState.sending = true;
    danmakuState.error = undefined;
    const reply = await client.call('postDanmaku', {
      params: { ...target, time: Math.round(target.time * 10) / 10, text, color, mode: 'scroll' },
    });
    danmakuState.sending = false;
    if (reply.ok) {
      if (danmakuState.episode === episodeKey(target.id, target.ep)) {
        danmakuState.posted = ref([...danmakuState.posted, reply.data]);
      }
      return true;
    }
    danmakuState.error = postErrorText(reply.code, retryAfterSeconds(reply));
    if (reply.code === ErrorCode.Unauthorized) appEvents.emit('openIn', {});
    return false;
  },

  /** Reports a comment; true when the server took the report. */
  async report(danmakuId: number, reason: DanmakuReportReason, client: ApiClient = api) {
    const reply = await client.call('reportDanmaku', { params: { danmakuId, reason } });
    if (reply.ok) danmakuState.reported = ref([...danmakuState.reported, danmakuId]);
    if (reply.code === ErrorCode.Unauthorized) appEvents.emit('openIn', {});
    return reply.ok;
  },

  clearError() {
    danmakuState.error = undefined;
  },
};
