/**
 * Bounds on what one client can hold open, for the host and the mock alike (Node-only):
 * - a request must arrive whole (headers and body) within `requestTimeoutMs`, its headers within
 *   `headersTimeoutMs`; past either, Node refuses it and `answerClientError` sends 408 in the
 *   envelope. Fastify turns Node's own request timeout off unless told, so a body that never ends
 *   would be held for ever.
 * - one peer address keeps at most `maxConnectionsPerIp` connections open; further ones are closed
 *   as they arrive, so one client cannot use up the process's sockets and memory.
 * No idle-socket timeout (`connectionTimeout`): it would also cut a viewer's paused media download;
 * a socket that sends nothing is closed by the headers timeout, an idle kept-alive one by Fastify's.
 */
import type { Server } from 'node:net';

export interface RequestTimeouts {
  /** The whole request, headers and body, milliseconds. */
  requestTimeoutMs: number;
  /** The headers alone, milliseconds (at most `requestTimeoutMs`). */
  headersTimeoutMs: number;
  /** How often Node looks for expired requests, milliseconds (its default, 30 s, doubles a timeout). */
  checkEveryMs: number;
}

export const DEFAULT_REQUEST_TIMEOUTS: RequestTimeouts = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 15_000,
  checkEveryMs: 1_000,
};

/**
 * Connections one peer address may keep open: a browser opens 6 per origin, and many viewers may
 * share one address behind a NAT.
 */
export const DEFAULT_MAX_CONNECTIONS_PER_IP = 512;

/** The Fastify server options that set the timeouts (`http` goes to `http.createServer`). */
export function requestTimeoutOptions(timeouts: Partial<RequestTimeouts> = {}) {
  const { requestTimeoutMs, headersTimeoutMs, checkEveryMs } = {
    ...DEFAULT_REQUEST_TIMEOUTS,
    ...timeouts,
  };
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
      connectionsCheckingInterval: checkEveryMs,
    },
  };
}

export interface ConnectionBound {
  max: number;
  /** Peers not counted: the trusted proxies (every viewer comes through them), loopback. */
  exempt?: (address: string) => boolean;
}

/** Closes each connection past `max` open ones from the same peer address, as it arrives. */
export function boundConnectionsPerIp(server: Server, { max, exempt }: ConnectionBound): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (!address || exempt?.(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) return void socket.destroy();
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
