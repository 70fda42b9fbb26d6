/**
 * The contract's reference page on the host: at /docs in development, whatever the API upstream,
 * with nothing loaded from elsewhere (the page's scripts pass the host's CSP); never in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiJson } from '@xinghe/contracts/openapi';
import type { RunningHost } from '../server/start';
import { createClientDir, startFakeUpstream, startTestHost } from './host-helpers';

let client: ReturnType<typeof createClientDir>;
let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;

beforeAll(async () => {
  client = createClientDir();
  upstream = await startFakeUpstream();
});
afterAll(async () => {
  await upstream.close();
  client.remove();
});

const get = (host: RunningHost, path: string) => fetch(`http://127.0.0.1:${host.port}${path}`);

describe('/docs in development', () => {
  let host: RunningHost;
  beforeAll(async () => {
    host = await startTestHost(client.dir, { API_UPSTREAM: upstream.origin });
  });
  afterAll(() => host.close());

  it('serves a reference page whose scripts come from the host itself', async () => {
    const page = await get(host, '/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts).toEqual([' src="/docs/reference.js"', ' src="/docs/start.js"']);
    for (const src of ['/docs/reference.js', '/docs/start.js']) {
      const script = await get(host, src);
      expect(script.status, src).toBe(200);
      expect(script.headers.get('content-type')).toMatch(/javascript/);
      // Read to the end: an unread body keeps the connection busy, and closing the host waits for it.
      expect((await script.text()).length, src).toBeGreaterThan(0);
    }
  });

  it('serves the OpenAPI document generated from the records', async () => {
    const reply = await get(host, '/docs/openapi.json');
    expect(reply.status).toBe(200);
    expect(await reply.text()).toBe(openApiJson());
    // The API upstream was never asked: the page is the host's own.
    expect(upstream.received.filter((r) => r.url.startsWith('/docs'))).toEqual([]);
  });
});

describe('/docs in production', () => {
  let host: RunningHost;
  beforeAll(async () => {
    host = await startTestHost(client.dir, {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://www.xinghe.test',
      API_UPSTREAM: upstream.origin,
    });
  });
  afterAll(() => host.close());

  it('is not there', async () => {
    for (const path of ['/docs/openapi.json', '/docs/reference.js']) {
      expect((await get(host, path)).status, path).toBe(404);
    }
    expect(await (await get(host, '/docs')).text()).not.toContain('/docs/reference.js');
  });
});
