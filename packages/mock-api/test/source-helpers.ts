/** Shared by the user-source tests: the source routes as calls, and a local test server. */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { OwnSource } from '@xinghe/contracts';
import { as } from './payment-helpers';

export const sourceCalls = (app: FastifyInstance) => ({
  create: (token: string | undefined, payload: Record<string, unknown>) =>
    as<OwnSource>(app, token, { method: 'POST', url: '/user/source/manage', payload }),
  update: (token: string | undefined, payload: Record<string, unknown>) =>
    as<OwnSource>(app, token, { method: 'PUT', url: '/user/source/manage', payload }),
  listOwn: (token: string | undefined) =>
    as<{ list: OwnSource[] }>(app, token, { method: 'GET', url: '/user/source/manage' }),
  getOwn: (token: string | undefined, id: number) =>
    as<OwnSource>(app, token, { method: 'GET', url: `/user/source/manage/${id}` }),
  deleteOwn: (token: string | undefined, id: number) =>
    as(app, token, { method: 'DELETE', url: `/user/source/manage/${id}` }),
  list: (token: string | undefined) =>
    as<{ list: { id: number; added: boolean }[] }>(app, token, {
      method: 'GET',
      url: '/user/source',
    }),
  import: (token: string | undefined, id: number) =>
    as(app, token, { method: 'GET', url: `/user/source/import/${id}` }),
  removeAdded: (token: string | undefined, id: number) =>
    as(app, token, { method: 'DELETE', url: `/user/source/${id}` }),
  added: (token: string | undefined, id: number) =>
    as<{ added: boolean }>(app, token, { method: 'GET', url: `/user/source/added/${id}` }),
  alive: (token: string | undefined, id: number) =>
    as<{ alive: boolean; detail: string; checkedAt: number }>(app, token, {
      method: 'POST',
      url: '/user/source/alive',
      payload: { id },
    }),
  cors: (host: string) =>
    as<{ reachable: boolean; cors: boolean }>(app, undefined, {
      method: 'GET',
      url: `/metrics/v1/cors?host=${encodeURIComponent(host)}`,
    }),
});

/** A local HTTP server on 127.0.0.1 with a request counter. */
export async function localServer(handler: RequestListener) {
  let hits = 0;
  const server: Server = createServer((request, response) => {
    hits += 1;
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
