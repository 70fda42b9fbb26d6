/**
 * The server-side checks (GET /metrics/v1/cors, POST /user/source/alive) cannot be used to stall the
 * server: they are rate-limited per IP and per account, at most a few DNS lookups run at once (each
 * answer kept, a miss too), and the lookups do not share the thread pool that reads media files.
 * The checks' real resolver is pointed at a local DNS server that never answers: a flood of made-up
 * names, as an attacker would send.
 */
import { createSocket, type Socket } from 'node:dgram';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMediaUrl } from '@xinghe/contracts/signing';
import { MAX_CONCURRENT_LOOKUPS } from '../src/net/resolver';
import { buildTestApi } from './helpers';
import { newAccount } from './payment-helpers';
import {
  APP_START_TIMEOUT,
  loginAs,
  mediaTokenFor,
  MEMBER_TEST_EMAIL,
  titleWhere,
} from './vod-helpers';
import { createSourceStore } from '../src/sources/store';

/** The names asked of the local DNS server, in order (repeats of a query included). */
const queried: string[] = [];
let firstQuery: () => void;
const queryArrived = new Promise<void>((resolve) => (firstQuery = resolve));
/** Queries held unanswered (a slow name server) until `answerAll`; after it, answered at once. */
const held: { message: Buffer; port: number }[] = [];
let answering = false;

/** The query name of a DNS message (length-prefixed labels from byte 12) and where it ends. */
function questionOf(message: Buffer): { name: string; end: number } {
  const labels: string[] = [];
  let at = 12;
  for (; at < message.length && message[at]! > 0; at += message[at]! + 1) {
    labels.push(message.subarray(at + 1, at + 1 + message[at]!).toString('latin1'));
  }
  // The zero label, then the question's type and class.
  return { name: labels.join('.'), end: at + 5 };
}

/** NXDOMAIN for a query: its id and question, the answer flags, no records. */
function noSuchName(query: Buffer): Buffer {
  const reply = Buffer.from(query.subarray(0, questionOf(query).end));
  reply.writeUInt16BE(0x8183, 2); // a response, recursion desired and available, NXDOMAIN
  reply.writeUInt16BE(1, 4);
  reply.fill(0, 6, 12);
  return reply;
}

const perIp = 3;
const perUser = 2;
let dns: Socket;
let app: FastifyInstance;
let segmentUrl: string;

beforeAll(async () => {
  dns = createSocket('udp4');
  dns.on('message', (message, from) => {
    queried.push(questionOf(message).name);
    firstQuery();
    if (answering) dns.send(noSuchName(message), from.port, from.address);
    else held.push({ message, port: from.port });
  });
  await new Promise<void>((resolve) => dns.bind(0, '127.0.0.1', resolve));
  app = await buildTestApi({
    devRoutes: true,
    sourceChecks: { dnsServers: [`127.0.0.1:${dns.address().port}`] },
    rateLimits: {
      corsCheckPerIp: { limit: perIp, windowSeconds: 60 },
      sourceCheckPerIp: { limit: 100, windowSeconds: 60 },
      sourceCheckPerUser: { limit: perUser, windowSeconds: 60 },
    },
  });
  const id = titleWhere(app, "type = 'movie'").id;
  const media = await mediaTokenFor(app, await loginAs(app, MEMBER_TEST_EMAIL), id);
  const playlist = await app.inject(
    signMediaUrl(`/api/media/vod/official/${id}/1/360p/index.m3u8`, { token: media, scheme: 1 }),
  );
  segmentUrl = playlist.body.split('\n').find((line) => line.includes('seg_000'))!;
}, APP_START_TIMEOUT);
afterAll(async () => {
  await app.close();
  dns.close();
});

/** A CORS check of `host` from the client address `ip` (the host names it in X-Forwarded-For). */
const corsFrom = (ip: string, host: string) =>
  app.inject({
    url: `/metrics/v1/cors?host=${encodeURIComponent(host)}`,
    headers: { 'x-forwarded-for': ip },
  });

describe('a flood of checks of made-up names', () => {
  it('does not hold a media segment: it is served while the lookups are still pending', async () => {
    let settled = 0;
    const flood = Array.from({ length: 200 }, (_, i) =>
      corsFrom(`198.51.${Math.floor(i / 200)}.${i % 200}`, `n${i}.flood.example`).finally(() => {
        settled += 1;
      }),
    );
    await queryArrived;
    const segment = await app.inject(segmentUrl);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/iso.segment');
    expect(settled).toBeLessThan(flood.length);
    // Only a few names were asked at once; the rest waited or were turned away.
    expect(new Set(queried).size).toBeLessThanOrEqual(MAX_CONCURRENT_LOOKUPS);
    // The name server answers at last: every check ends.
    answering = true;
    for (const { message, port } of held.splice(0))
      dns.send(noSuchName(message), port, '127.0.0.1');
    const replies = await Promise.all(flood);
    // Each is an answer (unreachable) in the envelope, never a 5xx.
    for (const reply of replies) expect(reply.statusCode).toBeLessThan(500);
    // One turned away while the queue was full (the last) was never asked, and is not remembered
    // as unreachable: asked again, it is looked up.
    expect(queried).not.toContain('n199.flood.example');
    await corsFrom('203.0.113.9', 'n199.flood.example');
    expect(queried).toContain('n199.flood.example');
  });

  it('asks the DNS about a name once while its miss is remembered', async () => {
    await corsFrom('203.0.113.1', 'gone.flood.example');
    const asked = queried.filter((name) => name === 'gone.flood.example').length;
    expect(asked).toBeGreaterThan(0);
    // Port 80 is another check of the same name (http://, not https://): the miss is remembered.
    const again = await corsFrom('203.0.113.2', 'gone.flood.example:80');
    expect(again.json()).toMatchObject({ code: 0, data: { reachable: false } });
    expect(queried.filter((name) => name === 'gone.flood.example').length).toBe(asked);
  });
});

describe('rate limits', () => {
  it('refuses a client past its CORS checks with 429 and how long to wait', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= perIp; i += 1) {
      codes.push((await corsFrom('203.0.113.50', `c${i}.limit.example`)).json().code);
    }
    expect(codes).toEqual([...Array<number>(perIp).fill(0), 429]);
    const refused = (await corsFrom('203.0.113.50', 'c9.limit.example')).json();
    expect(refused.data.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.msg).toMatch(/秒后再试/);
    // Another address has its own allowance.
    expect((await corsFrom('203.0.113.51', 'c0.limit.example')).json().code).toBe(0);
  });

  it('refuses an account past its alive checks, whatever address it comes from', async () => {
    const user = await newAccount(app, 'alive-limit');
    const source = createSourceStore(app.db).create(
      user.id,
      { name: '检测', url: 'https://a.limit.example/x.m3u8', type: 'hls', shared: false },
      1,
    ).id;
    const codes: number[] = [];
    for (let i = 0; i <= perUser; i += 1) {
      const reply = await app.inject({
        method: 'POST',
        url: '/user/source/alive',
        headers: { token: user.token, 'x-forwarded-for': `192.0.2.${i}` },
        payload: { id: source },
      });
      codes.push(reply.json().code);
    }
    expect(codes).toEqual([...Array<number>(perUser).fill(0), 429]);
  });
});
