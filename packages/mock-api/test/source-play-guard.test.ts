/**
 * The address rules on the new fetches (search, title, channels) and on the relay: loopback,
 * private, metadata, IPv6-mapped and decimal IPv4 spellings and a redirect into a private network
 * are refused, and SOURCE_ALLOW_HOSTS lets through exactly the host:port it lists (here only the
 * fixture's open host; its closed host stays refused).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnSource } from '@xinghe/contracts';
import { as } from './payment-helpers';
import { playCalls, playSetup, type PlaySetup } from './source-play-helpers';
import { APP_START_TIMEOUT } from './vod-helpers';

let setup: PlaySetup;
let api: ReturnType<typeof playCalls>;

beforeAll(async () => {
  setup = await playSetup((fixture) => fixture.hosts[0]!);
  api = playCalls(setup.app);
}, APP_START_TIMEOUT);
afterAll(() => setup.close());

const ADDRESS = '不能使用本机、内网或保留地址';
const PORT = '只支持 80 或 443 端口';

/** Each a way into the server's own network, spelled as a source URL. */
const PRIVATE_TARGETS = [
  'http://127.0.0.1/api.php',
  'http://10.0.0.1/api.php',
  'http://192.168.1.1/api.php',
  'http://169.254.169.254/latest/meta-data/',
  'http://[::ffff:127.0.0.1]/api.php',
  'http://[::1]/api.php',
  'http://2130706433/api.php',
  'http://0x7f.1/api.php',
];

describe('the address rules of the source fetches', () => {
  it('refuses every private spelling in a search, as an unusable source', async () => {
    for (const url of PRIVATE_TARGETS) {
      const id = setup.source(url, 'maccms');
      expect((await api.search(setup.viewer.token, id, '星河')).body.data, url).toMatchObject({
        state: 'unusable',
        detail: ADDRESS,
        items: [],
      });
    }
  });

  it('refuses a redirect into a private network', async () => {
    const id = setup.source(`${setup.fixture.origins.open}/to-private`, 'maccms');
    expect((await api.search(setup.viewer.token, id, '星河')).body.data).toMatchObject({
      state: 'unusable',
      detail: ADDRESS,
    });
  });

  it('reaches the listed host:port and nothing beside it', async () => {
    const { open, closed } = setup.fixture.origins;
    const listed = setup.source(setup.fixture.maccmsUrl, 'maccms');
    expect((await api.search(setup.viewer.token, listed, '星河')).body.data.state).toBe('ok');
    // The same server by another name, and the fixture's other port, are not listed.
    const byName = setup.source(
      open.replace('127.0.0.1', 'localhost') + '/api.php/provide/vod',
      'maccms',
    );
    expect((await api.search(setup.viewer.token, byName, '星河')).body.data.detail).toBe(PORT);
    const otherPort = setup.source(`${closed}/api.php/provide/vod`, 'maccms');
    expect((await api.search(setup.viewer.token, otherPort, '星河')).body.data.detail).toBe(PORT);
  });

  it('lets a source be added at the listed host:port only', async () => {
    const { open, closed } = setup.fixture.origins;
    const add = (url: string) =>
      as<OwnSource>(setup.app, setup.viewer.token, {
        method: 'POST',
        url: '/user/source/manage',
        payload: { name: '本地片源', url, type: 'maccms' },
      });
    expect((await add(`${open}/api.php/provide/vod`)).body.data.url).toBe(
      `${open}/api.php/provide/vod`,
    );
    expect((await add(`${closed}/api.php/provide/vod`)).body).toEqual({
      code: 400,
      msg: PORT,
      data: null,
    });
    expect((await add('http://127.0.0.1/api.php')).body.msg).toBe(ADDRESS);
  });

  it('refuses private lists in the channels and private titles', async () => {
    const list = setup.source('http://169.254.169.254/live.m3u', 'list', '元数据');
    const { body } = await api.channels(setup.viewer.token);
    expect(body.data.list.find((group) => group.sourceId === list)).toMatchObject({
      state: 'unusable',
      detail: ADDRESS,
    });
    const title = setup.source('http://10.0.0.1/api.php', 'maccms');
    expect((await api.title(setup.viewer.token, title, '101')).body.code).toBe(404);
  });
});

describe('the address rules of the relay', () => {
  it('refuses every private spelling and a redirect into one, even signed', async () => {
    const hls = setup.source(setup.fixture.hlsUrl, 'hls');
    const targets = [...PRIVATE_TARGETS, `${setup.fixture.origins.open}/to-private`];
    for (const url of targets) {
      const reply = await setup.app.inject(setup.relayUrl(hls, url));
      expect(reply.statusCode, url).toBe(403);
      expect(reply.json(), url).toEqual({ code: 403, msg: ADDRESS, data: null });
    }
  });

  it('refuses the fixture host that is not listed', async () => {
    const hls = setup.source(setup.fixture.hlsUrl, 'hls');
    const reply = await setup.app.inject(setup.relayUrl(hls, setup.fixture.hlsUrl));
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({ code: 403, msg: PORT, data: null });
  });
});
