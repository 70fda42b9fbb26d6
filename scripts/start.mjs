// `npm start`: install what is missing, build the site, and serve it on http://localhost:3000
// with the embedded mock API (or proxy to API_UPSTREAM when it is set).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies, ensurePnpm, installEnv } from './lib/bootstrap.mjs';
import { fail, root, run, step } from './lib/run.mjs';

const pnpm = await ensurePnpm();
await ensureDependencies(pnpm);

if (process.env.SKIP_BUILD !== '1') {
  step('building the site');
  if ((await run(pnpm, ['--filter', '@xinghe/site', 'build'], { env: installEnv })) !== 0) {
    fail('the site build failed');
  }
}

step('starting the host');
const host = spawn(
  process.execPath,
  ['--import', 'tsx', join('packages', 'site', 'server', 'server.ts')],
  { cwd: root, stdio: 'inherit', env: process.env },
);
// Signals are passed on; each server closes gracefully itself (close-with-grace in server.ts).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => host.kill(signal));
host.on('exit', (code) => process.exit(code ?? 0));
