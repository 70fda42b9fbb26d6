// Gzip sizes of the built site's JavaScript, read from Vite's manifest: the first load of `/`
// (the entry, its static imports, and the home page chunk with its imports) and every route chunk.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
export const budgets = { firstLoadKb: 90, routeChunkKb: 30 };

function gzipKb(clientDir, file) {
  return gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length / KB;
}

/** The chunk keys a chunk pulls in statically, itself included. */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

export function measureBundle(clientDir) {
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`no ${manifestFile}: build the site first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const size = (keys) => [...keys].reduce((kb, k) => kb + gzipKb(clientDir, manifest[k].file), 0);

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(manifest, entryKey);
  const homeKey = Object.keys(manifest).find((k) => /pages\/HomePage/.test(k));
  const firstLoad = new Set([...entry, ...(homeKey ? closure(manifest, homeKey) : [])]);

  const routeChunks = Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry)
    .map((k) => {
      const own = [...closure(manifest, k)].filter((dep) => !entry.has(dep));
      return { chunk: k, file: manifest[k].file, gzipKb: size(own) };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);

  return { entryKb: size(entry), firstLoadKb: size(firstLoad), homeChunk: homeKey, routeChunks };
}

export function printBundle(result) {
  const mark = (ok) => (ok ? '✔' : '✖ over budget');
  console.log('JavaScript (gzip)');
  console.log(
    `  first load of /      ${result.firstLoadKb.toFixed(1).padStart(6)} KB  ` +
      `(budget ${budgets.firstLoadKb} KB) ${mark(result.firstLoadKb <= budgets.firstLoadKb)}`,
  );
  console.log(`    of which entry     ${result.entryKb.toFixed(1).padStart(6)} KB`);
  console.log(`  route chunks (own code beyond the entry; budget ${budgets.routeChunkKb} KB each)`);
  for (const c of result.routeChunks) {
    console.log(
      `    ${c.chunk.padEnd(44)} ${c.gzipKb.toFixed(1).padStart(6)} KB ${mark(c.gzipKb <= budgets.routeChunkKb)}`,
    );
  }
  return (
    result.firstLoadKb <= budgets.firstLoadKb &&
    result.routeChunks.every((c) => c.gzipKb <= budgets.routeChunkKb)
  );
}
