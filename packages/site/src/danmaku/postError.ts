/**
 * What the posting box says when a post is refused: one catalogue text per envelope code (the
 * contract's ErrorCode table), so the words are the viewer's language, not the server's.
 */
import { DANMAKU_TEXT_MAX, ErrorCode } from '@xinghe/contracts/client';
import { danmakuT } from '@xinghe/ui';

/** `retryAfterSeconds`: the wait a 429 carries (the client's retryAfterSeconds), if any. */
export function postErrorText(code: number, retryAfterSeconds: number | null = null): string {
  switch (code) {
    case ErrorCode.BadRequest:
      return danmakuT('error.length', { max: DANMAKU_TEXT_MAX });
    case ErrorCode.Forbidden:
      return danmakuT('error.banned');
    case ErrorCode.TooManyRequests:
      return retryAfterSeconds
        ? danmakuT('error.tooFast', { n: retryAfterSeconds })
        : danmakuT('error.tooFastNoWait');
    case ErrorCode.Unauthorized:
      return danmakuT('error.login');
    case ErrorCode.VipRequired:
      return danmakuT('error.vip');
    case ErrorCode.Network:
      return danmakuT('error.network');
    default:
      return code >= 500 ? danmakuT('error.network') : danmakuT('error.other');
  }
}
