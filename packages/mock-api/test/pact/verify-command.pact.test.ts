/**
 * The backend teams' command, run as they run it (`node packages/contracts/scripts/verify.mjs`):
 * against the real mock it passes and prints a line per endpoint; against a server that breaks one
 * endpoint's reply shape, or answers a value outside a closed list, it exits 1 and names the
 * endpoint (and the JSON path and rule); against one without the state hook it says so in one
 * line. A pact of three endpoints keeps it short.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
/** Its reply is right in shape and type, with a value outside the closed list of points kinds. */
const OUT_OF_LIST = '/user/points';

let mock: Awaited<ReturnType<typeof buildMockApi>>;
let mockUrl: string;
let broken: Server;
let brokenUrl: string;
let hookless: Server;
let hooklessUrl: string;
let pactFile: string;
let outDir: string;

/**
 * Passes every request on to the mock, except the reply of BROKEN, which loses a field, and that
 * of OUT_OF_LIST, whose history says kind "bogus". Its own state hook is the mock's, passed on.
 */
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
    if (request.url?.startsWith(OUT_OF_LIST)) {
      const json = JSON.parse(body) as { data: { history: { kind: string }[] } };
      for (const entry of json.data.history) entry.kind = 'bogus';
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
  // A server with the API but not the hook: every path it does not know is a 404 envelope.
  hookless = createServer((_request, response) =>
    response
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ code: 404, msg: '请求的资源不存在', data: null })),
  );
  await new Promise<void>((resolve) => hookless.listen(0, '127.0.0.1', resolve));
  hooklessUrl = `http://127.0.0.1:${(hookless.address() as AddressInfo).port}`;
  outDir = mkdtempSync(join(tmpdir(), 'xinghe-verify-out-'));
  const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as {
    interactions: { request: { path: string } }[];
  };
  pact.interactions = pact.interactions.filter(({ request }) =>
    [BROKEN, HEALTHY, OUT_OF_LIST].includes(request.path),
  );
  pactFile = join(mkdtempSync(join(tmpdir(), 'xinghe-verify-')), 'three-endpoints.json');
  writeFileSync(pactFile, JSON.stringify(pact));
});

afterAll(async () => {
  broken?.close();
  hookless?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
  await mock?.close();
});

describe('verify:provider', () => {
  it('passes the mock and prints a line per endpoint, and with --verbose every interaction', async () => {
    const { code, out } = await run('--base-url', mockUrl, '--pact', pactFile);
    expect(out).toMatch(/pass\s+GET \/sport\/project\s+1\/1/);
    expect(out).toMatch(/pass\s+GET \/user\/publicKey/);
    expect(out).not.toContain('a request for my points');
    expect(code, out).toBe(0);
    const verbose = await run('--base-url', mockUrl, '--pact', pactFile, '--verbose');
    expect(verbose.out).toContain('✔ a request for my points');
    expect(verbose.code, verbose.out).toBe(0);
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
    expect(out).toMatch(/FAIL\s+GET \/sport\/project/);
    expect(out).toMatch(/pass\s+GET \/user\/publicKey/);
    expect(out).toContain('✘ GET /sport/project');
    expect(code, out).toBe(1);
  });

  it('fails a reply with a value outside a closed list, naming the JSON path and the rule', async () => {
    const junit = join(outDir, 'junit.xml');
    const json = join(outDir, 'result.json');
    const { code, out } = await run(
      '--base-url',
      brokenUrl,
      '--state-hook-url',
      `${mockUrl}/__dev/provider-state`,
      '--pact',
      pactFile,
      '--only',
      'getPoints',
      '--junit',
      junit,
      '--json',
      json,
    );
    expect(out).toMatch(/FAIL\s+GET \/user\/points\s+0\/1/);
    expect(out).toContain('✘ GET /user/points: a request for my points');
    expect(out).toMatch(
      /\$\.data\.history\[0\]\.kind: "bogus" is not one of .*"invite".* \(anyOf\)/,
    );
    // --only: the other endpoints were not replayed.
    expect(out).not.toContain('/sport/project');
    expect(code, out).toBe(1);
    expect(readFileSync(junit, 'utf8')).toMatch(
      /<testsuite name="GET \/user\/points" tests="1" failures="1">[\s\S]*history\[0\]\.kind/,
    );
    const result = JSON.parse(readFileSync(json, 'utf8')) as {
      ok: boolean;
      interactions: { operation: string; ok: boolean }[];
    };
    expect(result.ok).toBe(false);
    expect(result.interactions).toEqual([
      expect.objectContaining({ operation: 'getPoints', ok: false }),
    ]);
  });

  it('exits 2 with one line saying what to do when the server has no state hook', async () => {
    const { code, out } = await run('--base-url', hooklessUrl, '--pact', pactFile);
    expect(out.trim().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^✘ no provider-state hook at ${hooklessUrl}/__dev/provider-state \\(HTTP 404 请求的资源不存在\\): .*--state-hook-url`,
        ),
      ),
    ]);
    expect(code).toBe(2);
  });

  it('refuses an --only that is not an operationId, before running', async () => {
    const { code, out } = await run('--base-url', mockUrl, '--pact', pactFile, '--only', 'nope');
    expect(out).toContain('--only nope: not an operationId');
    expect(code).toBe(2);
  });

  it('exits 2 with the reason when nothing answers', async () => {
    const { code, out } = await run('--base-url', 'http://127.0.0.1:9', '--pact', pactFile);
    expect(out).toContain('cannot reach http://127.0.0.1:9');
    expect(code).toBe(2);
  });
});
