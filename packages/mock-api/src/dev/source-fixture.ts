/**
 * A loopback source fixture for tests, the dev provider states and the end-to-end journey: two
 * small HTTP servers on 127.0.0.1, `open` (sends Access-Control-Allow-Origin: *, so its media
 * play direct) and `closed` (no CORS headers, so its media go through the relay).
 *
 * open:   /api.php/provide/vod   a MacCMS v10 API (ac=videolist with wd= or ids=) of three titles
 *         /slow/api.php           a MacCMS URL that never answers (the timeout state)
 *         /live.m3u               an M3U list of two channels (one on each host)
 * both:   /media/c1..c4/          the committed clips' 360p HLS (index.m3u8, init.mp4, segments)
 *         /pic/{name}.svg         posters and logos
 *         /to-private             a redirect to 10.0.0.1 (a redirect into a private network)
 * closed: /mixed.m3u8             a playlist naming a segment on the open host (the relay drops it)
 *         /huge.m3u8              a playlist over 1 MB; /big.bin a reply over 16 MB (the caps),
 *         /big-chunked.bin        the same without a content-length
 *         /page.html              an HTML page (not media); /disguised.png a segment labelled image/png
 *
 * Fetching it needs its two host:port pairs allowed (SOURCE_ALLOW_HOSTS, `hosts` below): it is
 * loopback, which the address rule refuses otherwise.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { MEDIA_DIR } from '../media/clips';
import {
  fixtureList,
  fixturePicture,
  fixtureVods,
  mixedPlaylist,
  type FixtureOrigins,
} from './source-fixture-data';

export interface SourceFixture {
  maccmsUrl: string;
  m3uUrl: string;
  /** An hls source: one clip on the closed host. */
  hlsUrl: string;
  slowUrl: string;
  origins: FixtureOrigins;
  /** The host:port pairs to allow (SOURCE_ALLOW_HOSTS). */
  hosts: string[];
  close(): Promise<void>;
}

const MEDIA_FILE = /^\/media\/(c[1-4])\/(index\.m3u8|init\.mp4|seg_\d{3}\.m4s)$/;
const TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  mp4: 'video/mp4',
  m4s: 'video/iso.segment',
};
const MB = 1024 * 1024;

type Handler = (url: URL, reply: http.ServerResponse) => Promise<boolean> | boolean;

function send(reply: http.ServerResponse, status: number, type: string, body: string | Buffer) {
  reply.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  reply.end(body);
}

async function media(url: URL, reply: http.ServerResponse): Promise<boolean> {
  const match = MEDIA_FILE.exec(url.pathname);
  if (!match) return false;
  const [, clip = '', file = ''] = match;
  const bytes = await readFile(join(MEDIA_DIR, clip, '360p', file)).catch(() => null);
  if (!bytes) send(reply, 404, 'text/plain', 'not found');
  else
    send(
      reply,
      200,
      TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
      bytes,
    );
  return true;
}

function picture(url: URL, reply: http.ServerResponse): boolean {
  const match = /^\/pic\/([a-z0-9]+)\.svg$/.exec(url.pathname);
  if (!match) return false;
  const hue = [...(match[1] ?? '')].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360;
  send(reply, 200, 'image/svg+xml', fixturePicture(hue));
  return true;
}

function maccms(origins: FixtureOrigins): Handler {
  return (url, reply) => {
    if (url.pathname !== '/api.php/provide/vod') return false;
    const vods = fixtureVods(origins);
    const wd = url.searchParams.get('wd');
    const ids = url.searchParams.get('ids')?.split(',');
    const list = vods.filter((vod) =>
      ids ? ids.includes(String(vod.vod_id)) : wd ? vod.vod_name.includes(wd) : true,
    );
    const body = {
      code: 1,
      msg: '数据列表',
      page: 1,
      pagecount: 1,
      limit: '20',
      total: list.length,
      list,
    };
    send(reply, 200, 'application/json; charset=utf-8', JSON.stringify(body));
    return true;
  };
}

function openOnly(origins: FixtureOrigins, sockets: Set<Socket>): Handler {
  const api = maccms(origins);
  return (url, reply) => {
    if (url.pathname === '/slow/api.php') {
      // Never answers: the socket stays open until the fixture closes.
      sockets.add(reply.socket!);
      return true;
    }
    if (url.pathname === '/live.m3u') {
      send(reply, 200, 'audio/x-mpegurl; charset=utf-8', fixtureList(origins));
      return true;
    }
    return api(url, reply);
  };
}

function closedOnly(origins: FixtureOrigins): Handler {
  return async (url, reply) => {
    switch (url.pathname) {
      case '/disguised.png':
        // A segment labelled as an image, as some hosts do.
        send(reply, 200, 'image/png', await readFile(join(MEDIA_DIR, 'c1', '360p', 'seg_000.m4s')));
        return true;
      case '/mixed.m3u8':
        send(reply, 200, TYPES['m3u8']!, mixedPlaylist(origins));
        return true;
      case '/huge.m3u8':
        send(reply, 200, TYPES['m3u8']!, `#EXTM3U\n${'#EXT-X-COMMENT:padding\n'.repeat(MB / 20)}`);
        return true;
      case '/big.bin':
        send(reply, 200, 'video/mp2t', Buffer.alloc(16 * MB + 1));
        return true;
      case '/big-chunked.bin':
        // No content-length: only counting the bytes as they pass can stop it.
        reply.writeHead(200, { 'content-type': 'video/mp2t' });
        for (let i = 0; i < 17; i += 1) reply.write(Buffer.alloc(MB));
        reply.end();
        return true;
      case '/page.html':
        send(reply, 200, 'text/html; charset=utf-8', '<!doctype html><title>不是视频</title>');
        return true;
      default:
        return false;
    }
  };
}

function serve(handlers: Handler[], cors: boolean): http.Server {
  return http.createServer((request, reply) => {
    if (cors) reply.setHeader('access-control-allow-origin', '*');
    const url = new URL(request.url ?? '/', 'http://fixture');
    void (async () => {
      if (url.pathname === '/') return send(reply, 200, 'text/plain', 'source fixture');
      if (url.pathname === '/to-private') {
        return void reply.writeHead(302, { location: 'http://10.0.0.1/index.m3u8' }).end();
      }
      for (const handler of handlers) if (await handler(url, reply)) return;
      send(reply, 404, 'text/plain', 'not found');
    })().catch(() => reply.destroy());
  });
}

function listen(server: http.Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve(`http://${host}:${(server.address() as AddressInfo).port}`);
    });
  });
}

/**
 * Starts both hosts: on `port` and `port + 1` when given, else on free ports. `unref`: the
 * fixture does not keep the process alive (one started on demand inside a mock).
 */
export async function startSourceFixture(
  options: { port?: number; host?: string; unref?: boolean } = {},
): Promise<SourceFixture> {
  const host = options.host ?? '127.0.0.1';
  const origins: FixtureOrigins = { open: '', closed: '' };
  const sockets = new Set<Socket>();
  const open = serve([openOnly(origins, sockets), media, picture], true);
  const closed = serve([closedOnly(origins), media, picture], false);
  origins.open = await listen(open, options.port ?? 0, host);
  origins.closed = await listen(closed, options.port ? options.port + 1 : 0, host);
  if (options.unref) for (const server of [open, closed]) server.unref();
  return {
    maccmsUrl: `${origins.open}/api.php/provide/vod`,
    m3uUrl: `${origins.open}/live.m3u`,
    hlsUrl: `${origins.closed}/media/c2/index.m3u8`,
    slowUrl: `${origins.open}/slow/api.php`,
    origins,
    hosts: [origins.open, origins.closed].map((origin) => new URL(origin).host),
    async close() {
      for (const socket of sockets) socket.destroy();
      await Promise.all(
        [open, closed].map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}
