/**
 * An OpenAPI 3.1 document generated from the records, for backend teams and API tooling.
 * Nothing here restates a path or a shape: it reads them off `records`. What OpenAPI has no word
 * for is carried in `x-xinghe-*` extensions (listed in `EXTENSIONS`, explained in the document's
 * description), so tools that do not know them ignore them.
 * The committed copy (packages/contracts/openapi/openapi.json) is `openApiJson()` byte for byte;
 * a test fails when it is stale.
 */
import type { TSchema } from 'typebox';
import { REAL_API_SOURCES, records, shapeLine, type EndpointRecord } from './records';
import { ErrorCode } from './envelope';
import { Header } from './headers';
import { TOKEN_HEADER } from './records/token-header';
import { PROVIDER_STATE_HOOK_PATH } from './provider-state';

/** Our extensions, each with what it means (also written into the document). */
export const EXTENSIONS = {
  'x-xinghe-addition':
    'On an operation: true when the endpoint is our addition, not listed in the spec.',
  'x-xinghe-auth':
    'On an operation: none (no token), token (token header required, else code 401) or optional-token (sent when the viewer has one).',
  'x-xinghe-group': 'On an operation: the resource group of the records file that defines it.',
  'x-xinghe-shape':
    "On an operation: where its shape comes from. { from: 'real', sources } is the real API's as public client code shows it (docs/spec/REAL-API.md in the repository; sources are letters of x-xinghe-shape-sources); { from: 'spec' } the fields the spec names; { from: 'ours' } our design. ours: true beside real or spec: our fields stand beside those (optional beside real ones).",
  'x-xinghe-shape-sources':
    'On info: the source letters of x-xinghe-shape, each with its repository, files and site.',
  'x-xinghe-error-codes': 'On info: the envelope codes (code ≠ 0 is an error) by name.',
  'x-xinghe-provider-state-hook':
    'On info: the dev-only hook a server implements so the pact verifier can set provider states.',
} as const;

type Json = Record<string, unknown>;

function plain(schema: TSchema): Json {
  return JSON.parse(JSON.stringify(schema)) as Json;
}

/** Object schema properties as OpenAPI parameters of one location. */
function parameters(schema: TSchema | undefined, where: 'query' | 'path'): Json[] {
  if (!schema) return [];
  const { properties = {}, required = [] } = plain(schema) as {
    properties?: Record<string, Json>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema: property,
  }));
}

function operation(name: string, record: EndpointRecord): Json {
  const { route } = record;
  const tokenHeader =
    route.auth === 'none'
      ? []
      : [
          {
            name: Header.token,
            in: 'header',
            required: route.auth === 'token',
            description: TOKEN_HEADER,
            schema: { type: 'string' },
          },
        ];
  return {
    operationId: name,
    summary: record.summary,
    description: [
      shapeLine(record.shape),
      record.description,
      route.addition ? 'Our addition: not in the spec.' : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
    tags: [route.group],
    'x-xinghe-group': route.group,
    'x-xinghe-auth': route.auth,
    'x-xinghe-shape': record.shape,
    ...(route.addition ? { 'x-xinghe-addition': true } : {}),
    parameters: [
      ...parameters(record.params, 'path'),
      ...parameters(record.query, 'query'),
      ...tokenHeader,
    ],
    ...(record.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: plain(record.body) } },
          },
        }
      : {}),
    responses: {
      200: {
        description: 'Success, or an error carried in the envelope (code ≠ 0, Chinese msg)',
        content: { [record.produces ?? 'application/json']: { schema: plain(record.response) } },
      },
    },
  };
}

export function buildOpenApi(): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [name, record] of Object.entries(records) as [string, EndpointRecord][]) {
    const byMethod = (paths[record.route.path] ??= {});
    byMethod[record.route.method.toLowerCase()] = operation(name, record);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '星河影视 API',
      version: '1',
      description:
        'Every endpoint the site calls. Replies are `{ code, msg, data }`: code 0 is success. ' +
        `Every call carries the headers ${Header.appId}, ${Header.appChannel} (google) and ${Header.deviceType} (3).\n\n` +
        'Extensions: ' +
        Object.entries(EXTENSIONS)
          .map(([name, meaning]) => `\`${name}\`: ${meaning}`)
          .join(' ') +
        '\n\nShape sources (REAL-API.md): ' +
        Object.entries(REAL_API_SOURCES)
          .map(
            ([letter, { repository, files, site }]) =>
              `${letter} = ${repository} ${files.join(', ')} (${site})`,
          )
          .join('; ') +
        '.',
      'x-xinghe-error-codes': ErrorCode,
      'x-xinghe-shape-sources': REAL_API_SOURCES,
      'x-xinghe-provider-state-hook': {
        method: 'POST',
        path: PROVIDER_STATE_HOOK_PATH,
        body: '{ "state": string, "params": object, "action": "setup" | "teardown" }',
        reply: '{ "code": 0, "msg": "ok", "data": { values the interaction injects, e.g. token } }',
      },
    },
    paths,
  };
}

/** The document as committed: two-space JSON with a final newline. */
export function openApiJson(): string {
  return JSON.stringify(buildOpenApi(), null, 2) + '\n';
}
