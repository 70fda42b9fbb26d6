/**
 * Provider states of the 弹幕, skip-mark and own-mark pacts. Login comes from the session states
 * (`user {email} is logged in`, see `vod-states.ts`).
 */
import { ErrorCode } from '@xinghe/contracts';
import { createDanmakuStore } from '../danmaku/store';
import { hasMarks } from '../danmaku/marks';
import { createMyMarksStore } from '../danmaku/myMarks';
import { Msg } from '../lib/messages';
import { badRequest, Refusal } from '../lib/reply';
import { loadLibrary } from '../media/timeline';
import { createVodQueries } from '../queries/vod';
import { devAccounts } from './accounts';
import type { ProviderState, StateContext, StateParams } from './provider-states';
import { videoIdParam } from './state-params';

const unmet = (why: string) => new Refusal(ErrorCode.NotFound, Msg.stateNotMet(why));

function intParam(params: StateParams, key: string): number {
  const value = Number(params[key]);
  if (!Number.isSafeInteger(value) || value < 1) throw badRequest(Msg.badParam(key));
  return value;
}

function emailParam(params: StateParams): string {
  const value = params['email'];
  if (typeof value !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(value)) {
    throw badRequest(Msg.badParam('email'));
  }
  return value;
}

/** The title and episode of a state, both existing; the store makes its comments on read. */
function episodeWithDanmaku({ db }: StateContext, params: StateParams) {
  const id = videoIdParam(params, 'id');
  const ep = intParam(params, 'ep');
  const store = createDanmakuStore(db, loadLibrary());
  let page;
  try {
    page = store.read(id, ep, { from: 0, to: 60, size: 1 }, null);
  } catch {
    throw unmet(`影片 ${id} 第${ep}集不存在`);
  }
  const first = page.list[0];
  if (!first) throw unmet(`影片 ${id} 第${ep}集没有弹幕`);
  return { id, ep, danmakuId: first.id };
}

export const danmakuProviderStates: readonly ProviderState[] = [
  {
    name: 'vod {id} episode {ep} has danmaku',
    setup: (ctx, params) => episodeWithDanmaku(ctx, params),
  },
  {
    name: 'vod {id} is a series with intro marks',
    setup({ db }, params) {
      const id = videoIdParam(params, 'id');
      const title = createVodQueries(db).title(id);
      if (!title || !hasMarks(title.type)) throw unmet(`影片 ${id} 不是有片头的剧集`);
      return { id };
    },
  },
  {
    name: 'user {email} has set no marks for vod {id}',
    setup({ db }, params) {
      const user = devAccounts(db).ensure(emailParam(params));
      const id = videoIdParam(params, 'id');
      const title = createVodQueries(db).title(id);
      if (!title) throw unmet(`影片 ${id} 不存在`);
      db.prepare('DELETE FROM my_marks WHERE user_id = ? AND title_id = ?').run(user.id, title.id);
      return { id };
    },
  },
  {
    name: 'user {email} has set marks {introEnd} and {outroStart} for vod {id}',
    setup({ db }, params) {
      const user = devAccounts(db).ensure(emailParam(params));
      const id = videoIdParam(params, 'id');
      const introEnd = intParam(params, 'introEnd');
      const outroStart = intParam(params, 'outroStart');
      try {
        createMyMarksStore(db).put(user.id, { id, introEnd, outroStart }, Date.now());
      } catch {
        throw unmet(`影片 ${id} 不存在或片头片尾不正确`);
      }
      return { id, introEnd, outroStart };
    },
  },
  {
    name: 'user {email} has not posted danmaku lately',
    setup({ db }, params) {
      const user = devAccounts(db).ensure(emailParam(params));
      db.prepare('DELETE FROM danmaku WHERE user_id = ?').run(user.id);
    },
  },
];
