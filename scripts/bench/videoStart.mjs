// Video start on a phone network: Lighthouse's mobile profile (its `mobileSlow4G` throttling:
// about 1.6 Mbit/s down, 150 ms round trip, CPU 4x slower) applied through the DevTools protocol
// to a fresh browser context with a phone's viewport, against the built site and its embedded mock.
// Two starts, each the median of RUNS runs, with every run's phases printed (when each piece was
// in: the page, the player's chunk, hls.js, the playlist, the init segment, the first segment, then
// the decode to the first frame), so the slowest one is known:
// - pressing play on a detail page that has loaded and gone idle, to the player's first frame;
// - opening a play page from a fresh context (`/vod/play-official/{id}/1`), to its first frame.
// Run alone with `node scripts/bench/videoStart.mjs [clientDir]` (BENCH_VIDEO_START_RUNS, 10;
// BENCH_VIDEO_START_TRACE=1 also lists each run's requests and the video element's appearance).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  throttling,
  screenEmulationMetrics,
  userAgents,
} from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright';
import { root } from '../lib/run.mjs';
import {
  channelTitles,
  chromiumArgs,
  chromiumPath,
  dailyPopupShown,
  instrument,
  startHost,
} from './playback.mjs';

export const videoStartBudget = { detailPressMs: 800, coldPlayPageMs: 2500 };

const RUNS = Number(process.env.BENCH_VIDEO_START_RUNS ?? 10);
const TRACE = process.env.BENCH_VIDEO_START_TRACE === '1';
const PHONE = throttling.mobileSlow4G;
const SCREEN = screenEmulationMetrics.mobile;

/** Which request is which phase (the first of each after the start; the last one before it). */
const PHASES = [
  ['player chunk', /\/assets\/VodPlayPage-[\w-]+\.js$/],
  ['hls.js', /\/assets\/hls[\w.-]*\.js$/],
  ['playlist', /\/index\.m3u8\?/],
  ['init segment', /init\.mp4\?/],
  ['first segment', /seg_\d+\.m4s\?/],
];

/** A fresh phone context whose pages run on the phone network and CPU. */
async function phoneContext(browser) {
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: SCREEN.width, height: SCREEN.height },
    deviceScaleFactor: SCREEN.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  await context.addInitScript(instrument);
  await context.addInitScript(dailyPopupShown);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.rttMs,
    downloadThroughput: (PHONE.throughputKbps * 1024) / 8,
    uploadThroughput: (PHONE.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdownMultiplier });
  return { context, page };
}

/**
 * In the page: the first frame presented at or after `from` (ms on the page's clock), and when
 * each phase's request ended, from `from` (0: it was in before `from`, fetched ahead).
 */
function phasesInPage({ from, patterns, trace }) {
  const { frames } = window.__bench;
  const frame = frames.find((t) => t >= from);
  if (frame === undefined) return null;
  const entries = performance.getEntriesByType('resource');
  const phases = {};
  const [navigation] = performance.getEntriesByType('navigation');
  if (from === 0) phases.page = navigation.responseEnd;
  for (const [name, source] of patterns) {
    const pattern = new RegExp(source);
    const matching = entries.filter((e) => pattern.test(e.name));
    const after = matching.find((e) => e.startTime >= from);
    const used = after ?? matching.at(-1);
    phases[name] = used ? Math.max(0, used.responseEnd - from) : null;
  }
  const lastIn = Math.max(0, ...Object.values(phases).filter((v) => v !== null));
  phases.decode = frame - from - lastIn;
  if (!trace) return { total: frame - from, phases };
  // Every request as [start, end, path] from `from`, and when the first <video> appeared.
  const requests = entries.map((e) => [
    Math.round(e.startTime - from),
    Math.round(e.responseEnd - from),
    e.name.replace(location.origin, '').slice(0, 90),
  ]);
  const videoAt = window.__bench.videoAt === undefined ? null : window.__bench.videoAt - from;
  return { total: frame - from, phases, requests, videoAt };
}

const patterns = PHASES.map(([name, pattern]) => [name, pattern.source]);

async function waitForFrame(page, from) {
  const handle = await page.waitForFunction(
    phasesInPage,
    { from, patterns, trace: TRACE },
    { timeout: 60_000 },
  );
  return handle.jsonValue();
}

/** Pressing play on a detail page that has loaded and gone idle. */
async function detailPressRun(browser, origin, id) {
  const { context, page } = await phoneContext(browser);
  try {
    await page.goto(`${origin}/vod/detail/${id}`, { waitUntil: 'networkidle', timeout: 60_000 });
    const play = page.getByRole('link', { name: /^播放$/ }).first();
    await play.click();
    const pressedAt = await page.waitForFunction(() => window.__bench.pressedAt);
    return await waitForFrame(page, await pressedAt.jsonValue());
  } finally {
    await context.close();
  }
}

/** A play page opened from a fresh context: from the navigation's start to the first frame. */
async function coldPlayRun(browser, origin, id) {
  const { context, page } = await phoneContext(browser);
  try {
    await page.goto(`${origin}/vod/play-official/${id}/1`, { timeout: 60_000 });
    return await waitForFrame(page, 0);
  } finally {
    await context.close();
  }
}

const median = (runs) => [...runs].map((r) => r.total).sort((a, b) => a - b)[runs.length >> 1];

export async function measureVideoStart({
  clientDir = join(root, 'packages', 'site', 'dist', 'client'),
  runs = RUNS,
} = {}) {
  const host = await startHost(clientDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    // Films, a distinct one per run and start, so nothing of one run is cached for the next.
    const [warm, ...titles] = await channelTitles(host.origin, '电影', 2 * runs + 1);
    // One untimed visit of each kind warms the host (first requests, the mock's statements).
    await detailPressRun(browser, host.origin, warm);
    await coldPlayRun(browser, host.origin, warm);
    const detailPress = [];
    const coldPlayPage = [];
    for (let i = 0; i < runs; i++) {
      detailPress.push(await detailPressRun(browser, host.origin, titles[2 * i]));
      coldPlayPage.push(await coldPlayRun(browser, host.origin, titles[2 * i + 1]));
    }
    return {
      network: PHONE,
      detailPress: { median: median(detailPress), runs: detailPress },
      coldPlayPage: { median: median(coldPlayPage), runs: coldPlayPage },
    };
  } finally {
    await browser.close();
    await host.stop();
  }
}

const ms = (value) => (value === null ? '   -' : String(Math.round(value)).padStart(5));

/** Prints both medians against their budgets and every run's phases; true when both are within. */
export function printVideoStart(result) {
  const { rttMs, throughputKbps, cpuSlowdownMultiplier } = result.network;
  console.log(
    `  phone network: ${(throughputKbps / 1024).toFixed(1)} Mbit/s, ${rttMs} ms round trip, CPU ${cpuSlowdownMultiplier}x slower; fresh context each run`,
  );
  let ok = true;
  const section = (label, { median: value, runs }, budget) => {
    const within = value <= budget;
    ok &&= within;
    console.log(
      `  ${label.padEnd(44)} median ${ms(value)} ms  (${runs.length} runs; budget ${budget} ms) ${within ? '✔' : '✖ over budget'}`,
    );
    console.log(
      `    phases, when each was in (ms; 0: before the start): ${Object.keys(runs[0].phases).join(' / ')}`,
    );
    for (const run of runs) {
      console.log(`    ${ms(run.total)}:  ${Object.values(run.phases).map(ms).join(' ')}`);
      if (!run.requests) continue;
      console.log(`      <video> at ${ms(run.videoAt)}`);
      for (const [start, end, path] of run.requests) {
        console.log(`      ${ms(start)} ${ms(end)}  ${path}`);
      }
    }
  };
  section(
    'pressing play on an idle detail page',
    result.detailPress,
    videoStartBudget.detailPressMs,
  );
  section('opening a play page cold', result.coldPlayPage, videoStartBudget.coldPlayPageMs);
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const clientDir = process.argv[2];
  const result = await measureVideoStart(clientDir ? { clientDir } : {});
  const ok = printVideoStart(result);
  console.log(JSON.stringify(result));
  process.exit(ok ? 0 : 1);
}
