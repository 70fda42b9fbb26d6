import { existsSync } from 'node:fs';

/**
 * The Chromium every browser test drives (stories and end-to-end): CHROMIUM_PATH when set, else
 * Debian's /usr/bin/chromium, else undefined so Playwright uses its own download.
 */
export const chromiumExecutablePath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Flags that keep a headless Chromium quiet and working as root on a machine with no internet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
