import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = new URL('./precompress.mjs', import.meta.url).pathname;

describe('scripts/precompress.mjs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'xinghe-precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside text files over 1 KB and leaves the rest alone', async () => {
    const big = `export const text = ${JSON.stringify('星河影视'.repeat(200))};\n`;
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, 'assets/app.js'), big);
    writeFileSync(join(dir, 'assets/tiny.css'), 'a{}');
    writeFileSync(join(dir, 'assets/poster.png'), Buffer.alloc(4096));
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify({ x: 'y'.repeat(2000) }));

    await run(process.execPath, [script, dir]);

    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/app.js.br'))).toString()).toBe(big);
    expect(gunzipSync(readFileSync(join(dir, 'assets/app.js.gz'))).toString()).toBe(big);
    expect(existsSync(join(dir, 'assets/tiny.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/poster.png.br'))).toBe(false);
    expect(existsSync(join(dir, '.vite/manifest.json.br'))).toBe(false);
  });

  it('fails with a usage message when the folder is missing', async () => {
    await expect(run(process.execPath, [script, join(dir, 'nope')])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('is not a directory'),
    });
  });
});
