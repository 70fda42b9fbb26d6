// `npm run bench`: measures the project against docs/design.md's budgets and prints the results
// (plus bench-results.json): bundle sizes, search p99 (1x and 10x), time to first frame, host
// throughput, load (100 connections, 30 s), overload (400 connections, 15 s), 弹幕 frames, video
// start and interaction to next paint under a phone's CPU (and network), Lighthouse.
// Exits 1 when a budget is exceeded.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, ensurePnpm, installEnv } from './lib/bootstrap.mjs';
import { fail, root, run, step } from './lib/run.mjs';
import { measureBundle, printBundle } from './bench/bundle.mjs';
import { measureSearch, printSearch } from './bench/search.mjs';
import { measurePlayback, printPlayback } from './bench/playback.mjs';
import { measureHost, printHost } from './bench/host.mjs';
import { measureDanmaku, printDanmaku } from './bench/danmaku.mjs';
import { measureLighthouse, printLighthouse } from './bench/lighthouse.mjs';
import { measureVideoStart, printVideoStart } from './bench/videoStart.mjs';
import { measureInteractions, printInteractions } from './bench/interaction.mjs';
import { measureLoad, printLoad } from './bench/load.mjs';
import { measureOverload, printOverload } from './bench/overload.mjs';
import { measureRooms, printRooms } from './bench/rooms.mjs';

const pnpm = await ensurePnpm();
await ensureDependencies(pnpm);

const clientDir = join(root, 'packages', 'site', 'dist', 'client');
if (process.env.SKIP_BUILD !== '1' || !existsSync(clientDir)) {
  step('building the site');
  if ((await run(pnpm, ['--filter', '@xinghe/site', 'build'], { env: installEnv })) !== 0) {
    fail('the site build failed');
  }
}

step('bundle sizes');
const bundle = measureBundle(clientDir);
const withinBudget = printBundle(bundle);

step('mock search and filter latency, at 1x and 10x the catalogue');
const search = await measureSearch();
const searchWithinBudget = printSearch(search);

step(
  'video: time to first frame, line switch and seek in a two-hour film (headless Chromium, built site, embedded mock)',
);
const playback = await measurePlayback({ clientDir });
const playbackWithinBudget = printPlayback(playback);

step('host throughput: a page and the proxy against their references (autocannon)');
const host = await measureHost({ clientDir });
const hostWithinBudget = printHost(host);

step('load: 100 connections for 30 s on pages, API and media (autocannon)');
const load = await measureLoad({ clientDir });
const loadWithinBudget = printLoad(load);

step('overload: 400 connections for 15 s of uncached searches, production host (autocannon)');
const overload = await measureOverload({ clientDir });
const overloadWithinBudget = printOverload(overload);

step('弹幕: dropped frames over 10 s of a dense moment (headless Chromium, 4x CPU throttling)');
const danmaku = await measureDanmaku({ clientDir });
const danmakuWithinBudget = printDanmaku(danmaku);

step('一起看: sync error between two members over a minute, fan-out of a change to 50 members');
const rooms = await measureRooms({ clientDir });
const roomsWithinBudget = printRooms(rooms);

step('video start on a phone network (Lighthouse mobile profile, CPU 4x, fresh context)');
const videoStart = await measureVideoStart({ clientDir });
const videoStartWithinBudget = printVideoStart(videoStart);

step('interaction to next paint, CPU 4x slower (Event Timing, p75)');
const interactions = await measureInteractions({ clientDir });
const interactionsWithinBudget = printInteractions(interactions);

step(
  'Lighthouse 12 (mobile, simulated throttling; median of 3) on the first pages a visitor sees, each against its twin without scripts',
);
const lighthouse = await measureLighthouse({ clientDir });
const lighthouseWithinBudget = printLighthouse(lighthouse);

writeFileSync(
  join(root, 'bench-results.json'),
  JSON.stringify(
    {
      bundle,
      search,
      playback,
      host,
      load,
      overload,
      danmaku,
      rooms,
      videoStart,
      interactions,
      lighthouse,
    },
    null,
    2,
  ) + '\n',
);
console.log('\nwritten bench-results.json');
process.exit(
  withinBudget &&
    searchWithinBudget &&
    playbackWithinBudget &&
    hostWithinBudget &&
    loadWithinBudget &&
    overloadWithinBudget &&
    danmakuWithinBudget &&
    roomsWithinBudget &&
    videoStartWithinBudget &&
    interactionsWithinBudget &&
    lighthouseWithinBudget
    ? 0
    : 1,
);
