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
import { jsonSchema2020, type RefOf } from './jsonSchema';
import {
  headerParameters,
  headerRefs,
  securityOf,
  securitySchemes,
  sharedSchemas,
} from './openapi-components';
import {
  codeTableMarkdown,
  jsonReply,
  refusalSchemas,
  sharedResponseRefs,
  sharedResponses,
  statusReplies,
} from './openapi-errors';
import { pactExamples, type OperationExamples } from './openapi-examples';
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

/** Object schema properties as OpenAPI parameters of one location. */
function parameters(schema: TSchema | undefined, where: 'query' | 'path', refOf: RefOf): Json[] {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema2020(schema, refOf) as {
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

/** The 200 reply and the refusals of one operation, with its pact examples. */
function responses(record: EndpointRecord, refOf: RefOf, examples?: OperationExamples): Json {
  const success = jsonSchema2020(record.response, refOf);
  if (record.produces) {
    return {
      200: { description: 'Success', content: { [record.produces]: { schema: success } } },
      ...statusReplies(record),
      ...sharedResponseRefs,
    };
  }
  const { description, schema } = jsonReply(record, success);
  const replyExamples = examples && Object.keys(examples.reply).length ? examples.reply : null;
  return {
    200: {
      description,
      content: {
        'application/json': { schema, ...(replyExamples ? { examples: replyExamples } : {}) },
      },
    },
    ...sharedResponseRefs,
  };
}

function operation(
  name: string,
  record: EndpointRecord,
  refOf: RefOf,
  examples?: OperationExamples,
): Json {
  const { route } = record;
  const body = record.body ? (refOf(record.body) ?? null) : null;
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
    security: securityOf(route.auth),
    // The reference page's generated snippets leave out optional headers; this one has them all.
    ...(examples?.curl
      ? { 'x-codeSamples': [{ lang: 'Shell', label: 'curl', source: examples.curl }] }
      : {}),
    parameters: [
      ...parameters(record.params, 'path', refOf),
      ...parameters(record.query, 'query', refOf),
      ...headerRefs,
    ],
    ...(record.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: body ? { $ref: body } : jsonSchema2020(record.body, refOf),
                ...(examples?.request ? { examples: { request: examples.request } } : {}),
              },
            },
          },
        }
      : {}),
    responses: responses(record, refOf, examples),
  };
}

/** The code table and the state hook, in Markdown: the reference page at /docs shows them. */
function errorsAndHook(): string {
  return [
    '## Replies and error codes',
    '',
    'Every JSON reply is `{ code, msg, data }`. A JSON endpoint answers HTTP 200 whatever the ' +
      'outcome: code 0 is success, any other code a refusal with a Chinese msg and data null ' +
      '(a 429 carries `data.retryAfterSeconds`). Each operation lists the codes it may answer. ' +
      'Images and media keep the HTTP status of a refusal; a request no route reads (too large, ' +
      'too slow, malformed) and a fault get the HTTP status too, with the same envelope.',
    '',
    codeTableMarkdown(),
    '',
    '## Provider states (outside production only)',
    '',
    `\`POST ${PROVIDER_STATE_HOOK_PATH}\` with \`{ "state": "user {email} is logged in", ` +
      '"params": { "email": "member@xinghe.test" }, "action": "setup" }` sets up a provider ' +
      'state of the pact and answers `{ code: 0, data: { token } }` with the values the ' +
      'interaction uses; `"action": "teardown"` after it. The pact verifier calls it before ' +
      'every interaction (`pnpm verify:provider --base-url URL`); the mock and `npm start` ' +
      'offer it outside production (docs/provider-states.md lists every state).',
  ].join('\n');
}

export function buildOpenApi(): Json {
  const all = Object.entries(records) as [string, EndpointRecord][];
  const { schemas, refOf } = sharedSchemas(all.map(([, record]) => record));
  const examples = pactExamples();
  const paths: Record<string, Record<string, Json>> = {};
  for (const [name, record] of all) {
    const byMethod = (paths[record.route.path] ??= {});
    byMethod[record.route.method.toLowerCase()] = operation(
      name,
      record,
      refOf,
      examples.get(name),
    );
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
        '.\n\n' +
        errorsAndHook(),
      'x-xinghe-error-codes': ErrorCode,
      'x-xinghe-shape-sources': REAL_API_SOURCES,
      'x-xinghe-provider-state-hook': {
        method: 'POST',
        path: PROVIDER_STATE_HOOK_PATH,
        body: '{ "state": string, "params": object, "action": "setup" | "teardown" }',
        reply: '{ "code": 0, "msg": "ok", "data": { values the interaction injects, e.g. token } }',
      },
    },
    // The origin that serves the document (the site's host or the mock) serves the API too.
    servers: [{ url: '/', description: 'The origin of this page: the site, or the mock' }],
    tags: [...new Set(all.map(([, record]) => record.route.group))]
      .sort()
      .map((name) => ({ name, description: `The ${name} endpoints` })),
    paths,
    components: {
      schemas: { ...refusalSchemas, ...schemas },
      responses: sharedResponses,
      parameters: headerParameters,
      securitySchemes,
    },
  };
}

/** The document as committed: two-space JSON with a final newline. */
export function openApiJson(): string {
  return JSON.stringify(buildOpenApi(), null, 2) + '\n';
}
