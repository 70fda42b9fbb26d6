/**
 * The ui's convention for contract shapes (src/index.ts): it imports them, never re-exports them,
 * so a page names a contract type in one way only (from @xinghe/contracts/client). The imports
 * themselves are checked by the lint rule in .oxlintrc.json; re-exports are checked here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const REEXPORT = /export\s+(?:type\s+)?(?:\*|\{[^}]*\})\s*from\s*['"]@xinghe\/contracts[^'"]*['"]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('contract types in the ui', () => {
  it('are imported where they are used, never re-exported', () => {
    const reexporting = sourceFiles(SRC)
      .filter((file) => REEXPORT.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(reexporting).toEqual([]);
  });
});
