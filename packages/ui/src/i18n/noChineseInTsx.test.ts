import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The rule of the catalogue: user-facing text lives in messages.ts, never inside TSX. Tests are
// exempt: they check the Chinese a user sees.
const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HAN = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

// Comments may name the Chinese terms they are about; strings and JSX text may not.
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('ui source', () => {
  it('has no Chinese text in TSX files', () => {
    const offenders = tsxFiles(srcDir).flatMap((file) =>
      withoutComments(readFileSync(file, 'utf8'))
        .split('\n')
        .filter((line) => HAN.test(line))
        .map((line) => `${path.relative(srcDir, file)}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
