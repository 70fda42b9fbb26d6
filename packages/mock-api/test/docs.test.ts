/** The mock's /docs reference page: with the dev routes only, the document from the records. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiJson } from '@xinghe/contracts/openapi';
import { buildMockApi } from '../src/app';

describe('/docs on the mock', () => {
  let dev: Awaited<ReturnType<typeof buildMockApi>>;
  let production: Awaited<ReturnType<typeof buildMockApi>>;
  beforeAll(async () => {
    dev = await buildMockApi({ dbFile: ':memory:', devRoutes: true });
    production = await buildMockApi({ dbFile: ':memory:', devRoutes: false });
  });
  afterAll(async () => {
    await dev.close();
    await production.close();
  });

  it('serves the page, its scripts and the OpenAPI document with the dev routes', async () => {
    const page = await dev.inject('/docs');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/docs/reference.js"></script>');
    expect((await dev.inject('/docs/openapi.json')).body).toBe(openApiJson());
    const bundle = await dev.inject('/docs/reference.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body).toContain('createApiReference');
    const start = await dev.inject('/docs/start.js');
    expect(start.body).toContain('"url":"/docs/openapi.json"');
    expect(start.body).toContain('"withDefaultFonts":false');
  });

  it('is not there without them', async () => {
    for (const path of ['/docs', '/docs/openapi.json', '/docs/reference.js']) {
      expect((await production.inject(path)).statusCode, path).toBe(404);
    }
  });
});
