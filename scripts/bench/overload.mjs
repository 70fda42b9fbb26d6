// Overload: 400 connections for 15 s of uncached searches (each a new word) through a production
// host (NODE_ENV=production) in front of the mock, far more than one host answers. The host must
// shed what it cannot answer with 503 and Retry-After instead of letting clients time out, keep
// answering /healthz (asked twice a second during the run, with a 2 s deadline), and answer
// normally again once the load is gone. autocannon runs in this process, the mock and the host
// each in their own. Run alone with `node scripts/bench/overload.mjs` (after `pnpm build`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { root } from '../lib/run.mjs';
import { startHostProcess, startMock } from './processes.mjs';

const SECONDS = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 15);
const CONNECTIONS = 400;
/** What a health check waits at most, milliseconds (clients wait autocannon's 10 s). */
const DEADLINE_MS = 2_000;

/** The budget: no client time-out, every refusal a 503 with Retry-After, /healthz always answers. */
export const overloadBudget = { timeouts: 0, shedWithoutRetryAfter: 0, healthUnanswered: 0 };

const CHARS = '爱情战争青春悬疑喜剧科幻江湖都市校园谍影家庭冒险奇幻历史';

/** A search word no earlier request asked (so nothing is answered from a cache). */
function freshWord(n) {
  let word = '';
  for (let k = n + 1; k > 0; k = Math.floor(k / CHARS.length)) word += CHARS[k % CHARS.length];
  return word;
}

/** One GET with a deadline: its status, or 0 when it did not answer in time. */
async function statusWithin(url) {
  try {
    const reply = await fetch(url, { signal: AbortSignal.timeout(DEADLINE_MS) });
    await reply.arrayBuffer();
    return reply.status;
  } catch {
    return 0;
  }
}

/** Asks `url` twice a second until `stop()`; the statuses it got (0: no answer in time). */
function pollHealth(url) {
  const statuses = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      statuses.push(await statusWithin(url));
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, 500 - (performance.now() - started))),
      );
    }
  })();
  return async () => {
    running = false;
    await done;
    return statuses;
  };
}

export async function measureOverload({ clientDir }) {
  const dir = mkdtempSync(join(tmpdir(), 'xinghe-bench-overload-'));
  const stops = [];
  try {
    const mock = await startMock(dir, { NODE_ENV: 'production' });
    stops.push(mock.stop);
    const host = await startHostProcess({
      clientDir,
      upstream: mock.origin,
      env: { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.example.com' },
    });
    stops.push(host.stop);
    let searches = 0;
    let shed = 0;
    let shedWithoutRetryAfter = 0;
    const stopHealth = pollHealth(`${host.origin}/healthz`);
    const result = await autocannon({
      url: host.origin,
      connections: CONNECTIONS,
      duration: SECONDS,
      // autocannon's own deadline (10 s), as the overload was first measured with.
      requests: [
        {
          method: 'POST',
          path: '/v3/web/api/search',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ word: freshWord(searches++) }),
          }),
          onResponse: (status, _body, _context, headers) => {
            if (status !== 503) return;
            shed += 1;
            if (!(Number(headers['retry-after']) > 0)) shedWithoutRetryAfter += 1;
          },
        },
      ],
    });
    const health = await stopHealth();
    // Recovery: the first moment after the load when /healthz and a new search answer 200.
    const loadEnded = performance.now();
    let recovered = null;
    while (performance.now() - loadEnded < 30_000) {
      const [healthz, search] = await Promise.all([
        statusWithin(`${host.origin}/healthz`),
        fetch(`${host.origin}/v3/web/api/search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ word: freshWord(searches++) }),
          signal: AbortSignal.timeout(DEADLINE_MS),
        }).then(
          (reply) => reply.status,
          () => 0,
        ),
      ]);
      if (healthz === 200 && search === 200) {
        recovered = Math.round(performance.now() - loadEnded);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    );
    return {
      seconds: SECONDS,
      connections: CONNECTIONS,
      requests: result.requests.total,
      statuses,
      shed,
      shedWithoutRetryAfter,
      timeouts: result.timeouts,
      errors: result.errors,
      health: {
        asked: health.length,
        unanswered: health.filter((status) => status === 0).length,
        statuses: health.reduce((counts, status) => {
          counts[status] = (counts[status] ?? 0) + 1;
          return counts;
        }, {}),
      },
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      recoveredAfterMs: recovered,
    };
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints the report; true when nothing timed out, every refusal said when to retry, and it recovered. */
export function printOverload(result) {
  const mark = (ok) => (ok ? '✔' : '✖');
  const noTimeouts = result.timeouts === overloadBudget.timeouts;
  const retryAfter = result.shedWithoutRetryAfter === overloadBudget.shedWithoutRetryAfter;
  const health = result.health.unanswered === overloadBudget.healthUnanswered;
  const recovered = result.recoveredAfterMs !== null;
  console.log(
    `${result.connections} connections for ${result.seconds} s of uncached searches through a ` +
      'production host + mock',
  );
  console.log(
    `  requests      ${String(result.requests).padStart(8)}  (statuses ${JSON.stringify(result.statuses)})`,
  );
  console.log(
    `  shed (503)    ${String(result.shed).padStart(8)}  without Retry-After ${result.shedWithoutRetryAfter} ${mark(retryAfter)}`,
  );
  console.log(
    `  time-outs     ${String(result.timeouts).padStart(8)}  budget 0 ${mark(noTimeouts)}` +
      `  (other errors ${result.errors})`,
  );
  console.log(
    `  latency p99   ${String(result.latencyMs.p99).padStart(5)} ms  (reported, no budget; ` +
      `p50 ${result.latencyMs.p50} ms, max ${result.latencyMs.max} ms; 503s included)`,
  );
  console.log(
    `  /healthz      ${String(result.health.asked).padStart(8)} asked, ${result.health.unanswered} ` +
      `unanswered within 2 s ${mark(health)}  (statuses ${JSON.stringify(result.health.statuses)})`,
  );
  console.log(
    `  recovery      ${recovered ? `${result.recoveredAfterMs} ms` : 'none in 30 s'} after the load ` +
      `(/healthz and a new search 200) ${mark(recovered)}`,
  );
  return noTimeouts && retryAfter && health && recovered;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await measureOverload({
    clientDir: join(root, 'packages', 'site', 'dist', 'client'),
  });
  process.exit(printOverload(result) ? 0 : 1);
}
