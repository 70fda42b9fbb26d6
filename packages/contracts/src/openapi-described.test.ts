/**
 * What the OpenAPI document says beyond paths and shapes: refusals and their codes, the token as a
 * security scheme, the headers every call sends, an example per operation, the code table and the
 * state hook in its description; and that `redocly lint` (recommended rules) finds nothing.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE, REPO_DIR } from '../pact/files';
import { buildOpenApi } from './openapi';
import { errorCodesOf, records, REFUSAL_CODES, type EndpointRecord } from './records';
import { PROVIDER_STATE_HOOK_PATH } from './provider-state';

type Media = { schema: { anyOf?: { properties?: { code?: { enum?: number[] } } }[] } };
type Operation = {
  'x-codeSamples'?: { source: string }[];
  security: Record<string, string[]>[];
  parameters: { $ref?: string }[];
  responses: Record<string, { content?: Record<string, Media & { examples?: object }> }>;
};

const doc = buildOpenApi() as {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { in: string; name: string }> };
};
const all = Object.entries(records) as [string, EndpointRecord][];
const operationOf = (record: EndpointRecord) =>
  doc.paths[record.route.path]![record.route.method.toLowerCase()]!;

describe('the OpenAPI document', () => {
  it("lists each JSON endpoint's refusal codes beside its success, from the code table", () => {
    const getPoints = operationOf(records.getPoints).responses['200']!.content![
      'application/json'
    ]!;
    expect(getPoints.schema.anyOf?.[1]?.properties?.code?.enum).toEqual([401]);
    for (const [name, record] of all) {
      const codes = errorCodesOf(record);
      if (record.produces || codes.length === 0) continue;
      const listed = operationOf(record)
        .responses['200']!.content!['application/json']!.schema.anyOf!.slice(1)
        .flatMap((member) => member.properties?.code?.enum ?? [429]);
      expect(listed.sort(), name).toEqual(codes);
    }
  });

  it('asks for the token through a security scheme, where the route needs or takes one', () => {
    expect(doc.components.securitySchemes['token']).toMatchObject({ in: 'header', name: 'token' });
    for (const [name, record] of all) {
      const expected = { none: [], token: [{ token: [] }], 'optional-token': [{}, { token: [] }] };
      expect(operationOf(record).security, name).toEqual(expected[record.route.auth]);
    }
  });

  it('names the three headers every call sends, and shows an example of every JSON reply', () => {
    for (const [name, record] of all) {
      const operation = operationOf(record);
      expect(operation.parameters.map((p) => p.$ref).filter(Boolean), name).toEqual([
        '#/components/parameters/AppId',
        '#/components/parameters/AppChannel',
        '#/components/parameters/DeviceType',
      ]);
      const curl = operation['x-codeSamples']?.[0]?.source ?? '';
      expect(curl, name).toMatch(/^curl 'http:\/\/localhost:3000\//);
      // Images and media are read by the browser itself, as the pact's requests show: no headers.
      if (record.produces) continue;
      for (const header of ['app-id: xinghe-web', 'app-channel: google', 'device-type: 3']) {
        expect(curl, name).toContain(`--header '${header}'`);
      }
      if (record.route.auth === 'token') expect(curl, name).toContain("--header 'token: ");
      const examples = operation.responses['200']!.content!['application/json']!.examples;
      expect(Object.keys(examples ?? {}).length, name).toBeGreaterThan(0);
    }
  });

  it('shows the code table and the state hook in its description (the /docs page)', () => {
    for (const [name, code] of Object.entries(REFUSAL_CODES)) {
      expect(doc.info.description).toContain(`| ${code} | ${name} |`);
    }
    expect(doc.info.description).toContain(`POST ${PROVIDER_STATE_HOOK_PATH}`);
  });

  it('passes redocly lint with the recommended rules (exceptions in redocly.yaml)', () => {
    const run = spawnSync(
      join(REPO_DIR, 'node_modules', '.bin', 'redocly'),
      ['lint', OPENAPI_FILE, '--format=json', '--config', join(REPO_DIR, 'redocly.yaml')],
      { encoding: 'utf8', cwd: REPO_DIR },
    );
    const report = JSON.parse(run.stdout) as { totals: object; problems: unknown[] };
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(run.status).toBe(0);
  });
});
