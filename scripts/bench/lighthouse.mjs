// Lighthouse 12 (mobile, simulated throttling: its default config) on the pages a first visit
// lands on: the home page, a channel page, a detail page and a search page, each run RUNS times;
// the median run of each page (by performance score) is reported against the budgets of
// docs/design.md. Each page is also measured with every script of ours blocked, in the same
// rounds (its twin without scripts): a page whose scripts wait for its first screen scores within
// a few points of its twin, a figure that carries across machines where the absolute one does not.
// The built site is served by the real host with its embedded mock.
// Usage: node scripts/bench/lighthouse.mjs [clientDir]
//        node scripts/bench/lighthouse.mjs --compare <clientDir B> [clientDir A]: two builds,
//        interleaved run by run (BENCH_LIGHTHOUSE_RUNS each, 3 by default; 5 or more to compare)
//        BENCH_LIGHTHOUSE_PAGES=home,channel,detail,search: only those pages
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { root } from '../lib/run.mjs';
import { channelTitles, chromiumArgs, chromiumPath, startHost } from './playback.mjs';

export const lighthouseBudget = {
  performance: 95,
  accessibility: 95,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2500,
};

/** A page against its twin without scripts: at most this many points below, LCP this much later. */
export const twinBudget = { points: 3, lcpRatio: 1.1 };

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const ALL_PAGES = [
  ['/', 'home'],
  ['/movie', 'channel'],
  // The catalogue's most popular film (its ids are seeded: asked of the catalogue at the start).
  ['/vod/detail/{film}', 'detail'],
  ['/search?word=%E5%A4%9C', 'search'],
];
// Our scripts are the built chunks; blocking them leaves the HTML, its styles and the images.
const SCRIPTS = ['*/assets/*.js'];
// BENCH_LIGHTHOUSE_PAGES=detail,search measures only those pages (while working on them).
const ONLY = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
const PAGES = ONLY ? ALL_PAGES.filter(([, name]) => ONLY.includes(name)) : ALL_PAGES;

/** A headless Chromium Lighthouse can drive over its DevTools port; resolves with port and stop. */
function startChromium() {
  if (!chromiumPath) throw new Error('Lighthouse needs Chromium: set CHROMIUM_PATH');
  const profile = mkdtempSync(join(tmpdir(), 'xinghe-bench-lighthouse-'));
  const child = spawn(
    chromiumPath,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      // A browser set to Chinese, like the site's viewers': the unprefixed pages are theirs (a
      // browser asking for English is sent on to /en/ first, one more round trip).
      '--lang=zh-CN',
      '--accept-lang=zh-CN,zh',
      ...chromiumArgs.filter((arg) => !arg.startsWith('--autoplay')),
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        // Chromium may still be writing its profile as it exits: retry, and never fail the run for it.
        try {
          rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
        } catch {
          // left in the temporary folder
        }
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      err += chunk;
      const listening = err.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (listening) resolve({ port: Number(listening[1]), stop });
    });
    child.on('exit', (code) => reject(new Error(`chromium exited (${code}): ${err.slice(-400)}`)));
  });
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** The audits that cost points outside performance (what to fix when a score drops). */
function failing(lhr) {
  return ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  );
}

function figures(lhr) {
  return {
    failing: failing(lhr),
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    blockingBySource: blockingBySource(lhr),
  };
}

/** A long task's source: the page itself, a script's file name without its hash, or neither. */
function sourceOf(taskUrl, pagePath) {
  if (!taskUrl || taskUrl === 'Unattributable') return 'unattributed';
  // Lighthouse's own scripts are named without an origin (`_lighthouse-eval.js`).
  if (!URL.canParse(taskUrl)) return taskUrl;
  const { pathname } = new URL(taskUrl);
  if (pathname === pagePath) return 'page';
  return pathname.slice(pathname.lastIndexOf('/') + 1).replace(/-[\w-]{7}\.js$/, '.js');
}

/**
 * What the blocking time is made of: each long task after the first paint (Lighthouse's own
 * `long-tasks` audit, in simulated milliseconds) counts its time over 50 ms to its source: the
 * page itself (parsing, style, layout, paint), a script by its file's name, or "unattributed".
 * Close to TBT, not equal to it (TBT also clips tasks at the first paint and at TTI).
 */
function blockingBySource(lhr) {
  const firstPaint = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const page = new URL(lhr.finalDisplayedUrl ?? lhr.requestedUrl);
  const sources = {};
  for (const task of lhr.audits['long-tasks']?.details?.items ?? []) {
    if (task.startTime < firstPaint || task.duration <= 50) continue;
    const source = sourceOf(task.url, page.pathname);
    sources[source] = (sources[source] ?? 0) + Math.round(task.duration - 50);
  }
  return Object.fromEntries(Object.entries(sources).sort((a, b) => b[1] - a[1]));
}

const median = (runs) => [...runs].sort((a, b) => a.performance - b.performance)[runs.length >> 1];
const defaultClientDir = join(root, 'packages', 'site', 'dist', 'client');

/**
 * Measures every page on each build in `clientDirs` (each served by its own host), RUNS times,
 * taking the builds in turns within each round so that the machine's drift falls on all alike:
 * on a shared machine one build's runs can swing by tens of points between minutes.
 */
async function measureBuilds(clientDirs) {
  const hosts = [];
  const chromium = await startChromium();
  try {
    for (const clientDir of clientDirs) hosts.push(await startHost(clientDir));
    const results = clientDirs.map(() => ({ pages: [] }));
    const [film] = await channelTitles(hosts[0].origin, '电影', 1);
    for (const [pagePath, name] of PAGES) {
      const path = pagePath.replace('{film}', film);
      const urls = hosts.map((host) => `${host.origin}${path}`);
      // One unmeasured load first: the mock builds its replies and images on first use.
      for (const url of urls) {
        await lighthouse(url, {
          port: chromium.port,
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
      }
      const runs = urls.map(() => []);
      // The twin without scripts, for one build only: a comparison of two builds is a comparison
      // of their scripts. Its runs take turns with the page's, so the machine's drift falls on both.
      const bare = urls.length === 1 ? [] : undefined;
      for (let i = 0; i < RUNS; i += 1) {
        const order = i % 2 ? [...urls.keys()].reverse() : [...urls.keys()];
        if (bare && i % 2) bare.push(await withoutScripts(urls[0], chromium.port));
        for (const b of order) {
          const result = await lighthouse(urls[b], { port: chromium.port, logLevel: 'error' });
          runs[b].push(figures(result.lhr));
        }
        if (bare && !(i % 2)) bare.push(await withoutScripts(urls[0], chromium.port));
      }
      runs.forEach((pageRuns, b) =>
        results[b].pages.push({
          name,
          path,
          runs: RUNS,
          ...median(pageRuns),
          scores: pageRuns.map((run) => run.performance),
          ...(bare && { withoutScripts: twinOf(bare) }),
        }),
      );
    }
    return results;
  } finally {
    await chromium.stop();
    for (const host of hosts) await host.stop();
  }
}

/**
 * One load of the page with every script of ours blocked: parsing, style, layout and paint of
 * what the HTML holds, its images, and nothing of the app. A page the browser renders paints
 * nothing then (null): Lighthouse finds no contentful paint.
 */
async function withoutScripts(url, port) {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    onlyCategories: ['performance'],
    blockedUrlPatterns: SCRIPTS,
  }).catch(() => null);
  return !result || result.lhr.runtimeError ? null : figures(result.lhr);
}

/** The twin's median, or null when it never painted. */
function twinOf(runs) {
  const painted = runs.filter(Boolean);
  if (painted.length === 0) return null;
  const { performance, lcpMs, tbtMs } = median(painted);
  return { performance, lcpMs, tbtMs, scores: runs.map((run) => run?.performance ?? null) };
}

/** The page against its twin: true when within `twinBudget` (false without a painted twin). */
export function withinTwin(page) {
  const bare = page.withoutScripts;
  if (!bare) return false;
  return (
    page.performance >= bare.performance - twinBudget.points &&
    page.lcpMs <= bare.lcpMs * twinBudget.lcpRatio
  );
}

export async function measureLighthouse({ clientDir = defaultClientDir } = {}) {
  const [result] = await measureBuilds([clientDir]);
  return result;
}

/** Prints one row per page; true when every page is within every budget. */
export function printLighthouse(result) {
  const b = lighthouseBudget;
  console.log(
    `  budgets: performance ≥ ${b.performance}, accessibility ≥ ${b.accessibility}, ` +
      `best practices ${b.bestPractices}, SEO ${b.seo}, LCP < ${b.lcpMs} ms (median of ${result.pages[0]?.runs} runs); ` +
      `against the twin without scripts: within ${twinBudget.points} points, LCP within ${Math.round((twinBudget.lcpRatio - 1) * 100)}%`,
  );
  let ok = true;
  for (const page of result.pages) {
    const within =
      page.performance >= b.performance &&
      page.accessibility >= b.accessibility &&
      page.bestPractices >= b.bestPractices &&
      page.seo >= b.seo &&
      page.lcpMs < b.lcpMs;
    ok &&= within;
    console.log(
      `  ${page.path.padEnd(24)} perf ${String(page.performance).padStart(3)}  a11y ${String(
        page.accessibility,
      ).padStart(3)}  bp ${String(page.bestPractices).padStart(3)}  seo ${String(page.seo).padStart(
        3,
      )}  LCP ${String(page.lcpMs).padStart(5)} ms  TBT ${String(page.tbtMs).padStart(4)} ms  CLS ${
        page.cls
      }  runs ${page.scores.join(', ')}  ${within ? '✔' : '✖ outside budget'}`,
    );
    if (page.failing.length > 0) console.log(`    failing audits: ${page.failing.join(', ')}`);
    console.log(`    blocking after the first paint, by source (ms): ${bySource(page)}`);
    if (!('withoutScripts' in page)) continue;
    const bare = page.withoutScripts;
    const twinOk = withinTwin(page);
    ok &&= twinOk;
    if (!bare) {
      console.log(
        `    without scripts: no paint (the browser renders this page)  ✖ outside budget`,
      );
      continue;
    }
    const points = page.performance - bare.performance;
    const lcp = Math.round((page.lcpMs / bare.lcpMs - 1) * 100);
    console.log(
      `    without scripts: perf ${bare.performance}  LCP ${bare.lcpMs} ms  TBT ${bare.tbtMs} ms  runs ${bare.scores.join(', ')}` +
        `  -> with scripts ${points >= 0 ? '+' : ''}${points} points, LCP ${lcp >= 0 ? '+' : ''}${lcp}%  ${twinOk ? '✔' : '✖ outside budget'}`,
    );
  }
  return ok;
}

const bySource = (page) =>
  Object.entries(page.blockingBySource)
    .map(([source, ms]) => `${source} ${ms}`)
    .join(', ') || 'none';

/** Two builds side by side: each page's median figures and every run's score. */
function printComparison([a, b], [dirA, dirB]) {
  console.log(`  A: ${dirA}\n  B: ${dirB}\n  (median of ${RUNS} interleaved runs each)`);
  const row = (label, page) =>
    `    ${label}  perf ${String(page.performance).padStart(3)}  FCP ${String(page.fcpMs).padStart(5)}  LCP ${String(page.lcpMs).padStart(5)}  TBT ${String(page.tbtMs).padStart(5)}  runs ${page.scores.join(', ')}`;
  a.pages.forEach((pageA, i) => {
    console.log(`  ${pageA.path}`);
    console.log(row('A', pageA));
    console.log(row('B', b.pages[i]));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args[0] === '--compare') {
    // `--compare <other build> [this build]`: the host's code is the working tree's for both, so
    // this compares client builds (`vite build --outDir /tmp/x` of another commit, say).
    const dirs = [args[2] ?? defaultClientDir, args[1]];
    if (!dirs[1]) throw new Error('usage: lighthouse.mjs --compare <clientDir> [clientDir]');
    const results = await measureBuilds(dirs);
    printComparison(results, dirs);
    console.log(JSON.stringify(results));
  } else {
    const result = await measureLighthouse(args[0] ? { clientDir: args[0] } : {});
    const ok = printLighthouse(result);
    console.log(JSON.stringify(result));
    process.exit(ok ? 0 : 1);
  }
}
