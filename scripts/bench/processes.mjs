// The servers the throughput and load sections measure, each in its own node process so none
// shares an event loop with autocannon or with another server: the mock API alone, the host in
// front of it (API_UPSTREAM) and a bare Fastify route.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../lib/run.mjs';

/**
 * Starts `args` with node in `cwd`; resolves once a line of its output matches `ready`. Output
 * after that is drained and dropped: kept, it would grow for the whole run in this (the
 * measuring) process.
 */
export function startProcess(args, { cwd = root, env = {}, ready }) {
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
    let started = false;
    const onData = (chunk) => {
      if (started) return;
      out += chunk;
      const match = out.match(ready);
      if (!match) return;
      started = true;
      out = '';
      resolve({ origin: match[1].replace('localhost', '127.0.0.1'), stop });
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', onData);
    child.on('exit', (code) => {
      if (!started) reject(new Error(`${args.at(-1)} exited (${code}):\n${out}`));
    });
  });
}

/** The mock API on its own, over a database file in `dir`. */
export function startMock(dir, env = {}) {
  return startProcess(['--import', 'tsx', 'packages/mock-api/src/server.ts'], {
    env: { MOCK_PORT: '0', MOCK_DB_FILE: join(dir, 'mock.sqlite'), ...env },
    ready: /listening at (http:\/\/[\d.:]+)/i,
  });
}

/** The host serving `clientDir`, proxying the API to `upstream`. */
export function startHostProcess({ clientDir, upstream, env = {} }) {
  return startProcess(['--import', 'tsx', 'packages/site/server/server.ts'], {
    env: { PORT: '0', HOST: '127.0.0.1', API_UPSTREAM: upstream, CLIENT_DIR: clientDir, ...env },
    ready: /ready at (http:\/\/\S+)/,
  });
}

/**
 * A bare Fastify route answering every GET with the file's bytes and `headers` (default: only the
 * type, text/html), so it can send the very reply another server sends, headers and all.
 */
const BARE_SERVER = `
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
const body = readFileSync(process.env.BARE_FILE);
const headers = JSON.parse(process.env.BARE_HEADERS);
const app = Fastify();
app.get('/*', (_request, reply) => reply.headers(headers).send(body));
console.log('bare at ' + (await app.listen({ host: '127.0.0.1', port: 0 })));
`;

export function startBare(file, headers = { 'content-type': 'text/html; charset=utf-8' }) {
  return startProcess(['--input-type=module', '-e', BARE_SERVER], {
    cwd: join(root, 'packages', 'site'),
    env: { BARE_FILE: file, BARE_HEADERS: JSON.stringify(headers) },
    ready: /bare at (http:\/\/\S+)/,
  });
}
