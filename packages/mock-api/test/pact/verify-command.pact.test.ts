/**
 * The backend teams' command, run as they run it (`node packages/contracts/scripts/verify.mjs`):
 * against the real mock it passes and prints the table; against a server that breaks one
 * endpoint's reply shape it exits 1 and names that endpoint. A pact of two endpoints keeps it short.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACT_FILE } from '@xinghe/contracts/pact/files';
import { buildMockApi } from '../../src/app';

const VERIFY = fileURLToPath(new URL('../../../contracts/scripts/verify.mjs', import.meta.url));
const BROKEN = '/sport/project';
const HEALTHY = '/user/publicKey';

let mock: Awaited<ReturnType<typeof buildMockApi>>;
let mockUrl: string;
let broken: Server;
let brokenUrl: string;
let pactFile: string;

/** Passes every request on to the mock, except the reply of BROKEN, which loses a field. */
function brokenServer(upstream: string): Server {
  return createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const reply = await fetch(upstream + request.url, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    let body = await reply.text();
    if (request.url?.startsWith(BROKEN)) {
      const json = JSON.parse(body) as { data: { url?: unknown }[] };
      for (const item of json.data) delete item.url;
      body = JSON.stringify(json);
    }
    response.writeHead(reply.status, { 'content-type': 'application/json' }).end(body);
  });
}

function run(...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [VERIFY, ...args], { stdio: 'pipe' });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => resolve({ code, out }));
  });
}

beforeAll(async () => {
  mock = await buildMockApi({ dbFile: ':memory:', devRoutes: true });
  await mock.listen({ port: 0, host: '127.0.0.1' });
  mockUrl = `http://127.0.0.1:${(mock.server.address() as AddressInfo).port}`;
  broken = brokenServer(mockUrl);
  await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
  brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
  const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as {
    interactions: { request: { path: string } }[];
  };
  pact.interactions = pact.interactions.filter(({ request }) =>
    [BROKEN, HEALTHY].includes(request.path),
  );
  pactFile = join(mkdtempSync(join(tmpdir(), 'xinghe-verify-')), 'two-endpoints.json');
  writeFileSync(pactFile, JSON.stringify(pact));
});

afterAll(async () => {
  broken?.close();
  await mock?.close();
});

describe('verify:provider', () => {
  it('passes the mock and prints a row per endpoint', async () => {
    const { code, out } = await run('--base-url', mockUrl, '--pact', pactFile);
    expect(out).toMatch(/GET \/sport\/project\s+pass/);
    expect(out).toMatch(/GET \/user\/publicKey\s+pass/);
    expect(code, out).toBe(0);
  });

  it('exits 1 and names the endpoint whose reply lost a field', async () => {
    const { code, out } = await run(
      '--base-url',
      brokenUrl,
      '--state-hook-url',
      `${mockUrl}/__dev/provider-state`,
      '--pact',
      pactFile,
    );
    expect(out).toMatch(/GET \/sport\/project\s+FAIL/);
    expect(out).toMatch(/GET \/user\/publicKey\s+pass/);
    expect(out).toContain('✘ GET /sport/project');
    expect(code, out).toBe(1);
  });

  it('exits 2 with the reason when nothing answers', async () => {
    const { code, out } = await run('--base-url', 'http://127.0.0.1:9', '--pact', pactFile);
    expect(out).toContain('cannot reach http://127.0.0.1:9');
    expect(code).toBe(2);
  });
});
