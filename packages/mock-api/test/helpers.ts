/** Shared setup: a mock API over a fresh in-memory database, driven through `app.inject`. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildMockApi } from '../src/app';

/** With the test accounts unless told otherwise: most tests log in as one of them. */
export function buildTestApi(
  options: Partial<Parameters<typeof buildMockApi>[0]> = {},
): Promise<FastifyInstance> {
  return buildMockApi({ dbFile: ':memory:', testAccounts: true, ...options });
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Injects a request and parses the JSON envelope, keeping the HTTP status beside it. */
export async function call<T = unknown>(
  app: FastifyInstance,
  request: string | InjectOptions,
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await app.inject(request);
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}
