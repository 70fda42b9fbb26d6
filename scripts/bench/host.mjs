// Host throughput (docs/design.md: a page's HTML ≥ 0.8x a bare Fastify route sending the same
// bytes; the proxy at least 0.7x of calling the API directly), measured with autocannon in this
// process against servers in their own processes: the mock API alone, the host in front of it
// (API_UPSTREAM, so the host does not share its event loop with the mock), and a bare Fastify
// route. Absolute rates depend on the machine.
//
// Fair pairs: the bare route sends the page exactly as the host sent it, body and headers (the
// security headers, ETag and Vary are bytes the client reads too), and no request of a pair asks
// for compression, so neither side compresses. The machine is shared and its speed drifts within
// seconds, so both sides are warmed up and then measured in short alternating rounds (the order
// swapped each round); a pair's ratio is the median of its rounds' ratios, printed with their spread.
// Run alone with `node scripts/bench/host.mjs` (after `pnpm build`).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root } from '../lib/run.mjs';
import { startBare, startHostProcess, startMock } from './processes.mjs';

export const hostBudget = { pageRatio: 0.8, proxyRatio: 0.7 };

/** The channel groups of live TV: the same for everyone, but not marked shareable by the mock. */
const UNSHARED_PATH = '/web/v1/channels';
const ROUNDS = Number(process.env.BENCH_HOST_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_HOST_SECONDS ?? 2);
const WARM_UP_SECONDS = 1;
const CONNECTIONS = 10;
/** Headers Node writes for each reply itself, on both sides of a pair. */
const PER_CONNECTION = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];

function cannon(url, headers = {}, seconds = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) {
        return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      }
      resolve({ rps: result.requests.average, p99Ms: result.latency.p99 });
    });
  });
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

/** Both URLs warmed up, then ROUNDS alternating rounds: median rates, median ratio, its spread. */
async function paired(ours, reference) {
  await cannon(ours, {}, WARM_UP_SECONDS);
  await cannon(reference, {}, WARM_UP_SECONDS);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const first = round % 2 === 0 ? ours : reference;
    const a = await cannon(first);
    const b = await cannon(first === ours ? reference : ours);
    rounds.push(first === ours ? [a, b] : [b, a]);
  }
  const ratios = rounds.map(([o, r]) => o.rps / r.rps);
  const side = (i) => ({
    rps: median(rounds.map((pair) => pair[i].rps)),
    p99Ms: median(rounds.map((pair) => pair[i].p99Ms)),
  });
  return {
    ours: side(0),
    reference: side(1),
    ratio: median(ratios),
    spread: [Math.min(...ratios), Math.max(...ratios)],
  };
}

export async function measureHost({ clientDir }) {
  const dir = mkdtempSync(join(tmpdir(), 'xinghe-bench-host-'));
  const stops = [];
  try {
    const mock = await startMock(dir);
    stops.push(mock.stop);
    const host = await startHostProcess({ clientDir, upstream: mock.origin });
    stops.push(host.stop);
    const page = '/movie';
    // As autocannon will get it: asked without compression.
    const sent = await fetch(host.origin + page, { headers: { 'accept-encoding': 'identity' } });
    writeFileSync(join(dir, 'page.html'), Buffer.from(await sent.arrayBuffer()));
    const headers = Object.fromEntries(
      [...sent.headers].filter(([name]) => !PER_CONNECTION.includes(name)),
    );
    const bare = await startBare(join(dir, 'page.html'), headers);
    stops.push(bare.stop);

    const pairs = {
      page: await paired(host.origin + page, bare.origin + page),
      homeApi: await paired(`${host.origin}/v3/web/api/home`, `${mock.origin}/v3/web/api/home`),
      searchOptionsApi: await paired(
        `${host.origin}/v3/web/api/getSearchOptions`,
        `${mock.origin}/v3/web/api/getSearchOptions`,
      ),
      // A reply the upstream does not mark as shared, so every call crosses the proxy.
      unsharedApi: await paired(`${host.origin}${UNSHARED_PATH}`, `${mock.origin}${UNSHARED_PATH}`),
    };
    const pageCompressed = await cannon(host.origin + page, { 'accept-encoding': 'br, gzip' });
    const ratios = Object.fromEntries(Object.entries(pairs).map(([name, p]) => [name, p.ratio]));
    return {
      rounds: ROUNDS,
      seconds: SECONDS,
      connections: CONNECTIONS,
      page,
      pairs,
      ratios,
      pageCompressed,
    };
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const rate = (r) => `${Math.round(r.rps).toString().padStart(6)} req/s  p99 ${r.p99Ms} ms`;

/** Prints the report; true when every ratio is within budget. */
export function printHost(result) {
  const rows = [
    [
      'page',
      `HTML of ${result.page} vs a bare route, same bytes and headers`,
      hostBudget.pageRatio,
    ],
    ['homeApi', 'proxied home API (15 KB) vs the mock directly', hostBudget.proxyRatio],
    ['searchOptionsApi', 'proxied getSearchOptions vs the mock directly', hostBudget.proxyRatio],
    // For information: what the proxy costs when the host may not keep the reply.
    ['unsharedApi', `proxied ${UNSHARED_PATH} (not shareable) vs the mock directly`, null],
  ];
  let within = true;
  for (const [key, label, budget] of rows) {
    const { ours, reference, ratio, spread } = result.pairs[key];
    const ok = budget === null || ratio >= budget;
    within &&= ok;
    console.log(`  ${label}`);
    console.log(`    ours      ${rate(ours)}`);
    console.log(`    reference ${rate(reference)}`);
    const verdict =
      budget === null ? '(no budget)' : `budget >= ${budget}x ${ok ? '✔' : '✖ under budget'}`;
    const range = `${spread[0].toFixed(2)}-${spread[1].toFixed(2)}`;
    console.log(`    ratio ${ratio.toFixed(2)}x (rounds ${range})  ${verdict}`);
  }
  console.log(`  HTML of ${result.page}, asked for brotli: ${rate(result.pageCompressed)}`);
  console.log(`  (median of ${result.rounds} alternating rounds of ${result.seconds} s per side)`);
  return within;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureHost({ clientDir: join(root, 'packages', 'site', 'dist', 'client') });
  process.exit(printHost(result) ? 0 : 1);
}
