// Usage: node scripts/precompress.mjs <dir>
// Writes `.br` (quality 11) and `.gz` (level 9) beside every js/css/html/svg/json file over 1 KB, so
// the host sends compressed bytes without compressing on each request. Files whose compressed form
// would not be smaller are left alone (the host then sends the original).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json)$/;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // Dot-folders (Vite's .vite/manifest.json) are for the host, never sent to browsers.
    if (entry.isDirectory() && !entry.name.startsWith('.')) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

async function compressFile(path) {
  const source = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(source, { level: 9 }),
  ]);
  const written = [];
  if (br.length < source.length) written.push(writeFile(`${path}.br`, br));
  if (gzipped.length < source.length) written.push(writeFile(`${path}.gz`, gzipped));
  await Promise.all(written);
  return { bytes: source.length, br: br.length, gzip: gzipped.length };
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/precompress.mjs <dir>');
  process.exit(2);
}
if (!(await stat(dir).catch(() => null))?.isDirectory()) {
  console.error(`precompress: ${dir} is not a directory`);
  process.exit(2);
}

const jobs = [];
for await (const path of filesUnder(dir)) {
  if (!COMPRESSIBLE.test(path)) continue;
  if ((await stat(path)).size <= MIN_BYTES) continue;
  jobs.push(compressFile(path));
}
const results = await Promise.all(jobs);
const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.info(
  `precompress: ${results.length} files, ${kb(total('bytes'))} -> br ${kb(total('br'))}, gzip ${kb(total('gzip'))}`,
);
