/**
 * A viewer who closes the tab while the host is proxying is not a fault of the host: it is logged
 * once, below error level and without a stack. Through the listening host with a real socket that
 * goes away, since `inject` has no connection to lose.
 */
import { connect } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClientDir, logCapture, startTestHost } from './host-helpers';

/** A promise with its resolve function (Promise.withResolvers is Node 22). */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** An upstream that answers only when the test lets it, so the client can leave first. */
async function startHeldUpstream() {
  let arrived = deferred();
  let release = deferred();
  const upstream = Fastify({ logger: false });
  upstream.removeAllContentTypeParsers();
  upstream.addContentTypeParser('*', (_request, _payload, done) => done(null));
  upstream.all('/*', async () => {
    arrived.resolve();
    await release.promise;
    return { code: 0, msg: 'ok', data: null };
  });
  const origin = await upstream.listen({ host: '127.0.0.1', port: 0 });
  return {
    origin,
    arrived: () => arrived.promise,
    release: () => release.resolve(),
    reset() {
      arrived = deferred();
      release = deferred();
    },
    close: () => upstream.close(),
  };
}

describe('a client that leaves while its request is proxied', () => {
  const client = createClientDir();
  let upstream: Awaited<ReturnType<typeof startHeldUpstream>>;
  beforeAll(async () => {
    upstream = await startHeldUpstream();
  });
  afterAll(async () => {
    await upstream.close();
    client.remove();
  });

  /** What the host logs about one request whose client leaves before the upstream answers. */
  async function logsOfAbandoned(requestHead: string, body = '') {
    upstream.reset();
    const logs = logCapture();
    // Logging as server.ts sets it up, at debug level.
    const host = await startTestHost(client.dir, { API_UPSTREAM: upstream.origin }, logs);
    try {
      // The host's end of the connection: the upstream answers once the host has seen it close.
      const hostSideClosed = new Promise((resolve) =>
        host.server.server.once('connection', (hostSide) => hostSide.on('close', resolve)),
      );
      const socket = connect(host.port, '127.0.0.1', () =>
        socket.write(`${requestHead}\r\nHost: x\r\n\r\n${body}`),
      );
      await upstream.arrived();
      socket.destroy();
      await hostSideClosed;
      upstream.release();
      await vi.waitFor(() => expect(logs.lines.filter((line) => line.reqId)).not.toEqual([]));
    } finally {
      // Closing waits for the upstream exchange to end: whatever it logs is in by then.
      await host.close();
    }
    return logs.lines.filter((line) => line.reqId);
  }

  for (const [method, requestHead, body] of [
    [
      'POST',
      'POST /user/login HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2',
      '{}',
    ],
    ['GET', 'GET /v3/web/api/home HTTP/1.1', ''],
  ] as const) {
    it(`is logged once, at debug level, without a stack (${method})`, async () => {
      const lines = await logsOfAbandoned(requestHead, body);
      expect(lines.map(({ level, msg }) => ({ level, msg }))).toEqual([
        { level: 20, msg: 'client closed the connection before the reply was sent' },
      ]);
      expect(lines[0]!.err).toBeUndefined();
    });
  }
});
