/**
 * The mock's /docs reference page: with the dev routes only, the document from the records; and
 * the mock's refusals as the published document describes them.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiJson } from '@xinghe/contracts/openapi';
import { OPENAPI_FILE } from '@xinghe/contracts/pact/files';
import { createAjv } from '@xinghe/contracts/pact/replySchemas';
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

/**
 * The mock's own refusals against the published document (the committed file), as any OpenAPI
 * tool would check them: the 200 reply of each operation, resolved in the document, with Ajv 2020.
 */
describe('the published document describes the mock’s refusals', () => {
  const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const ajv = createAjv();
  // The document as one schema: its replies' $refs (#/components/...) resolve inside it. Its
  // OpenAPI keywords are not JSON Schema's, so Ajv is told to leave them alone.
  ajv.addVocabulary(['openapi', 'info', 'servers', 'tags', 'paths', 'components']);
  ajv.addSchema(document, 'openapi.json');
  const replyOf = (path: string, method: string) => {
    const pointer = `/paths/${path.replaceAll('/', '~1')}/${method}/responses/200/content/application~1json/schema`;
    return ajv.compile({ $ref: `openapi.json#${pointer}` });
  };

  let mock: Awaited<ReturnType<typeof buildMockApi>>;
  beforeAll(async () => {
    mock = await buildMockApi({ dbFile: ':memory:', devRoutes: false });
  });
  afterAll(() => mock.close());

  it('a 400 for a value outside a closed list', async () => {
    const reply = await mock.inject('/v3/web/api/home?chName=bogus');
    expect(reply.json()).toMatchObject({ code: 400, data: null });
    const validate = replyOf('/v3/web/api/home', 'get');
    expect(validate(reply.json()), JSON.stringify(validate.errors)).toBe(true);
    // The document does not take just anything: a code the endpoint never answers fails.
    expect(validate({ ...reply.json(), code: 409 })).toBe(false);
  });

  it('a 401 without a token', async () => {
    const reply = await mock.inject('/user/points');
    expect(reply.json()).toMatchObject({ code: 401, data: null });
    const validate = replyOf('/user/points', 'get');
    expect(validate(reply.json()), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...reply.json(), data: { balance: 'none' } })).toBe(false);
  });
});
