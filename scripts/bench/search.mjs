// Search and filter latency of the mock over the whole seeded catalogue (DESIGN.md: search p99
// under 10 ms). The measuring is TypeScript beside the mock (packages/mock-api/scripts/
// bench-search.ts), run here as a child process through tsx, since this script is plain Node.
// Run alone with `node scripts/bench/search.mjs`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../lib/run.mjs';

export const searchBudget = { p99Ms: 10 };

const benchScript = join(root, 'packages', 'mock-api', 'scripts', 'bench-search.ts');

/** Builds the mock in a child process, times it, and resolves with its JSON report. */
export function measureSearch({ rounds } = {}) {
  return new Promise((resolve, reject) => {
    const env = { ...process.env };
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

const ms = (value) => `${value.toFixed(2).padStart(7)} ms`;

function row(label, timing) {
  const { wall, cpu } = timing;
  return (
    `  ${label.padEnd(30)} p50 ${ms(wall.p50)}  p95 ${ms(wall.p95)}  p99 ${ms(wall.p99)}` +
    `   (cpu p50 ${ms(cpu.p50)}  p99 ${ms(cpu.p99)})`
  );
}

/** Prints the report; true when the search p99 is within budget. */
export function printSearch(result) {
  const within = result.search.wall.p99 < searchBudget.p99Ms;
  const { titles, people, channels } = result.catalogue;
  console.log(
    `Mock search over ${titles} titles, ${people} people, ${channels} channels: ` +
      `${result.words} words x ${result.rounds} rounds`,
  );
  console.log(
    row('POST search (app.inject)', result.search) +
      `  budget p99 < ${searchBudget.p99Ms} ms ${within ? '✔' : '✖ over budget'}`,
  );
  console.log(row('  its reads alone', result.searchReads));
  console.log(row('GET searchActor (app.inject)', result.searchActor));
  console.log(row(`POST filter (${result.filterCombinations} combos)`, result.filter));
  console.log(row('  ref: title match as SQL scan', result.sqlScanReference));
  if (result.loadAverage > result.cores) {
    console.log(
      `  note: load average ${result.loadAverage.toFixed(1)} on ${result.cores} cores; wall times ` +
        'include waiting for a core (cpu times do not)',
    );
  }
  return within;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printSearch(await measureSearch());
}
