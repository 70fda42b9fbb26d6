import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request as playwrightRequest, test } from './support/test';
import { MEMBER_EMAIL } from './support/playback';
import { aFilm, aSeries } from './support/titles';

/**
 * Favourites and history persist on the server across a restart of `npm start`. This journey runs
 * its own host (with the embedded mock) on a database file of its own, stops it and starts it again
 * on the same file, and the pages show what was saved before. What the API reads back after a
 * restart (the same token, both records) is the mock's own test, through app.inject:
 * packages/mock-api/test/vod-persistence.test.ts and persistence.test.ts.
 */

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// Next to the suite's own host, inside the same engineer's port range.
const port = Number(process.env.E2E_PORT ?? 3100) + 2;
const origin = `http://127.0.0.1:${port}`;

function startHost(dbFile: string): ChildProcess {
  return spawn('node', ['--import', 'tsx', 'packages/site/server/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', MOCK_DB_FILE: dbFile },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function waitUntilUp(host: ChildProcess) {
  let stderr = '';
  host.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  await expect
    .poll(
      async () => {
        if (host.exitCode !== null) throw new Error(`host exited: ${stderr}`);
        return fetch(`${origin}/healthz`)
          .then((r) => r.status)
          .catch(() => 0);
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(200);
}

async function stop(host: ChildProcess) {
  if (host.exitCode !== null) return;
  const exited = new Promise((resolve) => host.once('exit', resolve));
  host.kill('SIGTERM');
  await exited;
}

test('favourites and watch records survive a restart of the host and its mock', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the server side does not depend on the viewport');
  // Two starts of a host of its own (each compiles the server) besides the pages.
  test.setTimeout(150_000);
  const dir = mkdtempSync(join(tmpdir(), 'xinghe-restart-'));
  const dbFile = join(dir, 'mock.sqlite');
  const api = await playwrightRequest.newContext({ baseURL: origin });
  let host = startHost(dbFile);
  try {
    await waitUntilUp(host);
    const login = await (await api.post('/__dev/login', { data: { email: MEMBER_EMAIL } })).json();
    const token: string = login.data.token;
    const headers = { token };
    const favourite = (await aFilm(api, 0)).card;
    const watched = (await aSeries(api, 3, 0)).card;
    expect(
      (
        await (
          await api.post('/user/dianbo/collect', { headers, data: { id: favourite.id } })
        ).json()
      ).code,
    ).toBe(0);
    const saved = await api.post('/user/dianbo/record', {
      headers,
      data: { mid: watched.id, ep: 3, position: 123.5, duration: 600 },
    });
    expect((await saved.json()).code).toBe(0);

    await stop(host);
    host = startHost(dbFile);
    await waitUntilUp(host);

    // The same token still works (the mock keeps its signing secret in the database), and the
    // pages show both.
    const titles = [favourite.name, watched.name];
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
    await page.goto(`${origin}/collect`);
    await expect(page.getByRole('button', { name: `取消收藏“${titles[0]}”` })).toBeVisible();
    await page.goto(`${origin}/history`);
    await expect(page.getByRole('button', { name: `删除“${titles[1]}”的观看记录` })).toBeVisible();
    await expect(page.getByText('观看至第3集 02:03')).toBeVisible();
  } finally {
    await stop(host);
    await api.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
});
