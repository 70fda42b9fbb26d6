// Everything `npm start` and `npm test` need on a fresh machine that has only Node.js and npm:
// pnpm (installed into .tools/ when it is not on PATH), the workspace's dependencies, and a browser.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { capture, fail, root, run, step } from './run.mjs';

const PNPM_VERSION = '10.34.9';
const localPnpm = join(root, '.tools', 'node_modules', '.bin', 'pnpm');

/** Installs never download browsers (there is no route to them here) and Pact never phones home. */
export const installEnv = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  PACT_DO_NOT_TRACK: 'true',
};

export async function ensurePnpm() {
  const onPath = capture('pnpm', ['--version']);
  if (onPath && onPath.startsWith('10.')) return 'pnpm';
  if (existsSync(localPnpm)) return localPnpm;
  step(`installing pnpm ${PNPM_VERSION} into .tools/`);
  const code = await run('npm', [
    'install',
    '--prefix',
    join(root, '.tools'),
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    `pnpm@${PNPM_VERSION}`,
  ]);
  if (code !== 0 || !existsSync(localPnpm)) fail('could not install pnpm with npm');
  return localPnpm;
}

function installIsCurrent() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  return existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
}

/** `pnpm install` from the lockfile, skipped when node_modules is already newer than it. */
export async function ensureDependencies(pnpm) {
  if (installIsCurrent() && !process.env.CI) return;
  step('installing dependencies (pnpm install --frozen-lockfile)');
  const code = await run(pnpm, ['install', '--frozen-lockfile'], { env: installEnv });
  if (code !== 0) fail('pnpm install failed');
}

const candidateBrowsers = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

async function playwrightsOwnBrowser() {
  try {
    const { chromium } = await import('playwright');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/**
 * The browser the story tests and end-to-end tests drive: CHROMIUM_PATH when set, a system
 * Chromium, or Playwright's own download. When none is found and we are root on Debian/Ubuntu,
 * install Debian's chromium with CJK fonts (without them Chinese renders as boxes).
 */
export async function ensureChromium() {
  const override = process.env.CHROMIUM_PATH;
  if (override) {
    if (!existsSync(override)) fail(`CHROMIUM_PATH=${override} does not exist`);
    return override;
  }
  const found = candidateBrowsers.find((p) => existsSync(p)) ?? (await playwrightsOwnBrowser());
  if (found) return found;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && capture('which', ['apt-get'])) {
    step('installing Chromium and CJK fonts with apt-get');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-qq'], { env })) === 0) {
      await run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], { env });
    }
    const installed = candidateBrowsers.find((p) => existsSync(p));
    if (installed) return installed;
  }
  fail(
    'No Chromium found. Install one and run again:\n' +
      '  Debian/Ubuntu: sudo apt-get install chromium fonts-noto-cjk\n' +
      '  elsewhere:     npx playwright install chromium\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}
