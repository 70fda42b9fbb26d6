// Host throughput (DESIGN.md: a page's HTML at least 0.8x a bare Fastify route sending the same
// bytes; the proxy at least 0.7x of calling the API directly), measured with autocannon in this
// process against servers in their own processes: the mock API alone, the host in front of it
// (API_UPSTREAM, so the host does not share its event loop with the mock), and a bare Fastify
// route. Ratios from one run on one machine; absolute rates depend on the machine.
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
const SECONDS = Number(process.env.BENCH_HOST_SECONDS ?? 5);
const CONNECTIONS = 10;

function cannon(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) {
        return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      }
      resolve({ rps: result.requests.average, p99Ms: result.latency.p99 });
    });
  });
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
    const html = await (await fetch(host.origin + page)).text();
    writeFileSync(join(dir, 'page.html'), html);
    const bare = await startBare(join(dir, 'page.html'));
    stops.push(bare.stop);

    const compressed = { 'accept-encoding': 'br, gzip' };
    const pairs = {
      page: [await cannon(host.origin + page), await cannon(bare.origin + page)],
      homeApi: [
        await cannon(`${host.origin}/v3/web/api/home`),
        await cannon(`${mock.origin}/v3/web/api/home`),
      ],
      searchOptionsApi: [
        await cannon(`${host.origin}/v3/web/api/getSearchOptions`),
        await cannon(`${mock.origin}/v3/web/api/getSearchOptions`),
      ],
      // A reply the upstream does not mark as shared, so every call crosses the proxy.
      unsharedApi: [
        await cannon(`${host.origin}${UNSHARED_PATH}`),
        await cannon(`${mock.origin}${UNSHARED_PATH}`),
      ],
    };
    const pageCompressed = await cannon(host.origin + page, compressed);
    const ratios = Object.fromEntries(
      Object.entries(pairs).map(([name, [ours, reference]]) => [name, ours.rps / reference.rps]),
    );
    return { seconds: SECONDS, connections: CONNECTIONS, page, pairs, ratios, pageCompressed };
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const rate = (r) => `${Math.round(r.rps).toString().padStart(6)} req/s  p99 ${r.p99Ms} ms`;

/** Prints the report; true when every ratio is within budget. */
export function printHost(result) {
  const rows = [
    ['page', `HTML of ${result.page} vs a bare route, same bytes`, hostBudget.pageRatio],
    ['homeApi', 'proxied home API (15 KB) vs the mock directly', hostBudget.proxyRatio],
    ['searchOptionsApi', 'proxied getSearchOptions vs the mock directly', hostBudget.proxyRatio],
    // For information: what the proxy costs when the host may not keep the reply.
    ['unsharedApi', `proxied ${UNSHARED_PATH} (not shareable) vs the mock directly`, null],
  ];
  let within = true;
  for (const [key, label, budget] of rows) {
    const [ours, reference] = result.pairs[key];
    const ratio = result.ratios[key];
    const ok = budget === null || ratio >= budget;
    within &&= ok;
    console.log(`  ${label}`);
    console.log(`    ours      ${rate(ours)}`);
    console.log(`    reference ${rate(reference)}`);
    const verdict =
      budget === null ? '(no budget)' : `budget >= ${budget}x ${ok ? '✔' : '✖ under budget'}`;
    console.log(`    ratio ${ratio.toFixed(2)}x  ${verdict}`);
  }
  console.log(`  HTML of ${result.page}, brotli per request: ${rate(result.pageCompressed)}`);
  return within;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureHost({ clientDir: join(root, 'packages', 'site', 'dist', 'client') });
  process.exit(printHost(result) ? 0 : 1);
}
