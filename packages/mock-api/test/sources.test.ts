/**
 * User sources through `app.inject`: making, changing and deleting my own, importing shared ones
 * by id, the URL rule, and above all that one user can never read, change or delete another's.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPaymentApi, newAccount } from './payment-helpers';
import { sourceCalls } from './source-helpers';
import { APP_START_TIMEOUT } from './vod-helpers';

let app: FastifyInstance;
let api: ReturnType<typeof sourceCalls>;

beforeAll(async () => {
  app = await buildPaymentApi();
  api = sourceCalls(app);
}, APP_START_TIMEOUT);
afterAll(() => app.close());

const HLS = { name: '我的直播源', url: 'https://cdn.example.com/live/index.m3u8', type: 'hls' };

async function sourceOf(token: string, fields: Record<string, unknown> = {}) {
  const { body } = await api.create(token, { ...HLS, ...fields });
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

describe('POST, PUT, GET /user/source/manage', () => {
  it('adds, lists, reads and changes a source of mine', async () => {
    const me = await newAccount(app, 'src');
    const made = await sourceOf(me.token, { name: '  空格名称  ' });
    expect(made).toMatchObject({
      name: '空格名称',
      url: HLS.url,
      type: 'hls',
      shared: false,
      importCount: 0,
    });
    expect((await api.listOwn(me.token)).body.data.list.map((s) => s.id)).toEqual([made.id]);
    expect((await api.getOwn(me.token, made.id)).body.data.name).toBe('空格名称');

    const changed = await api.update(me.token, {
      id: made.id,
      name: '源列表',
      url: 'http://lists.example.org/tv.json',
      type: 'list',
      shared: true,
    });
    expect(changed.body.data).toMatchObject({ name: '源列表', type: 'list', shared: true });
  });

  it.each([
    ['javascript:alert(1)', '只支持 http 或 https 链接'],
    ['JavaScript:alert(1)', '只支持 http 或 https 链接'],
    ['data:text/html,<script>alert(1)</script>', '只支持 http 或 https 链接'],
    ['file:///etc/passwd', '只支持 http 或 https 链接'],
    ['ftp://example.com/a.m3u8', '只支持 http 或 https 链接'],
    ['vbscript:msgbox', '只支持 http 或 https 链接'],
    ['not a url', '请输入有效的链接'],
    ['https://user:pw@example.com/a.m3u8', '链接中不能包含用户名或密码'],
    ['https://example.com:8443/a.m3u8', '只支持 80 或 443 端口'],
    ['http://127.0.0.1/a.m3u8', '不能使用本机、内网或保留地址'],
    ['http://2130706433/a.m3u8', '不能使用本机、内网或保留地址'],
    ['http://0x7f.0.0.1/a.m3u8', '不能使用本机、内网或保留地址'],
    ['http://10.0.0.8/a.m3u8', '不能使用本机、内网或保留地址'],
    ['http://169.254.169.254/latest/meta-data', '不能使用本机、内网或保留地址'],
    ['http://[::1]/a.m3u8', '不能使用本机、内网或保留地址'],
    ['http://[::ffff:192.168.1.1]/a.m3u8', '不能使用本机、内网或保留地址'],
    ['http://[::127.0.0.1]/a.m3u8', '不能使用本机、内网或保留地址'],
    ['http://[::ffff:0:a00:1]/a.m3u8', '不能使用本机、内网或保留地址'],
    ['http://localhost/a.m3u8', '不能使用本机、内网或保留地址'],
  ])('refuses %s with a Chinese message', async (url, msg) => {
    const me = await newAccount(app, 'bad-url');
    expect((await api.create(me.token, { ...HLS, url })).body).toEqual({
      code: 400,
      msg,
      data: null,
    });
    const made = await sourceOf(me.token);
    const update = await api.update(me.token, { ...HLS, id: made.id, url, shared: false });
    expect(update.body).toEqual({ code: 400, msg, data: null });
    expect((await api.getOwn(me.token, made.id)).body.data.url).toBe(HLS.url);
  });

  it('refuses a blank name and an unknown type', async () => {
    const me = await newAccount(app, 'bad-field');
    expect((await api.create(me.token, { ...HLS, name: '   ' })).body.msg).toBe('请输入源名称');
    expect((await api.create(me.token, { ...HLS, type: 'exe' })).body.code).toBe(400);
  });

  it('asks a visitor to log in on every route', async () => {
    const results = await Promise.all([
      api.create(undefined, HLS),
      api.listOwn(undefined),
      api.getOwn(undefined, 1),
      api.deleteOwn(undefined, 1),
      api.list(undefined),
      api.import(undefined, 1),
      api.removeAdded(undefined, 1),
      api.added(undefined, 1),
      api.alive(undefined, 1),
    ]);
    for (const { body } of results)
      expect(body).toEqual({ code: 401, msg: '请先登录', data: null });
  });
});

describe("another user's sources", () => {
  it('can never be read, changed, deleted or checked', async () => {
    const owner = await newAccount(app, 'owner');
    const other = await newAccount(app, 'other');
    const mine = await sourceOf(owner.token, { shared: true });
    const notFound = { code: 404, msg: '源不存在', data: null };

    expect((await api.getOwn(other.token, mine.id)).body).toEqual(notFound);
    expect(
      (await api.update(other.token, { ...HLS, id: mine.id, name: '改掉', shared: false })).body,
    ).toEqual(notFound);
    expect((await api.deleteOwn(other.token, mine.id)).body).toEqual(notFound);
    expect((await api.alive(other.token, mine.id)).body).toEqual(notFound);
    expect((await api.listOwn(other.token)).body.data.list).toEqual([]);
    expect((await api.list(other.token)).body.data.list).toEqual([]);
    // Removing it as an "added" source touches only the caller's own list.
    expect((await api.removeAdded(other.token, mine.id)).body.data).toEqual({ removed: false });

    expect((await api.getOwn(owner.token, mine.id)).body.data).toMatchObject({ name: HLS.name });
  });

  it('can be imported only when shared, read-only, and leaves with its owner', async () => {
    const owner = await newAccount(app, 'sharer');
    const viewer = await newAccount(app, 'importer');
    const shared = await sourceOf(owner.token, { shared: true });
    const hidden = await sourceOf(owner.token, { shared: false });

    const refused = { code: 404, msg: '源不存在或未公开分享', data: null };
    expect((await api.import(viewer.token, hidden.id)).body).toEqual(refused);
    expect((await api.import(viewer.token, 999_999)).body).toEqual(refused);
    expect((await api.import(owner.token, shared.id)).body.msg).toBe('这是你自己的片源');

    expect((await api.import(viewer.token, shared.id)).body.data).toMatchObject({
      id: shared.id,
      added: true,
    });
    expect((await api.import(viewer.token, shared.id)).body.code).toBe(0);
    expect((await api.added(viewer.token, shared.id)).body.data).toEqual({ added: true });
    expect((await api.added(owner.token, shared.id)).body.data).toEqual({ added: false });
    expect((await api.list(viewer.token)).body.data.list).toEqual([
      { id: shared.id, name: HLS.name, url: HLS.url, type: 'hls', added: true },
    ]);
    expect((await api.getOwn(owner.token, shared.id)).body.data.importCount).toBe(1);
    // Read-only for the importer: it is not theirs to change or delete.
    expect((await api.getOwn(viewer.token, shared.id)).body.code).toBe(404);
    expect((await api.deleteOwn(viewer.token, shared.id)).body.code).toBe(404);

    expect((await api.removeAdded(viewer.token, shared.id)).body.data).toEqual({ removed: true });
    expect((await api.list(viewer.token)).body.data.list).toEqual([]);

    await api.import(viewer.token, shared.id);
    expect((await api.deleteOwn(owner.token, shared.id)).body.data).toEqual({ removed: true });
    expect((await api.list(viewer.token)).body.data.list).toEqual([]);
  });

  it('leaves the lists of everyone who added it when its owner stops sharing it', async () => {
    const owner = await newAccount(app, 'unsharer');
    const viewer = await newAccount(app, 'was-importer');
    const shared = await sourceOf(owner.token, { shared: true });
    await api.import(viewer.token, shared.id);
    const secret = 'https://secret.example.com/private.m3u8';
    const unshared = await api.update(owner.token, {
      ...HLS,
      id: shared.id,
      url: secret,
      shared: false,
    });
    expect(unshared.body.data).toMatchObject({ shared: false, url: secret, importCount: 0 });

    expect((await api.list(viewer.token)).body.data.list).toEqual([]);
    expect((await api.added(viewer.token, shared.id)).body.data).toEqual({ added: false });
    expect((await api.alive(viewer.token, shared.id)).body).toEqual({
      code: 404,
      msg: '源不存在',
      data: null,
    });
    // Sharing it again does not bring it back: the viewer would have to import it anew.
    await api.update(owner.token, { ...HLS, id: shared.id, url: secret, shared: true });
    expect((await api.list(viewer.token)).body.data.list).toEqual([]);
  });

  it('lists mine first, then the added ones', async () => {
    const owner = await newAccount(app, 'lister-owner');
    const me = await newAccount(app, 'lister');
    const theirs = await sourceOf(owner.token, { shared: true, name: '别人的' });
    await api.import(me.token, theirs.id);
    const mine = await sourceOf(me.token, { name: '我的' });
    expect((await api.list(me.token)).body.data.list.map((s) => [s.id, s.added])).toEqual([
      [mine.id, false],
      [theirs.id, true],
    ]);
  });
});
