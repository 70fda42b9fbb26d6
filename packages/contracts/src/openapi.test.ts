import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE, SPEC_DIR } from '../pact/files';
import { buildOpenApi, openApiJson } from './openapi';
import { REAL_API_SOURCES, type ShapeSource, type SourceLetter } from './records';
import { routes, type Route } from './routes';

type Operation = {
  operationId: string;
  description: string;
  parameters: { name: string; in: string }[];
  'x-xinghe-shape'?: ShapeSource;
  'x-xinghe-addition'?: boolean;
  'x-xinghe-auth'?: string;
};

/** The spec's endpoint list and the real API's evidence, as the repository keeps them. */
const ENDPOINTS_TSV = join(SPEC_DIR, 'endpoints.tsv');
const REAL_API_MD = join(SPEC_DIR, 'REAL-API.md');

/** The endpoints whose shapes REAL-API.md shows, with the sources it shows each by. */
const EVIDENCED: Record<string, SourceLetter[]> = {
  getHome: ['J', 'K'],
  filter: ['K', 'J', 'F', 'W'],
  getFilterCondition: ['F', 'T'],
  search: ['W', 'J'],
  getVodDetail: ['K', 'J', 'F'],
  getRecommend: ['S'],
  getChannelGroups: ['N'],
  getLiveStream: ['N'],
  getLivePlayUrl: ['N'],
};

describe('buildOpenApi', () => {
  const doc = buildOpenApi() as { paths: Record<string, Record<string, Operation>> };

  it('is the committed packages/contracts/openapi/openapi.json', () => {
    const committed = existsSync(OPENAPI_FILE) ? readFileSync(OPENAPI_FILE, 'utf8') : '';
    expect(
      committed === openApiJson(),
      'openapi.json is out of date with the records: run `pnpm openapi` (or `pnpm contract:update`, which also refreshes the pact) and commit it',
    ).toBe(true);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result).toMatchObject({ valid: true, specification: 'OpenAPI' });
    expect((doc as unknown as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('documents every route with its method, and marks our additions', () => {
    for (const route of Object.values(routes) as Route[]) {
      const operation = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, route.path).toBeDefined();
      expect(operation?.['x-xinghe-addition'], route.path).toBe(route.addition ? true : undefined);
      expect(operation?.['x-xinghe-auth']).toBe(route.auth);
    }
  });

  it('covers every method and path of the spec, none marked as an addition', () => {
    const lines = readFileSync(ENDPOINTS_TSV, 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'));
    expect(lines).toHaveLength(74);
    for (const line of lines) {
      const [method, path] = line.split('\t') as [string, string];
      const operation = doc.paths[path]?.[method.toLowerCase()];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.['x-xinghe-addition'], `${method} ${path}`).toBeUndefined();
    }
  });

  it('says where every shape comes from: the real API exactly where REAL-API.md shows it', () => {
    const operations = Object.values(doc.paths).flatMap((byMethod) => Object.values(byMethod));
    expect(operations).toHaveLength(Object.keys(routes).length);
    for (const operation of operations) {
      const shape = operation['x-xinghe-shape'];
      expect(shape?.from, operation.operationId).toMatch(/^(real|spec|ours)$/);
      expect(operation.description, operation.operationId).toMatch(/^Shape: /);
      const evidenced = EVIDENCED[operation.operationId];
      if (evidenced) {
        expect(shape, operation.operationId).toMatchObject({ from: 'real', sources: evidenced });
      } else {
        expect(shape?.from, operation.operationId).not.toBe('real');
      }
    }
  });

  it('names each source letter as REAL-API.md lists it, and only those', () => {
    const listed = readFileSync(REAL_API_MD, 'utf8')
      .split('\n')
      .filter((line) => /^- [A-Z] = /.test(line));
    expect(listed.map((line) => line[2])).toEqual(Object.keys(REAL_API_SOURCES));
    for (const line of listed) {
      const { repository, files, site } = REAL_API_SOURCES[line[2] as SourceLetter];
      for (const named of [repository, ...files]) expect(line, line[2]).toContain(named);
      expect(line).toContain(`(${site}`);
    }
    const info = (doc as unknown as { info: { description: string } }).info;
    expect(info.description).toContain('K = KAN314go/tvbox');
  });

  it('lists query and path parameters from the schemas', () => {
    const home = doc.paths['/v3/web/api/home']!.get!;
    expect(home.parameters).toContainEqual(
      expect.objectContaining({ name: 'chName', in: 'query' }),
    );
    const image = doc.paths['/api/images/{kind}/{name}']!.get!;
    expect(image.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual([
      'kind',
      'name',
    ]);
  });
});
