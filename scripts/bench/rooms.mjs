// 一起看 rooms: the sync error between two members over a minute of playing (p50, p95 of the
// difference of their positions sampled at the same moments; the budget is the 300 ms)
// and the fan-out time of a control change to 50 members (until the last has it). Against the
// real host with its embedded mock (rooms in the process); the clients are roomsClients.ts.
// Run alone with `node scripts/bench/rooms.mjs [clientDir]` (BENCH_ROOMS_SECONDS: 60 by default).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../lib/run.mjs';
import { startHost } from './playback.mjs';

// The bound on the sync error; the fan-out is reported (no budget: on a shared machine
// its p95 of 20 rounds is the slowest round, which another process decides).
export const roomsBudget = { syncP95Ms: 300 };

function runClients(origin, token, seconds) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/roomsClients.ts', origin, token, String(seconds)],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop();
      if (code !== 0 || !line) return reject(new Error(`room clients exited (${code})`));
      resolve(JSON.parse(line));
    });
  });
}

export async function measureRooms({
  clientDir,
  seconds = Number(process.env.BENCH_ROOMS_SECONDS || 60),
}) {
  const host = await startHost(clientDir);
  try {
    const login = await fetch(`${host.origin}/__dev/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@xinghe.test' }),
    }).then((reply) => reply.json());
    if (login.code !== 0) throw new Error(`dev login: ${login.msg}`);
    return { ...(await runClients(host.origin, login.data.token, seconds)), seconds };
  } finally {
    await host.stop();
  }
}

export function printRooms(result) {
  const { sync, fanOut, seconds } = result;
  const syncOk = sync.p95Ms <= roomsBudget.syncP95Ms;
  console.log(
    `  sync error over ${seconds} s (${sync.samples} samples): p50 ${sync.p50Ms} ms, p95 ${sync.p95Ms} ms ` +
      `(budget p95 ${roomsBudget.syncP95Ms} ms) ${syncOk ? 'ok' : 'OVER'}`,
  );
  console.log(
    `  fan-out to ${fanOut.members} members (${fanOut.rounds} changes): p50 ${fanOut.p50Ms} ms, ` +
      `p95 ${fanOut.p95Ms} ms`,
  );
  return syncOk;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const clientDir = process.argv[2] ?? join(root, 'packages', 'site', 'dist', 'client');
  const result = await measureRooms({ clientDir });
  process.exit(printRooms(result) ? 0 : 1);
}
