/**
 * The installable app through the host: the web app manifest with its own type, the service
 * worker asked again on every check and allowed by the CSP, and every page's head linking both
 * the manifest and Apple's touch icon.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '@xinghe/contracts/client';
import { APP_ICONS, MANIFEST_FILE, THEME_COLOUR, webManifest } from '../src/pwa/webManifest';
import { buildHost, createClientDir } from './host-helpers';

describe('the installable app', () => {
  const client = createClientDir();
  let host: FastifyInstance;
  beforeAll(async () => {
    writeFileSync(join(client.dir, MANIFEST_FILE), JSON.stringify(webManifest()));
    writeFileSync(join(client.dir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
    host = await buildHost({ clientDir: client.dir });
  });
  afterAll(async () => {
    await host.close();
    client.remove();
  });

  it('serves the manifest as application/manifest+json', async () => {
    const reply = await host.inject({ url: `/${MANIFEST_FILE}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = reply.json();
    expect(manifest).toMatchObject({ name: '星河影视', display: 'standalone', start_url: '/' });
  });

  it('serves the service worker uncached, for the whole site, under a CSP that lets it run', async () => {
    const reply = await host.inject({ url: '/sw.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers['service-worker-allowed']).toBe('/');
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toMatch(/worker-src 'self'/);
    // Other files keep their own caching.
    expect((await host.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe(
      'public, max-age=600',
    );
  });

  it('links the manifest and the touch icon from every page head, in every language', async () => {
    for (const url of ['/', '/movie', '/en/live', '/zh-TW/vod/detail/42', PAGE_PATHS.downloads]) {
      const reply = await host.inject({ url });
      expect(reply.body, url).toContain(`<link rel="manifest" href="/${MANIFEST_FILE}"`);
      expect(reply.body, url).toContain('<link rel="apple-touch-icon" href="/icons/');
    }
  });
});

describe('the web app manifest', () => {
  const manifest = webManifest();

  it('has what Chromium asks of an installable app', () => {
    expect(manifest.name).toBe('星河影视');
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/');
    expect(manifest.theme_color).toBe(THEME_COLOUR);
    expect(manifest.background_color).toBe(THEME_COLOUR);
    const sizes = (purpose: string) =>
      manifest.icons.filter((i) => i.purpose === purpose).map((i) => i.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.map((i) => i.src)).toEqual(APP_ICONS.map((i) => `/${i.file}`));
  });

  it('has shortcuts to 直播, 搜索 and 我的下载', () => {
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['直播', PAGE_PATHS.live],
      ['搜索', PAGE_PATHS.searchPhone],
      ['我的下载', PAGE_PATHS.downloads],
    ]);
  });
});
