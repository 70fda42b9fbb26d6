// Search and filter latency of the mock over the whole seeded catalogue, at its usual size and
// at ten times it (MOCK_SEED_SCALE=10, about 32,000 titles), with the growth from one to the
// other (docs/design.md: search p99 under 10 ms; and search and filter p99 under 5 ms at ten
// times). The measuring is TypeScript beside the mock (packages/mock-api/scripts/
// bench-search.ts), run here as a child process through tsx, once per scale.
// Run alone with `node scripts/bench/search.mjs`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../lib/run.mjs';

export const searchBudget = { p99Ms: 10, tenfoldP99Ms: 5 };

const benchScript = join(root, 'packages', 'mock-api', 'scripts', 'bench-search.ts');

/** Builds the mock at `scale` in a child process, times it, and resolves with its JSON report. */
export function measureSearchAt({ rounds, scale = 1 } = {}) {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, BENCH_SEARCH_SCALE: String(scale) };
    if (rounds) env.BENCH_SEARCH_ROUNDS = String(rounds);
    const child = spawn(process.execPath, ['--import', 'tsx', benchScript], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`search bench exited with ${code}`));
      try {
        resolve(JSON.parse(stdout.trim().split('\n').at(-1)));
      } catch (error) {
        reject(new Error(`search bench printed no JSON report: ${error.message}`));
      }
    });
  });
}

const TIMED = ['search', 'searchReads', 'searchActor', 'filter', 'sqlScanReference'];

/** Both scales, one after the other, and the growth of each p50 and p99 from 1x to 10x. */
export async function measureSearch({ rounds } = {}) {
  const x1 = await measureSearchAt({ rounds, scale: 1 });
  const x10 = await measureSearchAt({ rounds, scale: 10 });
  const growth = Object.fromEntries(
    TIMED.map((key) => [
      key,
      { p50: x10[key].wall.p50 / x1[key].wall.p50, p99: x10[key].wall.p99 / x1[key].wall.p99 },
    ]),
  );
  return { x1, x10, growth };
}

const ms = (value) => `${value.toFixed(2).padStart(6)} ms`;
const times = (value) => `${value.toFixed(1).padStart(5)}x`;

function row(label, result, key, budget) {
  const [one, ten] = [result.x1[key].wall, result.x10[key].wall];
  const cells =
    `  ${label.padEnd(28)} ${ms(one.p50)} ${ms(one.p99)}  ${ms(ten.p50)} ${ms(ten.p99)}` +
    `  ${times(result.growth[key].p50)} ${times(result.growth[key].p99)}` +
    `   cpu p99 ${ms(result.x1[key].cpu.p99)} ${ms(result.x10[key].cpu.p99)}`;
  if (!budget) return { line: cells, ok: true };
  const ok = budget.x1 === undefined || one.p99 < budget.x1;
  const okTen = ten.p99 < budget.x10;
  const said = [
    budget.x1 === undefined ? null : `1x p99 < ${budget.x1} ms ${ok ? '✔' : '✖'}`,
    `10x p99 < ${budget.x10} ms ${okTen ? '✔' : '✖ over budget'}`,
  ].filter(Boolean);
  return { line: `${cells}   ${said.join(', ')}`, ok: ok && okTen };
}

/** Prints the report; true when every p99 is within its budget. */
export function printSearch(result) {
  const { x1, x10 } = result;
  console.log(
    `Mock search and filter (app.inject, wall time), ${x1.catalogue.titles} titles (1x) and ` +
      `${x10.catalogue.titles} (10x, ${x10.catalogue.people} people): ` +
      `${x1.words} and ${x10.words} words x ${x1.rounds} rounds`,
  );
  console.log(
    `  ${''.padEnd(28)} ${'1x p50'.padStart(9)} ${'1x p99'.padStart(9)}  ${'10x p50'.padStart(9)}` +
      ` ${'10x p99'.padStart(9)}  ${'growth p50'.padStart(6)} ${'p99'.padStart(5)}`,
  );
  const rows = [
    row('POST search', result, 'search', {
      x1: searchBudget.p99Ms,
      x10: searchBudget.tenfoldP99Ms,
    }),
    row('  its reads alone', result, 'searchReads'),
    row('GET searchActor', result, 'searchActor'),
    row(`POST filter (${x1.filterCombinations} combos)`, result, 'filter', {
      x10: searchBudget.tenfoldP99Ms,
    }),
    row('  ref: title match as SQL', result, 'sqlScanReference'),
  ];
  for (const { line } of rows) console.log(line);
  const busiest = Math.max(x1.loadAverage, x10.loadAverage);
  if (busiest > x1.cores) {
    console.log(
      `  note: load average up to ${busiest.toFixed(1)} on ${x1.cores} cores; wall times ` +
        'include waiting for a core (cpu times do not)',
    );
  }
  return rows.every(({ ok }) => ok);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(printSearch(await measureSearch()) ? 0 : 1);
}
