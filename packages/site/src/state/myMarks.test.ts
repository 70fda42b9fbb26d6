import { afterEach, describe, expect, it } from 'vitest';
import { ok, scriptedClient, settle } from '../../test/storeClients';
import { MY_MARKS_KEY_PREFIX, myMarksActions, myMarksState } from './myMarks';
import { sessionState } from './session';

const TITLE = 'Tt42';
const stored = () => JSON.parse(localStorage.getItem(`${MY_MARKS_KEY_PREFIX}${TITLE}`) ?? 'null');
const pair = (introEnd: number | null, outroStart: number | null) => ({ introEnd, outroStart });

afterEach(() => {
  localStorage.clear();
  myMarksState.byId = {};
  Object.assign(sessionState, { isLogin: false, token: '', checked: false });
});

describe("the viewer's own marks on this device (signed out)", () => {
  it('keeps a set intro end and outro start for the title and reads them back on load', async () => {
    const { client, urls } = scriptedClient([]);
    expect(await myMarksActions.set(TITLE, 'introEnd', 95.44, client)).toBe('introSet');
    expect(await myMarksActions.set(TITLE, 'outroStart', 2520, client)).toBe('outroSet');
    expect(stored()).toEqual(pair(95.4, 2520));
    myMarksState.byId = {};
    await myMarksActions.load(TITLE, client);
    expect(myMarksState.byId[TITLE]).toEqual(pair(95.4, 2520));
    expect(urls).toEqual([]); // nothing asked of the server without a session
  });

  it('drops the outro start when a new intro end comes after it (the newest choice wins)', async () => {
    const { client } = scriptedClient([]);
    await myMarksActions.set(TITLE, 'outroStart', 100, client);
    await myMarksActions.set(TITLE, 'introEnd', 120, client);
    expect(myMarksState.byId[TITLE]).toEqual(pair(120, null));
  });

  it('clears both and forgets the title on the device', async () => {
    const { client } = scriptedClient([]);
    await myMarksActions.set(TITLE, 'introEnd', 90, client);
    expect(await myMarksActions.clear(TITLE, client)).toBe('cleared');
    expect(myMarksState.byId[TITLE]).toEqual(pair(null, null));
    expect(stored()).toBeNull();
  });

  it('ignores a stored value that is not an ordered pair', async () => {
    localStorage.setItem(`${MY_MARKS_KEY_PREFIX}${TITLE}`, '{"introEnd":300,"outroStart":20}');
    await myMarksActions.load(TITLE, scriptedClient([]).client);
    expect(myMarksState.byId[TITLE]).toEqual(pair(null, null));
  });
});

describe("the viewer's own marks on the server (signed in)", () => {
  const signIn = () =>
    Object.assign(sessionState, { isLogin: true, checked: true, token: 'a.b.c' });

  it("takes the server's pair over the device's on load", async () => {
    localStorage.setItem(`${MY_MARKS_KEY_PREFIX}${TITLE}`, JSON.stringify(pair(10, null)));
    signIn();
    const { client, urls } = scriptedClient([ok({ id: TITLE, ...pair(95, 2400) })]);
    await myMarksActions.load(TITLE, client);
    expect(urls).toEqual([`/user/marks/${TITLE}`]);
    expect(myMarksState.byId[TITLE]).toEqual(pair(95, 2400));
    expect(stored()).toEqual(pair(95, 2400));
  });

  it("sends the device's pair to a server that has none for the title", async () => {
    localStorage.setItem(`${MY_MARKS_KEY_PREFIX}${TITLE}`, JSON.stringify(pair(10, null)));
    signIn();
    const { client, requests } = scriptedClient([
      ok({ id: TITLE, ...pair(null, null) }),
      ok({ id: TITLE, ...pair(10, null) }),
    ]);
    await myMarksActions.load(TITLE, client);
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['GET', `/user/marks/${TITLE}`, undefined],
      // The client drops null parameters (SPEC section 5): an absent mark is an unset one.
      ['POST', '/user/marks', { id: TITLE, introEnd: 10 }],
    ]);
    expect(myMarksState.byId[TITLE]).toEqual(pair(10, null));
  });

  it('saves a set and a clear on the server as well as on the device', async () => {
    signIn();
    const { client, requests } = scriptedClient([
      ok({ id: TITLE, ...pair(88, null) }),
      ok({ id: TITLE, ...pair(null, null) }),
    ]);
    await myMarksActions.set(TITLE, 'introEnd', 88, client);
    await myMarksActions.clear(TITLE, client);
    await settle();
    expect(requests.map((r) => r.body)).toEqual([{ id: TITLE, introEnd: 88 }, { id: TITLE }]);
  });

  it('keeps the marks on the device when the server refuses the save', async () => {
    signIn();
    const { client } = scriptedClient([{ body: { code: 500, msg: '服务器开小差了', data: null } }]);
    await myMarksActions.set(TITLE, 'outroStart', 2500, client);
    expect(myMarksState.byId[TITLE]).toEqual(pair(null, 2500));
    expect(stored()).toEqual(pair(null, 2500));
  });
});
