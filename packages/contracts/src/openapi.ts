/**
 * An OpenAPI 3.1 document generated from the records, for backend teams and API tooling.
 * Nothing here restates a path or a shape: it reads them off `records`.
 */
import type { TSchema } from 'typebox';
import { records, type EndpointRecord } from './records';
import { Header } from './headers';
import { TOKEN_HEADER } from './records/token-header';

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
    description: [record.description, route.addition ? 'Our addition: not in the spec.' : '']
      .filter(Boolean)
      .join('\n\n'),
    tags: [route.group],
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
        `Every call carries the headers ${Header.appId}, ${Header.appChannel} (google) and ${Header.deviceType} (3).`,
    },
    paths,
  };
}
