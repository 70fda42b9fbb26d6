/**
 * Durability: the mock is killed with SIGKILL (no shutdown, no checkpoint) in the middle of a burst
 * of writes: favourites, watch records and registrations from several clients at once. After a
 * restart on the same file, every write that was acknowledged (code 0) is there and the database
 * passes SQLite's integrity check. Runs the real server as a child process on a loopback port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { encryptWith } from './account-helpers';
import type { Envelope } from './helpers';
import { MEMBER_TEST_EMAIL } from './vod-helpers';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
/** Writes in flight at once, and how many acknowledged ones to wait for before the kill. */
const CLIENTS = 6;
const ACKNOWLEDGED_BEFORE_KILL = 120;

const dir = mkdtempSync(join(tmpdir(), 'mock-durability-'));
const dbFile = join(dir, 'mock.sqlite');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the server on a free port and resolves with its origin once it listens. */
function startServer(): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      MOCK_PORT: '0',
      MOCK_DB_FILE: dbFile,
      // Every client is 127.0.0.1: the per-IP limits would stop the burst, not the kill.
      MOCK_RATE_LIMITS: JSON.stringify({
        userExistPerIp: { limit: 10_000, windowSeconds: 60 },
        emailCodePerIp: { limit: 10_000, windowSeconds: 3600 },
        registerPerIp: { limit: 10_000, windowSeconds: 3600 },
      }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) resolve({ origin: listening[1]!, child });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      reject(new Error(`server exited (${code}) before listening:\n${output}`)),
    );
  });
}

async function api<T>(origin: string, path: string, init: { body?: object; token?: string } = {}) {
  const response = await fetch(origin + path, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      ...(init.body && { 'content-type': 'application/json' }),
      ...(init.token && { token: init.token }),
    },
    body: init.body && JSON.stringify(init.body),
  });
  return (await response.json()) as Envelope<T>;
}

/** One client's writes, in turn, until `stop()`: each acknowledged one is recorded. */
async function writeUntilStopped(
  origin: string,
  client: number,
  token: string,
  publicKey: string,
  acknowledged: { favourites: number[]; records: number[]; accounts: string[] },
  stopped: () => boolean,
) {
  for (let n = 0; !stopped(); n++) {
    const mid = 1 + ((client * 997 + n * 31) % 3000);
    try {
      if (n % 3 === 0) {
        const reply = await api(origin, '/user/dianbo/collect', { body: { id: mid }, token });
        if (reply.code === 0) acknowledged.favourites.push(mid);
      } else if (n % 3 === 1) {
        const body = { mid, ep: 1, position: n, duration: 600 };
        const reply = await api(origin, '/user/dianbo/record', { body, token });
        if (reply.code === 0) acknowledged.records.push(mid);
      } else {
        const email = `burst-${client}-${n}@durability.test`;
        await api(origin, `/user/sendEmailCode/${encodeURIComponent(email)}`);
        const mail = await api<{ messages: { code: string }[] }>(
          origin,
          `/__dev/mailbox/${encodeURIComponent(email)}`,
        );
        const code = mail.data.messages[0]!.code;
        const password = encryptWith(publicKey, 'durable1');
        const reply = await api(origin, '/user/register', { body: { email, code, password } });
        if (reply.code === 0) acknowledged.accounts.push(email);
      }
    } catch {
      // The kill: a request in flight has no reply, so it was never acknowledged.
      return;
    }
  }
}

describe('kill -9 during a burst of writes', () => {
  it('keeps every acknowledged write and an intact database', async () => {
    const first = await startServer();
    const login = await api<{ token: string }>(first.origin, '/__dev/login', {
      body: { email: MEMBER_TEST_EMAIL },
    });
    const token = login.data.token;
    const { publicKey } = (await api<{ publicKey: string }>(first.origin, '/user/publicKey')).data;

    const acknowledged = {
      favourites: [] as number[],
      records: [] as number[],
      accounts: [] as string[],
    };
    const count = () =>
      acknowledged.favourites.length + acknowledged.records.length + acknowledged.accounts.length;
    let killed = false;
    const exited = new Promise((resolve) => first.child.on('exit', resolve));
    const clients = Array.from({ length: CLIENTS }, (_, client) =>
      writeUntilStopped(first.origin, client, token, publicKey, acknowledged, () => killed),
    );
    while (count() < ACKNOWLEDGED_BEFORE_KILL) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all([exited, ...clients]);
    expect(acknowledged.accounts.length).toBeGreaterThan(0);

    const file = new Database(dbFile);
    const integrity = file.pragma('integrity_check', { simple: true });
    file.close();
    expect(integrity).toBe('ok');

    const second = await startServer();
    for (const mid of new Set(acknowledged.favourites)) {
      const one = await api<{ collected: boolean }>(second.origin, `/user/dianbo/collect/${mid}`, {
        token,
      });
      expect(one.data.collected, `favourite ${mid}`).toBe(true);
    }
    const records = await api<{ list: { id: number }[] }>(second.origin, '/user/dianbo/record', {
      token,
    });
    const recorded = new Set(records.data.list.map((record) => record.id));
    for (const mid of new Set(acknowledged.records))
      expect(recorded.has(mid), `record ${mid}`).toBe(true);
    for (const email of acknowledged.accounts) {
      const exists = await api<{ exist: boolean }>(
        second.origin,
        `/user/exist/${encodeURIComponent(email)}`,
      );
      expect(exists.data, email).toMatchObject({ exist: true });
    }
    second.child.kill('SIGKILL');
  }, 180_000);
});
