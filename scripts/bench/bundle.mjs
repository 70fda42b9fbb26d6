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

/** The lazily loaded modules (or the entry) whose static imports reach any of `importers`. */
function pagesReaching(manifest, importers) {
  const roots = Object.keys(manifest).filter(
    (k) => manifest[k].isDynamicEntry || manifest[k].isEntry,
  );
  return roots.filter((r) => importers.some((i) => closure(manifest, r).has(i)));
}

export function measureBundle(clientDir) {
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`no ${manifestFile}: build the site first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const size = (keys) => [...keys].reduce((kb, k) => kb + gzipKb(clientDir, manifest[k].file), 0);

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(manifest, entryKey);
  const homeKey = Object.keys(manifest).find((k) => /pages\/HomePage/.test(k));
  const code = new Set([...entry, ...(homeKey ? closure(manifest, homeKey) : [])]);

  // Each language adds, before the first render, its main catalogue (a chunk of its own, zh-CN's
  // too, preloaded by the host with the page). Area catalogues travel with their lazy parts, in
  // every language alike: the home page's (继续观看, 热播榜, the footer) loads with its extras after
  // the rows, zh-CN's inside that chunk, zh-TW's and en's beside it, so none is in the first load.
  // zh-TW's keyword tables (OpenCC tw → cn, for a search typed in Traditional) load only with
  // such a query, reported apart; the host converts content.
  const folder = (locale) => (locale === 'zh-CN' ? '/i18n/' : `/i18n/${locale}/`);
  const mainCatalogue = (locale) =>
    Object.keys(manifest).find((k) => k.endsWith(`/ui/src${folder(locale)}messages.ts`));
  const languages = ['zh-CN', 'zh-TW', 'en'].map((locale) => {
    const key = mainCatalogue(locale);
    if (!key || !manifest[key].isDynamicEntry) {
      throw new Error(`the ${locale} main catalogue is not a chunk of its own`);
    }
    return { locale, firstLoadKb: size(new Set([...code, ...closure(manifest, key)])) };
  });
  const openccKeys = Object.keys(manifest).filter((k) =>
    /opencc-js\/dist\/esm-lib\/(core|from\/tw|to\/cn)\.js$/.test(k),
  );

  const lazyChunks = Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry)
    .map((k) => {
      const own = [...closure(manifest, k)].filter((dep) => !entry.has(dep));
      return { chunk: k, file: manifest[k].file, gzipKb: size(own) };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);
  // Our own lazily loaded modules (pages, header parts, dialogs) have the per-chunk budget; a
  // library loaded on demand (hls.js, the QR encoder) is reported with who may load it instead.
  const isLibrary = (c) => c.chunk.includes('node_modules/');
  const routeChunks = lazyChunks.filter((c) => !isLibrary(c));
  const libraries = lazyChunks.filter(isLibrary).map((c) => ({
    ...c,
    name: c.chunk.replace(/.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, ''),
    loadedBy: pagesReaching(
      manifest,
      Object.keys(manifest).filter((k) => manifest[k].dynamicImports?.includes(c.chunk)),
    ),
  }));

  return {
    entryKb: size(entry),
    firstLoadKb: Math.max(...languages.map((l) => l.firstLoadKb)),
    languages,
    keywordTablesKb: size(openccKeys),
    homeChunk: homeKey,
    routeChunks,
    libraries,
  };
}

export function printBundle(result) {
  const mark = (ok) => (ok ? '✔' : '✖ over budget');
  console.log('JavaScript (gzip)');
  for (const { locale, firstLoadKb } of result.languages) {
    const path = { 'zh-CN': '/', 'zh-TW': '/zh-TW/', en: '/en/' }[locale];
    console.log(
      `  first load of ${path.padEnd(7)} ${firstLoadKb.toFixed(1).padStart(6)} KB  ` +
        `(budget ${budgets.firstLoadKb} KB) ${mark(firstLoadKb <= budgets.firstLoadKb)}`,
    );
  }
  console.log(`    of which entry     ${result.entryKb.toFixed(1).padStart(6)} KB`);
  console.log(
    `    zh-TW search keyword tables (OpenCC tw → cn, with a Chinese query only) ${result.keywordTablesKb.toFixed(1)} KB`,
  );
  console.log(`  route chunks (own code beyond the entry; budget ${budgets.routeChunkKb} KB each)`);
  for (const c of result.routeChunks) {
    console.log(
      `    ${c.chunk.padEnd(44)} ${c.gzipKb.toFixed(1).padStart(6)} KB ${mark(c.gzipKb <= budgets.routeChunkKb)}`,
    );
  }
  console.log('  libraries loaded on demand');
  for (const lib of result.libraries) {
    console.log(
      `    ${lib.name.padEnd(44)} ${lib.gzipKb.toFixed(1).padStart(6)} KB  loaded by ${lib.loadedBy.join(', ')}`,
    );
  }
  const hlsOnPlayerRoutes = result.libraries
    .filter((lib) => lib.name.startsWith('hls.js'))
    .every((lib) => lib.loadedBy.every((k) => /player|Play|Embed|Live/i.test(k)));
  console.log(`  hls.js only on player routes ${mark(hlsOnPlayerRoutes)}`);
  return (
    hlsOnPlayerRoutes &&
    result.firstLoadKb <= budgets.firstLoadKb &&
    result.routeChunks.every((c) => c.gzipKb <= budgets.routeChunkKb)
  );
}
