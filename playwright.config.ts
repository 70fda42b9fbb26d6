import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './browser.config.ts';
import { hostPort, sourceFixturePort, standInPort } from './e2e/support/ports.ts';
import { PHONE } from './e2e/support/tags.ts';

/**
 * End-to-end journeys through the built host with the embedded mock (a fresh database per run),
 * in a real Chromium: CHROMIUM_PATH, else Debian's, else Playwright's own browser.
 */
const port = hostPort;
/** The source fixture's two hosts, which the mock may fetch although they are loopback. */
const sourceHosts = [sourceFixturePort, sourceFixturePort + 1].map((p) => `127.0.0.1:${p}`);
const dbFile = join(mkdtempSync(join(tmpdir(), 'xinghe-e2e-')), 'mock.sqlite');

export default defineConfig({
  testDir: 'e2e',
  // Upper bounds sized for a shared two-core machine that is busy with other work (a journey that
  // is broken still fails, later): no journey asserts on how fast something happens.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // CI decides on one run: a journey that fails once is tried once more and reported as flaky,
  // so a passing retry still shows in the output. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumExecutablePath,
      // Muted video tests play without a click.
      args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'],
    },
  },
  // Every journey runs in a desktop window; the phone runs only those whose path or parts differ on
  // a phone (tagged PHONE: its header, menus, sheets and pages). What does not depend on the layout
  // is proven once.
  projects: [
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
    {
      name: 'phone',
      grep: new RegExp(PHONE),
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx packages/site/server/server.ts',
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        MOCK_DB_FILE: dbFile,
        // Every browser of the run comes from 127.0.0.1: the per-IP limits would count the whole
        // suite as one visitor. The per-address and per-email limits, which the specs check, stay.
        MOCK_RATE_LIMITS: JSON.stringify({
          userExistPerIp: { limit: 1000, windowSeconds: 60 },
          emailCodePerIp: { limit: 1000, windowSeconds: 3600 },
          loginPerIp: { limit: 1000, windowSeconds: 60 },
          registerPerIp: { limit: 1000, windowSeconds: 3600 },
          changePasswordPerIp: { limit: 1000, windowSeconds: 60 },
          corsCheckPerIp: { limit: 1000, windowSeconds: 60 },
          sourceCheckPerIp: { limit: 1000, windowSeconds: 60 },
          playReportPerIp: { limit: 1000, windowSeconds: 60 },
        }),
        SOURCE_ALLOW_HOSTS: sourceHosts.join(','),
        ...(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {}),
      },
    },
    {
      // The viewer's own sources of e2e/source-play.spec.ts: a MacCMS API, an M3U list and media.
      command: `node --import tsx packages/mock-api/test/support/sourceFixture.ts --port ${sourceFixturePort}`,
      url: `http://${sourceHosts[0]}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node --import tsx packages/site/test/standin/server.ts',
      url: `http://127.0.0.1:${standInPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        STAND_IN_PORT: String(standInPort),
        ...(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {}),
      },
    },
  ],
});
