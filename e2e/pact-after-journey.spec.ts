import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request as playwrightRequest, test } from './support/test';
import {
  MEMBER_EMAIL,
  muteVideos,
  playFrom,
  signIn,
  videoState,
  wakeControls,
} from './support/playback';
import { aFilm } from './support/titles';

/**
 * The pact verifies a mock a browser has used, as `npm start` serves it. A viewer logged in as a
 * test account (the one the pact's states log in with) watches a title and pauses, so the player
 * saves where it stopped in seconds with a fraction; then the mock runs on its own on that database
 * and the backend teams' command verifies it. One viewport: the server side is the point. A mock
 * used through the site's client in every other way (records, favourites, orders, check-ins) is
 * the provider layer's: packages/mock-api/test/pact/used-server.pact.test.ts.
 */

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// Clear of the suite's own host and of the other journeys that start one.
const hostPort = Number(process.env.E2E_PORT ?? 3100) + 50;
const mockPort = hostPort + 1;
const origin = `http://127.0.0.1:${hostPort}`;

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn('node', ['--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function waitUntilUp(server: ChildProcess, url: string) {
  let stderr = '';
  server.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) throw new Error(`server exited: ${stderr}`);
        return fetch(url)
          .then((r) => r.status)
          .catch(() => 0);
      },
      { timeout: 60_000, intervals: [250] },
    )
    .not.toBe(0);
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

test('the pact verifies the mock after a viewer has watched on it', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the server side does not depend on the viewport');
  // A host and then a mock of its own (each compiles its server), and a whole verification.
  test.setTimeout(150_000);
  const dir = mkdtempSync(join(tmpdir(), 'xinghe-used-'));
  const dbFile = join(dir, 'mock.sqlite');
  const api = await playwrightRequest.newContext({ baseURL: origin });
  const host = start('packages/site/server/server.ts', {
    PORT: String(hostPort),
    MOCK_DB_FILE: dbFile,
  });
  let mock: ChildProcess | undefined;
  try {
    await waitUntilUp(host, `${origin}/healthz`);
    const { id } = (await aFilm(api, 0)).card;
    await muteVideos(page);
    const token = await signIn(page, api, MEMBER_EMAIL);
    await page.goto(`${origin}/vod/play-official/${id}/1`);
    await playFrom(page, 2.5);
    await wakeControls(page);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
    // The player saved where it stopped, as the video reports it: not a whole second.
    await expect
      .poll(async () => {
        const reply = await api.get(`/user/dianbo/recordByCid?cid=${id}`, { headers: { token } });
        return (await reply.json()).data.record?.position ?? 0;
      })
      .toBeGreaterThan(2);
    const saved = await (
      await api.get(`/user/dianbo/recordByCid?cid=${id}`, { headers: { token } })
    ).json();
    expect(Number.isInteger(saved.data.record.position)).toBe(false);
    await page.close();
    await stop(host);

    mock = start('packages/mock-api/src/server.ts', {
      MOCK_PORT: String(mockPort),
      MOCK_DB_FILE: dbFile,
    });
    const mockUrl = `http://127.0.0.1:${mockPort}`;
    await waitUntilUp(mock, `${mockUrl}/docs`);
    const verify = spawnSync(
      'node',
      ['packages/contracts/scripts/verify.mjs', '--base-url', mockUrl],
      { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, PACT_DO_NOT_TRACK: 'true' } },
    );
    const output = verify.stdout + verify.stderr;
    // The record the journey left (a fractional position) is among what passes.
    expect(output).toMatch(/pass\s+GET \/user\/dianbo\/record\s+\d+\/\d+/);
    expect(verify.status, output.slice(-4000)).toBe(0);
  } finally {
    await stop(host);
    if (mock) await stop(mock);
    await api.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
});
