/**
 * What the player controller needs to play a title of the viewer's own source: the episode's
 * line from the title getSourceTitle gave (sourceLines.ts), the media address used as it is (the
 * source's own, or our relay's address, which the API signed), the line the viewer chose or the
 * fallback moved to kept for the next episodes of the title, and progress kept in this browser
 * (sourceResume.ts). No play counting or watch records: those are of catalogue titles.
 */
import { ErrorCode } from '@xinghe/contracts/client';
import { parseSourceKey } from '../pages/sourcePlay/sourceIds';
import { isVipViewer } from '../state/playback';
import { sourceTitleActions } from '../state/sourceTitle';
import type { PlayerDeps } from './controller';
import { askForVip } from './playerDeps';
import { createProgressSaver } from './progressSaver';
import { resumePosition } from './resume';
import { sourcePlayInfo } from './sourceLines';
import { saveSourceProgress, sourceStoppedAt } from './sourceResume';
import type { LineRequest } from './types';

async function requestLine({ id, ep, line }: LineRequest) {
  const key = parseSourceKey(id);
  if (!key) return { ok: false as const, code: ErrorCode.NotFound, msg: '' };
  await sourceTitleActions.load(key);
  const title = sourceTitleActions.peek(key);
  if (!title) return { ok: false as const, code: ErrorCode.NotFound, msg: '' };
  return sourcePlayInfo(title, id, ep, line);
}

/** Where to resume episode `ep` of source item `id`: this browser's record of it. */
export const sourceResumeAt = (id: string, ep: number): number =>
  resumePosition(ep, sourceStoppedAt(id)) ?? 0;

export function createSourcePlayerDeps(): PlayerDeps {
  return {
    requestLine,
    // Nothing to sign: a source's address is its own, the relay's is signed by the API.
    signUrl: (path) => path,
    isVip: isVipViewer,
    onVipRequired: (reason, id) => askForVip(reason, id),
    onFellBack: (line) => sourceTitleActions.chooseLine(line),
    progress: createProgressSaver({
      saveLocal: saveSourceProgress,
      saveServer: () => Promise.resolve(),
      isLoggedIn: () => false,
    }),
  };
}
