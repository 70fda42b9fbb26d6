/** Shared setup: a mock API over a fresh database of its own, driven through `app.inject`. */
import { randomUUID } from 'node:crypto';
import { copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildMockApi } from '../src/app';

/**
 * A fresh database with the default catalogue: a copy of the one the unit layer seeds once
 * (./seededCatalogue.ts), or an in-memory one seeded here where that layer's setup did not run.
 */
function freshDatabase(): string {
  const seeded = inject('seededCatalogue');
  if (!seeded) return ':memory:';
  const copy = join(dirname(seeded), `${randomUUID()}.sqlite`);
  copyFileSync(seeded, copy);
  return copy;
}

/**
 * With the test accounts unless told otherwise: most tests log in as one of them. A test that asks
 * for another seed or scale, or a database of its own, gets it seeded as asked.
 */
export function buildTestApi(
  options: Partial<Parameters<typeof buildMockApi>[0]> = {},
): Promise<FastifyInstance> {
  const asSeeded = options.seed === undefined && options.seedScale === undefined;
  const dbFile = options.dbFile ?? (asSeeded ? freshDatabase() : ':memory:');
  return buildMockApi({ testAccounts: true, ...options, dbFile });
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
