import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStyleInliner } from './inlineStyles';

const dir = mkdtempSync(join(tmpdir(), 'xinghe-styles-'));
writeFileSync(join(dir, 'a.css'), '.a{color:red}');
writeFileSync(join(dir, 'b.css'), '.b{content:"</style><script>"}');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const link = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`;

describe('createStyleInliner', () => {
  const inline = createStyleInliner(dir);

  it('writes a sheet of the build in, keeping a disabled link to its file', () => {
    expect(inline(`<head>${link('a.css')}</head>`)).toBe(
      '<head><style>.a{color:red}</style>' +
        '<link rel="stylesheet" crossorigin href="/a.css" disabled></head>',
    );
  });

  it('leaves linked a sheet it cannot read or that would close the style element', () => {
    expect(inline(link('missing.css'))).toBe(link('missing.css'));
    expect(inline(link('b.css'))).toBe(link('b.css'));
  });

  it('leaves other links alone', () => {
    const other =
      '<link rel="modulepreload" crossorigin href="/a.js"><link rel="icon" href="/a.svg">';
    expect(inline(other)).toBe(other);
  });
});
