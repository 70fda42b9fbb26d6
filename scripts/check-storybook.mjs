// Every story in the built Storybook (dist/storybook, from `pnpm build-storybook`) as a designer
// sees it: the production preview in Chromium, each story opened as the sidebar opens it, at its
// viewport; it fails when a story throws, its play function fails or axe reports a violation.
// The story layer of `npm test` runs in production mode for the same reason (see
// vitest.stories.config.ts); this checks the build itself, on demand (about 3 minutes).
// Usage: pnpm check:storybook [--dir dist/storybook] [story-id-substring ...]
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumExecutablePath } from '../browser.config.ts';
import { root } from './lib/run.mjs';

const { values, positionals } = parseArgs({
  options: { dir: { type: 'string', default: 'dist/storybook' } },
  allowPositionals: true,
});
const dir = join(root, values.dir);

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** The built files over HTTP (module scripts do not load from file://). */
function serve() {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    try {
      const body = await readFile(join(dir, path.endsWith('/') ? `${path}index.html` : path));
      const type = TYPES[extname(path)] ?? 'application/octet-stream';
      response.writeHead(200, { 'content-type': type, 'cache-control': 'max-age=3600' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: server.address().port })),
  );
}

const index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter(
  (entry) =>
    entry.type === 'story' &&
    (positionals.length === 0 || positionals.some((part) => entry.id.includes(part))),
);

const { server, port } = await serve();
const browser = await chromium.launch({
  executablePath: chromiumExecutablePath,
  args: chromiumArgs,
});
const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
const pageErrors = [];
page.on('pageerror', (error) => pageErrors.push(error.message));
await page.goto(`http://127.0.0.1:${port}/iframe.html`);
await page.waitForFunction(() => globalThis.__STORYBOOK_PREVIEW__?.storyStoreValue);

const started = Date.now();
const failures = [];
for (const { id, title, name, tags } of stories) {
  // The viewport the story asks for (globals.viewport), as the manager sizes the frame for it.
  const size = await page.evaluate(async (storyId) => {
    const preview = globalThis.__STORYBOOK_PREVIEW__;
    const story = await preview.storyStoreValue.loadStory({ storyId });
    const wanted = story.storyGlobals?.viewport?.value ?? story.globals?.viewport?.value;
    const styles = wanted && story.parameters.viewport?.options?.[wanted]?.styles;
    return styles
      ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) }
      : null;
  }, id);
  await page.setViewportSize(size ?? { width: 1200, height: 900 });
  const result = await page.evaluate(
    (storyId) =>
      new Promise((resolve) => {
        const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
        const errors = [];
        const onThrew = (error) => errors.push(error?.message ?? String(error));
        const onException = (error) => errors.push(error?.message ?? String(error));
        const done = (outcome) => {
          channel.off('playFunctionThrewException', onThrew);
          channel.off('storyThrewException', onException);
          channel.off('storyErrored', onErrored);
          channel.off('storyFinished', onFinished);
          clearTimeout(timer);
          resolve(outcome);
        };
        const onErrored = (error) => done({ status: 'error', errors: [error?.title ?? 'errored'] });
        const onFinished = (event) => {
          if (event.storyId !== storyId) return;
          const failedReports = event.reporters.filter((report) => report.status === 'failed');
          for (const report of failedReports)
            errors.push(
              `${report.type}: ${JSON.stringify(report.result?.violations?.map((v) => v.id) ?? report.result)}`,
            );
          done({ status: errors.length ? 'error' : event.status, errors });
        };
        const timer = setTimeout(() => done({ status: 'timeout', errors }), 30_000);
        channel.on('playFunctionThrewException', onThrew);
        channel.on('storyThrewException', onException);
        channel.on('storyErrored', onErrored);
        channel.on('storyFinished', onFinished);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    id,
  );
  if (result.status === 'timeout') {
    // A story that never finished may hold the preview: start the next one on a fresh page.
    await page.reload();
    await page.waitForFunction(() => globalThis.__STORYBOOK_PREVIEW__?.storyStoreValue);
  }
  if (result.status !== 'success') {
    failures.push({ id, title, name, play: tags.includes('play-fn'), ...result });
    // The first lines of each error: testing-library appends the whole DOM.
    const brief = result.errors.map((error) => error.split('\n').slice(0, 3).join('\n      '));
    console.log(`✖ ${title} › ${name} (${id})\n    ${brief.join('\n    ')}`);
  }
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const plays = stories.filter((story) => story.tags.includes('play-fn')).length;
const failedPlays = failures.filter((failure) => failure.play).length;
console.log(
  `\n${stories.length - failures.length} of ${stories.length} stories passed in the built Storybook` +
    ` (${plays - failedPlays} of ${plays} with a play function) in ${seconds}s`,
);
if (pageErrors.length) console.log(`page errors:\n  ${[...new Set(pageErrors)].join('\n  ')}`);
await browser.close();
server.close();
process.exit(failures.length ? 1 : 0);
