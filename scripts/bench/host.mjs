// Host throughput (DESIGN.md: a page's HTML at least 0.8x a bare Fastify route sending the same
// bytes; the proxy at least 0.7x of calling the API directly), measured with autocannon in this
// process against servers in their own processes: the mock API alone, the host in front of it
// (API_UPSTREAM, so the host does not share its event loop with the mock), and a bare Fastify
// route. Ratios from one run on one machine; absolute rates depend on the machine.
// Run alone with `node scripts/bench/host.mjs` (after `pnpm build`).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root } from '../lib/run.mjs';

export const hostBudget = { pageRatio: 0.8, proxyRatio: 0.7 };

const SECONDS = Number(process.env.BENCH_HOST_SECONDS ?? 5);
const CONNECTIONS = 10;

/** Starts `args` with node in `cwd`; resolves once a line of its output matches `ready`. */
function startProcess(args, { cwd = root, env = {}, ready }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk) => {
      out += chunk;
      const match = out.match(ready);
      if (match) resolve({ origin: match[1].replace('localhost', '127.0.0.1'), stop });
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', onData);
    child.on('exit', (code) => reject(new Error(`${args.at(-1)} exited (${code}):\n${out}`)));
  });
}

/** A bare Fastify route answering every GET with the file's bytes as text/html. */
const BARE_SERVER = `
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
const body = readFileSync(process.env.BARE_FILE);
const app = Fastify();
app.get('/*', (_request, reply) => reply.type('text/html; charset=utf-8').send(body));
console.log('bare at ' + (await app.listen({ host: '127.0.0.1', port: 0 })));
`;

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
    const mock = await startProcess(['--import', 'tsx', 'packages/mock-api/src/server.ts'], {
      env: { MOCK_PORT: '0', MOCK_DB_FILE: join(dir, 'mock.sqlite') },
      ready: /listening at (http:\/\/[\d.:]+)/i,
    });
    stops.push(mock.stop);
    const host = await startProcess(['--import', 'tsx', 'packages/site/server/server.ts'], {
      env: { PORT: '0', HOST: '127.0.0.1', API_UPSTREAM: mock.origin, CLIENT_DIR: clientDir },
      ready: /ready at (http:\/\/\S+)/,
    });
    stops.push(host.stop);
    const page = '/movie';
    const html = await (await fetch(host.origin + page)).text();
    writeFileSync(join(dir, 'page.html'), html);
    const bare = await startProcess(['--input-type=module', '-e', BARE_SERVER], {
      cwd: join(root, 'packages', 'site'),
      env: { BARE_FILE: join(dir, 'page.html') },
      ready: /bare at (http:\/\/\S+)/,
    });
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
  ];
  let within = true;
  for (const [key, label, budget] of rows) {
    const [ours, reference] = result.pairs[key];
    const ratio = result.ratios[key];
    const ok = ratio >= budget;
    within &&= ok;
    console.log(`  ${label}`);
    console.log(`    ours      ${rate(ours)}`);
    console.log(`    reference ${rate(reference)}`);
    console.log(
      `    ratio ${ratio.toFixed(2)}x  budget >= ${budget}x ${ok ? '✔' : '✖ under budget'}`,
    );
  }
  console.log(`  HTML of ${result.page}, brotli per request: ${rate(result.pageCompressed)}`);
  return within;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureHost({ clientDir: join(root, 'packages', 'site', 'dist', 'client') });
  process.exit(printHost(result) ? 0 : 1);
}
