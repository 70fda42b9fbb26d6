import { refusalReply, settle } from '@xinghe/contracts/testing';
import { danmakuT } from '@xinghe/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, scriptedClient } from '../../test/storeClients';
import { appEvents } from '../events';
import { danmakuActions, danmakuState, recentDanmaku } from './danmaku';
import { danmakuSettingsActions, danmakuSettingsState, SETTINGS_KEY } from './danmakuSettings';

const comment = (id: number, time: number) => ({
  id,
  time,
  text: `第${id}条`,
  color: '#ffffff',
  mode: 'scroll',
  mine: false,
});
const page = (list: unknown[], hasMore = false) =>
  ok({ list, page: 1, size: 200, total: list.length, hasMore });

afterEach(() => {
  danmakuActions.open('', 0);
  localStorage.clear();
});

describe('danmaku store', () => {
  it('loads the minute under the playhead, then the next one as the playhead nears it', async () => {
    const { client, urls } = scriptedClient([page([comment(1, 3)]), page([comment(2, 61)])]);
    danmakuActions.open('Tt5', 1);
    danmakuActions.follow('Tt5', 1, 10, client);
    await settle();
    expect(urls).toHaveLength(1);
    expect(urls[0]).toContain('/web/v2/dianbo/danmaku/Tt5/1?from=0&to=60');
    danmakuActions.follow('Tt5', 1, 30, client); // same window: asked once
    expect(urls).toHaveLength(1);
    danmakuActions.follow('Tt5', 1, 45, client); // 15 s before the next minute
    await settle();
    expect(urls[1]).toContain('from=60&to=120');
    expect(danmakuState.comments.map((c) => c.id)).toEqual([1, 2]);
  });

  it('shows a posted comment at once as the viewer’s own', async () => {
    const mine = { ...comment(9, 12.5), mine: true };
    const { client } = scriptedClient([ok(mine)]);
    danmakuActions.open('Tt5', 2);
    expect(
      await danmakuActions.post({ id: 'Tt5', ep: 2, time: 12.53 }, '好', '#ffffff', client),
    ).toBe(true);
    expect(danmakuState.posted).toEqual([mine]);
  });

  it('says why a post was refused in the catalogue’s words, and asks a visitor to log in', async () => {
    const logins: unknown[] = [];
    const stop = appEvents.on('openIn', (detail) => logins.push(detail));
    const { client } = scriptedClient([
      refusalReply(429, '发送太频繁', { retryAfterSeconds: 3 }),
      refusalReply(403, 'x'),
      refusalReply(401, '请先登录'),
    ]);
    danmakuActions.open('Tt5', 3);
    const target = { id: 'Tt5', ep: 3, time: 1 };
    await danmakuActions.post(target, '好', '#ffffff', client);
    expect(danmakuState.error).toBe(danmakuT('error.tooFast', { n: 3 }));
    await danmakuActions.post(target, '好', '#ffffff', client);
    expect(danmakuState.error).toBe(danmakuT('error.banned'));
    await danmakuActions.post(target, '好', '#ffffff', client);
    expect(logins).toHaveLength(1);
    stop();
  });

  it('lists for 弹幕列表 the latest comments up to the playhead, by time', () => {
    const list = [comment(1, 5), comment(2, 1), comment(3, 30)] as never[];
    const posted = [{ ...comment(4, 4), mine: true }] as never[];
    expect(recentDanmaku(list, posted, 10, 2).map((c: { id: number }) => c.id)).toEqual([4, 1]);
  });

  it('keeps the settings on the device, made safe', () => {
    danmakuSettingsActions.set({ ...danmakuSettingsState.settings, area: 'quarter', opacity: 7 });
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}')).toMatchObject({
      area: 'quarter',
      opacity: 1,
    });
  });
});
