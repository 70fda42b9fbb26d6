/**
 * The viewer's own intro end and outro start of a title (设为片头结束 / 设为片尾开始 in the player
 * menu), for all of its episodes. Always kept on this device (one storage key per title); when
 * signed in, also on the server (getMyMarks, putMyMarks). On load with a session the server's pair
 * wins over the device's; a server without a pair for the title gets the device's (marks set before
 * logging in follow the account). A failed save keeps the marks on the device.
 */
import { MY_MARKS_MAX_SECONDS } from '@xinghe/contracts/client';
import { proxy, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import { localStore } from '../storage';
import { isSignedIn } from './signedIn';

export interface MyMarkPair {
  introEnd: number | null;
  outroStart: number | null;
}

export const MY_MARKS_KEY_PREFIX = 'xinghe.marks.';
const keyOf = (id: string) => `${MY_MARKS_KEY_PREFIX}${id}`;

export const NO_MARKS: MyMarkPair = { introEnd: null, outroStart: null };

const tenths = (seconds: number) => Math.round(seconds * 10) / 10;

function markOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? Math.min(tenths(value), MY_MARKS_MAX_SECONDS)
    : null;
}

/** A stored pair, or none when absent or not a pair (an old or hand-edited value). */
function readPair(value: unknown): MyMarkPair {
  if (value === null || typeof value !== 'object') return NO_MARKS;
  const raw = value as Record<string, unknown>;
  const pair = { introEnd: markOf(raw['introEnd']), outroStart: markOf(raw['outroStart']) };
  return isOrdered(pair) ? pair : NO_MARKS;
}

const isOrdered = ({ introEnd, outroStart }: MyMarkPair) =>
  introEnd === null || outroStart === null || introEnd < outroStart;
const isEmpty = (pair: MyMarkPair) => pair.introEnd === null && pair.outroStart === null;

export const myMarksState = proxy<{ byId: Record<string, MyMarkPair> }>({ byId: {} });

function keep(id: string, pair: MyMarkPair) {
  myMarksState.byId[id] = pair;
  if (isEmpty(pair)) localStore.remove(keyOf(id));
  else localStore.setJson(keyOf(id), pair);
}

/** What a menu entry did, for its notice. */
export type MyMarksChange = 'introSet' | 'outroSet' | 'cleared';

async function save(id: string, pair: MyMarkPair, client: ApiClient) {
  if (!isSignedIn()) return;
  await client.call('putMyMarks', { params: { id, ...pair } });
}

export const myMarksActions = {
  /** The device's pair at once, then (signed in) the server's, which wins. */
  async load(id: string, client: ApiClient = api) {
    const device = readPair(localStore.getJson(keyOf(id)));
    myMarksState.byId[id] = device;
    if (!isSignedIn()) return;
    const reply = await client.call('getMyMarks', { path: { id } });
    if (!reply.ok) return;
    const server = { introEnd: reply.data.introEnd, outroStart: reply.data.outroStart };
    if (isEmpty(server) && !isEmpty(device)) await save(id, device, client);
    else keep(id, server);
  },

  /**
   * Sets the intro end or the outro start at `time` (seconds into the episode). The other mark is
   * dropped when it would no longer come after the intro (the newest choice wins).
   */
  async set(
    id: string,
    which: 'introEnd' | 'outroStart',
    time: number,
    client: ApiClient = api,
  ): Promise<MyMarksChange> {
    const current = myMarksState.byId[id] ?? NO_MARKS;
    const mark = markOf(time) ?? 0;
    let pair: MyMarkPair = { ...current, [which]: mark };
    if (!isOrdered(pair)) pair = { ...NO_MARKS, [which]: mark };
    keep(id, pair);
    await save(id, pair, client);
    return which === 'introEnd' ? 'introSet' : 'outroSet';
  },

  async clear(id: string, client: ApiClient = api): Promise<MyMarksChange> {
    keep(id, NO_MARKS);
    await save(id, NO_MARKS, client);
    return 'cleared';
  },
};

/** The viewer's own pair for title `id` (both null until loaded or when none is set). */
export function useMyMarks(id: string | null): MyMarkPair {
  const snap = useSnapshot(myMarksState);
  return (id !== null && snap.byId[id]) || NO_MARKS;
}
