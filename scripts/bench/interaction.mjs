// Interaction to next paint under Lighthouse's mobile CPU slowdown (4x, through the DevTools
// protocol), in real Chromium against the built site: each named interaction is made RUNS times,
// each time in a fresh context, and its latency is the longest Event Timing entry of the
// interaction (input delay, handlers and the next paint), as INP counts it. Reported: the p75 of
// each interaction against the budget. One of them is a tap made before the page has hydrated: it
// must not wait for the scripts.
// Run alone with `node scripts/bench/interaction.mjs [clientDir]` (BENCH_INTERACTION_RUNS, 5;
// BENCH_INTERACTION_ONLY=filter,episode measures only the interactions whose names contain one;
// `--compare <clientDir>` measures that build too, run for run interleaved with the first, which on
// a shared machine is the only comparison worth making).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright';
import { root } from '../lib/run.mjs';
import {
  channelTitles,
  chromiumArgs,
  chromiumPath,
  dailyPopupShown,
  startHost,
} from './playback.mjs';

export const interactionBudget = { p75Ms: 200 };

const RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
const ONLY = (process.env.BENCH_INTERACTION_ONLY ?? '').split(',').filter(Boolean);
const CPU = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/** Installed before the page's scripts: every interaction's longest event, by interaction id. */
function observeInteractions() {
  const longest = new Map();
  window.__interactions = longest;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      longest.set(
        entry.interactionId,
        Math.max(longest.get(entry.interactionId) ?? 0, entry.duration),
      );
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The longest interaction since `mark` was taken (performance entries are delivered after paint). */
async function latencySince(page, seen) {
  // Two frames, then a task: the entries of the interaction are reported after its next paint.
  await page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50))),
      ),
  );
  return page.evaluate(
    (before) =>
      Math.max(
        0,
        ...[...window.__interactions].filter(([id]) => !before.includes(id)).map(([, ms]) => ms),
      ),
    seen,
  );
}

const seenIds = (page) => page.evaluate(() => [...window.__interactions.keys()]);

/** The page settled: its requests done and the browser idle once. */
async function settled(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((done) => requestIdleCallback(() => done(), { timeout: 3000 })),
  );
}

/**
 * The interactions: where each starts (`open`: a path, or a function of the run's context that
 * goes there), what is done before it (`before`), and the interaction itself (`act`).
 */
const INTERACTIONS = [
  {
    name: 'opening the search dropdown',
    open: () => '/',
    act: (page) => page.locator('header').getByRole('searchbox', { name: '搜索关键词' }).click(),
  },
  {
    name: 'typing a character with suggestions',
    open: () => '/',
    // A key typed while the box shows a word's suggestions: the list is rendered again for it.
    before: async (page) => {
      await page.locator('header').getByRole('searchbox', { name: '搜索关键词' }).fill('夜');
      await page.getByRole('listbox').getByRole('option').first().waitFor();
    },
    act: (page) => page.keyboard.press('1'),
  },
  {
    name: 'opening the VIP dialog',
    open: () => '/',
    act: (page) => page.getByRole('banner').getByRole('button', { name: 'VIP会员' }).click(),
  },
  {
    name: 'choosing a filter on a channel page',
    open: () => '/movie',
    act: (page) =>
      page
        .getByRole('navigation', { name: '筛选条件' })
        .getByRole('list', { name: '类型' })
        .getByRole('link')
        .nth(1)
        .click(),
  },
  {
    name: 'switching episode',
    open: ({ series }) => `/vod/play-official/${series}/1`,
    act: (page) =>
      page.getByRole('region', { name: '选集' }).getByRole('link', { name: '第2集' }).click(),
  },
  {
    name: 'toggling 弹幕',
    open: ({ series }) => `/vod/play-official/${series}/1`,
    act: (page) => page.getByRole('button', { name: '弹幕', exact: true }).click(),
  },
  {
    name: 'opening the search dropdown before hydration',
    open: () => '/',
    early: true,
    act: (page) => page.locator('header').getByRole('searchbox', { name: '搜索关键词' }).click(),
  },
];

async function interactionRun(browser, origin, interaction, context) {
  const browserContext = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
  });
  await browserContext.addInitScript(observeInteractions);
  await browserContext.addInitScript(dailyPopupShown);
  const page = await browserContext.newPage();
  try {
    const cdp = await browserContext.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    const url = `${origin}${interaction.open(context)}`;
    if (interaction.early) {
      // As soon as the written page is there: the tap comes before its scripts have run.
      await page.goto(url, { waitUntil: 'commit' });
      await page.locator('header').waitFor();
    } else {
      await page.goto(url);
      await settled(page);
      await interaction.before?.(page);
    }
    const seen = await seenIds(page);
    await interaction.act(page);
    return await latencySince(page, seen);
  } finally {
    await browserContext.close();
  }
}

const p75 = (samples) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.75) - 1];

export async function measureInteractions({
  clientDir = join(root, 'packages', 'site', 'dist', 'client'),
  compareDir,
  runs = RUNS,
} = {}) {
  const host = await startHost(clientDir);
  const other = compareDir ? await startHost(compareDir) : undefined;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    // The series played in the player's interactions: the most popular one.
    const [series] = await channelTitles(host.origin, '电视剧', 1);
    const context = { series };
    const results = [];
    const chosen = INTERACTIONS.filter(
      ({ name }) => ONLY.length === 0 || ONLY.some((word) => name.includes(word)),
    );
    for (const interaction of chosen) {
      // One untimed run: the mock builds its replies and images on first use.
      await interactionRun(browser, host.origin, interaction, context);
      if (other) await interactionRun(browser, other.origin, interaction, context);
      const samples = [];
      const compared = [];
      for (let i = 0; i < runs; i++) {
        samples.push(Math.round(await interactionRun(browser, host.origin, interaction, context)));
        if (other)
          compared.push(
            Math.round(await interactionRun(browser, other.origin, interaction, context)),
          );
      }
      results.push({
        name: interaction.name,
        p75: p75(samples),
        samples,
        ...(other && { compared: { p75: p75(compared), samples: compared } }),
      });
    }
    return { cpuSlowdown: CPU, interactions: results };
  } finally {
    await browser.close();
    await host.stop();
    await other?.stop();
  }
}

/** Prints each interaction's p75 against the budget; true when all are within. */
export function printInteractions(result) {
  console.log(
    `  CPU ${result.cpuSlowdown}x slower (desktop viewport); p75 of each interaction's longest event`,
  );
  let ok = true;
  for (const { name, p75: value, samples, compared } of result.interactions) {
    const within = value <= interactionBudget.p75Ms;
    ok &&= within;
    console.log(
      `  ${name.padEnd(46)} p75 ${String(value).padStart(4)} ms  runs ${samples.join(', ')}  (budget ${interactionBudget.p75Ms} ms) ${within ? '✔' : '✖ over budget'}`,
    );
    if (compared)
      console.log(
        `  ${'  the compared build'.padEnd(46)} p75 ${String(compared.p75).padStart(4)} ms  runs ${compared.samples.join(', ')}  (difference ${value - compared.p75} ms)`,
      );
  }
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--compare');
  const compareDir = at >= 0 ? args.splice(at, 2)[1] : undefined;
  const [clientDir] = args;
  const result = await measureInteractions({ ...(clientDir && { clientDir }), compareDir });
  const ok = printInteractions(result);
  console.log(JSON.stringify(result));
  process.exit(ok ? 0 : 1);
}
