// `pnpm dev`: the mock API under `tsx watch` (restarts on change) and Vite's dev server with hot
// reload, which proxies the contract's paths to the mock. Open http://localhost:3000.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib/run.mjs';

const mockPort = process.env.MOCK_PORT ?? '4000';
const env = { ...process.env, MOCK_PORT: mockPort };
if (!process.env.API_UPSTREAM) env.API_UPSTREAM = `http://127.0.0.1:${mockPort}`;

const bin = (name) => join(root, 'node_modules', '.bin', name);
const children = [
  ...(process.env.API_UPSTREAM
    ? []
    : [
        spawn(bin('tsx'), ['watch', 'packages/mock-api/src/server.ts'], {
          cwd: root,
          env,
          stdio: 'inherit',
        }),
      ]),
  spawn(bin('vite'), ['--config', 'packages/site/vite.config.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
];

// Signals are passed on; each server closes gracefully itself (close-with-grace in server.ts).
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => (stop('SIGTERM'), process.exit(code ?? 0)));
