// Video budgets of docs/design.md, measured in real Chromium against the built site: time to first
// frame after pressing play (from the click on the detail page's play button to the first video
// frame presented) and line-switch time (from the click on another line to the first frame of the
// new line) and seek time (from setting the position of a two-hour film to the first frame at the
// new position: playlist parsing, the segment fetch across clip joins, decode). Starts its own host with the embedded mock on a temporary database; each run uses a
// fresh browser context, so the player chunk and hls.js load as on a first visit.
// Run alone with `node scripts/bench/playback.mjs [clientDir] [--seek]`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { root } from '../lib/run.mjs';

// docs/design.md: first frame within 400 ms of pressing play (localhost); a line switch within 1 s.
// A seek has no budget of its own there; it is held to the line switch's, which does the same work.
export const playbackBudget = { firstFrameMs: 400, lineSwitchMs: 1000, seekMs: 1000 };

// Twenty runs: a p95 of fewer than twenty samples is simply the slowest run, and one hiccup of
// this shared machine then decides the figure.
const RUNS = Number(process.env.BENCH_PLAYBACK_RUNS ?? 20);
/** Where the seeks land, as fractions of the film (one per run, in turn). */
const SEEK_AT = [0.67, 0.12, 0.45, 0.9, 0.3];
/** How many titles are played in turn, one per run (distinct ones avoid any warm cache). */
const TITLES = 10;

export const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

/** The daily VIP popup is marked as shown today, so its modal does not stand in the way. */
export function dailyPopupShown() {
  const now = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  try {
    localStorage.setItem('pop_time', JSON.stringify({ date, isOpen: true }));
  } catch {
    // about:blank has no storage
  }
}

/**
 * Starts the host serving `clientDir` on a free port, with an embedded mock over a database of its
 * own; resolves with its origin and a stop function.
 */
export function startHost(clientDir) {
  const dir = mkdtempSync(join(tmpdir(), 'xinghe-bench-playback-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/site/server/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      MOCK_DB_FILE: join(dir, 'mock.sqlite'),
      CLIENT_DIR: clientDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const ready = out.match(/ready at (http:\/\/\S+)/);
      if (ready) resolve({ origin: ready[1].replace('localhost', '127.0.0.1'), stop });
    });
    child.on('exit', (code) => reject(new Error(`host exited (${code}) before it was ready`)));
  });
}

/**
 * Installed before the page's scripts: remembers when the viewer pressed (capture phase, before
 * the app reacts) and when frames are presented, using requestVideoFrameCallback on every video.
 */
export function instrument() {
  // mediaFrames: [presented at, media time] of each frame, for the seek.
  const marks = { pressedAt: null, frames: [], mediaFrames: [], emptiedAt: [] };
  window.__bench = marks;
  document.addEventListener('click', () => (marks.pressedAt = performance.now()), true);
  const watched = new WeakSet();
  const watch = (video) => {
    if (watched.has(video)) return;
    watched.add(video);
    marks.videoAt ??= performance.now();
    video.muted = true;
    video.addEventListener('emptied', () => marks.emptiedAt.push(performance.now()));
    const onFrame = (now, metadata) => {
      marks.frames.push(now);
      marks.mediaFrames.push([now, metadata.mediaTime]);
      video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  };
  new MutationObserver(() => document.querySelectorAll('video').forEach(watch)).observe(document, {
    childList: true,
    subtree: true,
  });
}

async function firstFrameRun(browser, origin, id) {
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(instrument);
  await context.addInitScript(dailyPopupShown);
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/vod/detail/${id}`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: /^播放$/ }).click();
    const handle = await page.waitForFunction(
      () => {
        const { pressedAt, frames } = window.__bench;
        const frame = pressedAt === null ? undefined : frames.find((t) => t >= pressedAt);
        return frame === undefined ? null : frame - pressedAt;
      },
      null,
      { timeout: 30_000 },
    );
    return await handle.jsonValue();
  } finally {
    await context.close();
  }
}

async function lineSwitchRun(browser, origin, id) {
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(instrument);
  await context.addInitScript(dailyPopupShown);
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/vod/play-official/${id}/1`);
    await page.waitForFunction(() => document.querySelector('video')?.currentTime > 1, null, {
      timeout: 30_000,
    });
    await page.getByRole('button', { name: /^线路二/ }).click();
    // The new line's first frame: presented after the old source was let go.
    const handle = await page.waitForFunction(
      () => {
        const { pressedAt, frames, emptiedAt } = window.__bench;
        const emptied = emptiedAt.find((t) => t >= pressedAt);
        if (emptied === undefined) return null;
        const frame = frames.find((t) => t >= emptied);
        const video = document.querySelector('video');
        return frame === undefined || video.paused ? null : frame - pressedAt;
      },
      null,
      { timeout: 30_000 },
    );
    return await handle.jsonValue();
  } finally {
    await context.close();
  }
}

/**
 * The first `count` titles of a channel, most popular first, as the site asks for them (by the
 * channel's Chinese name: 电影, 电视剧). The catalogue's ids are its own (seeded), so a bench
 * learns them from it rather than naming any.
 */
export async function channelTitles(origin, chName, count) {
  const reply = await fetch(`${origin}/v3/web/api/filter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ chName, pageSize: count }),
  });
  const body = await reply.json();
  if (body.code !== 0) throw new Error(`the ${chName} channel did not answer: ${body.msg}`);
  return body.data.list.map(({ id }) => id);
}

/**
 * A film of two hours or more from the catalogue's films (the longest one when none is), as the
 * detail reply gives it: { id, duration }.
 */
async function twoHourFilm(origin) {
  let longest = null;
  for (const id of await channelTitles(origin, '电影', 30)) {
    const detail = await (await fetch(`${origin}/web/v2/dianbo/collection/${id}`)).json();
    // The detail reply lists a film's one episode, with our duration, in its first line.
    const duration = detail.data.videosGroup[0]?.videos[0]?.duration ?? 0;
    if (!longest || duration > longest.duration) longest = { id, duration };
    if (duration >= 7200) break;
  }
  if (!longest) throw new Error('the catalogue has no films');
  return longest;
}

/** From setting the position `fraction` into the film to the first frame presented there. */
async function seekRun(browser, origin, film, fraction) {
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(instrument);
  await context.addInitScript(dailyPopupShown);
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/vod/play-official/${film.id}/1`);
    await page.waitForFunction(() => document.querySelector('video')?.currentTime > 1, null, {
      timeout: 30_000,
    });
    const target = Math.floor(film.duration * fraction);
    await page.evaluate((to) => {
      window.__bench.seekedAt = performance.now();
      document.querySelector('video').currentTime = to;
    }, target);
    const handle = await page.waitForFunction(
      (to) => {
        const { seekedAt, mediaFrames } = window.__bench;
        const frame = mediaFrames.find(([now, media]) => now >= seekedAt && media >= to - 0.5);
        return frame === undefined ? null : frame[0] - seekedAt;
      },
      target,
      { timeout: 30_000 },
    );
    return await handle.jsonValue();
  } finally {
    await context.close();
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

const summarise = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    runs: sorted.length,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    samples,
  };
};

/**
 * Runs the measurements; resolves with { firstFrame, lineSwitch, seek } (milliseconds) and the
 * film seeked in. `only: 'seek'` measures the seek alone.
 */
export async function measurePlayback({
  clientDir = join(root, 'packages', 'site', 'dist', 'client'),
  runs = RUNS,
  only,
} = {}) {
  const host = await startHost(clientDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const [warm, ...titles] = await channelTitles(host.origin, '电影', TITLES + 1);
    // One untimed visit warms the host (first requests, the mock's prepared statements).
    await firstFrameRun(browser, host.origin, warm);
    const firstFrame = [];
    const lineSwitch = [];
    const seek = [];
    const film = await twoHourFilm(host.origin);
    for (let i = 0; i < runs; i++) {
      const id = titles[i % titles.length];
      if (only !== 'seek') {
        firstFrame.push(await firstFrameRun(browser, host.origin, id));
        lineSwitch.push(await lineSwitchRun(browser, host.origin, id));
      }
      seek.push(await seekRun(browser, host.origin, film, SEEK_AT[i % SEEK_AT.length]));
    }
    return {
      ...(only !== 'seek' && {
        firstFrame: summarise(firstFrame),
        lineSwitch: summarise(lineSwitch),
      }),
      seek: { ...summarise(seek), film },
    };
  } finally {
    await browser.close();
    await host.stop();
  }
}

/** Prints the report; true when both medians and p95s are within budget. */
export function printPlayback(result) {
  const mark = (ok) => (ok ? '✔' : '✖ over budget');
  const line = (label, { median, p95, runs }, budget) => {
    const ok = median <= budget && p95 <= budget;
    console.log(
      `  ${label.padEnd(34)} median ${median.toFixed(0).padStart(5)} ms  p95 ${p95
        .toFixed(0)
        .padStart(5)} ms  (${runs} runs; budget ${budget} ms) ${mark(ok)}`,
    );
    return ok;
  };
  const first =
    !result.firstFrame ||
    line('first frame after pressing play', result.firstFrame, playbackBudget.firstFrameMs);
  const switched =
    !result.lineSwitch ||
    line('line switch to first new frame', result.lineSwitch, playbackBudget.lineSwitchMs);
  const minutes = Math.round(result.seek.film.duration / 60);
  const seeked = line(
    `seek in a ${minutes}-min film to a new frame`,
    result.seek,
    playbackBudget.seekMs,
  );
  return first && switched && seeked;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--seek` measures the seek alone (a few runs: BENCH_PLAYBACK_RUNS).
  const only = process.argv.includes('--seek') ? 'seek' : undefined;
  const clientDir = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  const result = await measurePlayback({ ...(clientDir && { clientDir }), only });
  const ok = printPlayback(result);
  console.log(JSON.stringify(result));
  process.exit(ok ? 0 : 1);
}
