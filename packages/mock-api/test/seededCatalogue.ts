/**
 * The unit layer's global setup: one database file with the default catalogue seeded, written once
 * per run. `buildTestApi` starts each app from a copy of it instead of seeding its own (about a
 * second each, for every app of every file); the copies live in the same folder, removed at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildMockApi } from '../src/app';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded database file; copies go beside it. */
    seededCatalogue: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'xinghe-seeded-'));
  const file = join(dir, 'catalogue.sqlite');
  // Closing checkpoints the write-ahead log into the file: the file alone is the whole database.
  await (await buildMockApi({ dbFile: file })).close();
  project.provide('seededCatalogue', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
