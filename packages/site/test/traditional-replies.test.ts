/**
 * A zh-TW viewer's API calls (marked by the app) come back with the content in Traditional
 * characters, converted by the host, and a zh-TW or English viewer's with the closed lists named
 * in their language; the API itself never sees the markers, and every other call passes through
 * byte for byte.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_LANGUAGE_HEADER,
  CONTENT_SCRIPT_HEADER,
  TRADITIONAL_SCRIPT,
} from '../src/content/script';
import { buildHost, createClientDir } from './host-helpers';

const reply = {
  code: 0,
  msg: 'ok',
  data: {
    title: '头发与皇后',
    remark: '更新至第3集',
    id: 7,
    group: { key: 'cctv', name: '央视', channels: [] },
  },
};

/** A stand-in API: the home reply in Simplified, a playlist, and what each request carried. */
async function startApi() {
  const received: Record<string, string | string[] | undefined>[] = [];
  const api = Fastify({ logger: false });
  api.get('/v3/web/api/home', async (request) => {
    received.push(request.headers);
    return reply;
  });
  api.get('/api/media/vod/official/:id/:ep/:quality/index.m3u8', async (request, res) => {
    received.push(request.headers);
    return res.type('application/vnd.apple.mpegurl').send('#EXTM3U\n# 简体注释\n');
  });
  const origin = await api.listen({ host: '127.0.0.1', port: 0 });
  return { origin, received, close: () => api.close() };
}

describe('the API content for a zh-TW viewer', () => {
  const client = createClientDir();
  let api: Awaited<ReturnType<typeof startApi>>;
  let host: FastifyInstance;
  beforeAll(async () => {
    api = await startApi();
    host = await buildHost({ clientDir: client.dir, upstream: api.origin });
  });
  afterEach(() => {
    api.received.length = 0;
  });
  afterAll(async () => {
    await host.close();
    await api.close();
    client.remove();
  });

  const marked = { [CONTENT_SCRIPT_HEADER]: TRADITIONAL_SCRIPT };

  it('comes back in Traditional characters, phrases read in context, as the same JSON', async () => {
    const res = await host.inject({ url: '/v3/web/api/home?chName=recommend', headers: marked });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      msg: 'ok',
      data: {
        title: '頭髮與皇后',
        remark: '更新至第3集',
        id: 7,
        group: { key: 'cctv', name: '央視', channels: [] },
      },
    });
    // The marker is ours: the API never sees it.
    expect(api.received[0]?.[CONTENT_SCRIPT_HEADER]).toBeUndefined();
  });

  it('is sent as the API sent it to everyone else', async () => {
    const res = await host.inject({ url: '/v3/web/api/home?chName=recommend' });
    expect(res.json()).toEqual(reply);
  });

  it('leaves what is not JSON (a playlist) untouched', async () => {
    const res = await host.inject({
      url: '/api/media/vod/official/7/1/720p/index.m3u8',
      headers: marked,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('#EXTM3U\n# 简体注释\n');
  });

  it("names an English viewer's closed lists in English, content left as it is", async () => {
    const res = await host.inject({
      url: '/v3/web/api/home?chName=recommend',
      headers: { [CONTENT_LANGUAGE_HEADER]: 'en' },
    });
    expect(res.json()).toEqual({
      ...reply,
      data: { ...reply.data, group: { key: 'cctv', name: 'CCTV', channels: [] } },
    });
    expect(api.received[0]?.[CONTENT_LANGUAGE_HEADER]).toBeUndefined();
  });
});
