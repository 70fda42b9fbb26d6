import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_DIR } from '../pact/files';

/**
 * The team's working copy of the spec and design, beside the repository. A clone elsewhere has none,
 * and then the repository's own copy is the only one.
 */
const SHARED_DIR = join(REPO_DIR, '..', 'shared');

/** Each file the repository keeps a copy of: its path here, and its path in `../shared`. */
const COPIES: readonly (readonly [ours: string, shared: string])[] = [
  ['docs/spec/SPEC.md', 'spec/SPEC.md'],
  ['docs/spec/GLOSSARY.md', 'spec/GLOSSARY.md'],
  ['docs/spec/endpoints.tsv', 'spec/endpoints.tsv'],
  ['docs/spec/routes.tsv', 'spec/routes.tsv'],
  ['docs/spec/REAL-API.md', 'spec/REAL-API.md'],
  ['docs/design.md', 'DESIGN.md'],
];

function contents(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

describe("the repository's copy of the spec and design", () => {
  it('holds every copied file', () => {
    const missing = COPIES.filter(([ours]) => !existsSync(join(REPO_DIR, ours))).map(([o]) => o);
    expect(missing).toEqual([]);
  });

  it.skipIf(!existsSync(SHARED_DIR))(
    'matches ../shared file by file (skipped where no ../shared is beside the repository)',
    () => {
      const drifted = COPIES.filter(
        ([ours, shared]) => contents(join(REPO_DIR, ours)) !== contents(join(SHARED_DIR, shared)),
      ).map(
        ([ours, shared]) =>
          `${ours} differs from ../shared/${shared}, the source: copy it into the repository`,
      );
      expect(drifted).toEqual([]);
    },
  );
});
