/**
 * The OpenAPI document's shared parts: the schemas more than one place uses (named as the contract
 * exports them, written once under components/schemas and referenced elsewhere), the three headers
 * every call sends, and the token as a security scheme.
 */
import type { TSchema } from 'typebox';
import { APP_CHANNEL, APP_ID, DEVICE_TYPE, Header } from './headers';
import { jsonSchema2020, type JsonSchema, type RefOf } from './jsonSchema';
import type { EndpointRecord } from './records';
import { TOKEN_HEADER } from './records/token-header';
import * as exported from './schemas';

const SCHEMA_REF = '#/components/schemas/';

/** A schema worth a name: an object or a closed list, not a bare string or number. */
const isShape = (value: unknown): value is TSchema =>
  typeof value === 'object' &&
  value !== null &&
  ((value as { type?: unknown }).type === 'object' || Array.isArray((value as JsonSchema).anyOf));

/** Every schema object the contract exports, by its first export name (modules sort their keys). */
function exportedNames(): Map<object, string> {
  const names = new Map<object, string>();
  for (const [name, value] of Object.entries(exported) as [string, unknown][]) {
    if (isShape(value) && !names.has(value)) names.set(value, name);
  }
  return names;
}

/** How often each named schema appears in the records' schemas (each use counts). */
function uses(records: EndpointRecord[], names: Map<object, string>): Map<object, number> {
  const count = new Map<object, number>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    if (names.has(node)) {
      count.set(node, (count.get(node) ?? 0) + 1);
      // Its inside is counted once, at its first use: it is written once.
      if (count.get(node)! > 1) return;
    }
    Object.values(node).forEach(walk);
  };
  for (const record of records) {
    // Parameters are written one by one: their object is never written, only its properties.
    for (const schema of [record.params, record.query]) {
      walk((schema as { properties?: unknown } | undefined)?.properties);
    }
    for (const schema of [record.body, record.response]) walk(schema);
  }
  return count;
}

export interface SharedSchemas {
  /** components/schemas: every shape used more than once, in name order. */
  schemas: Record<string, JsonSchema>;
  /** The reference to write for a sub-schema, when it is one of them. */
  refOf: RefOf;
}

export function sharedSchemas(records: EndpointRecord[]): SharedSchemas {
  const names = exportedNames();
  const count = uses(records, names);
  const shared = new Map(
    [...count].filter(([, n]) => n > 1).map(([schema]) => [schema, names.get(schema)!]),
  );
  const refOf: RefOf = (schema) => {
    const name = shared.get(schema);
    return name ? SCHEMA_REF + name : undefined;
  };
  const schemas = Object.fromEntries(
    [...shared]
      .sort(([, a], [, b]) => a.localeCompare(b))
      .map(([schema, name]) => [name, jsonSchema2020(schema, refOf)]),
  );
  return { schemas, refOf };
}

/** The headers every call of the site carries (SPEC section 7), as shared parameters. */
export const callHeaders = {
  AppId: { name: Header.appId, value: APP_ID, meaning: 'the application' },
  AppChannel: { name: Header.appChannel, value: APP_CHANNEL, meaning: 'the distribution channel' },
  DeviceType: { name: Header.deviceType, value: DEVICE_TYPE, meaning: 'the device type (3: web)' },
} as const;

export const headerParameters = Object.fromEntries(
  Object.entries(callHeaders).map(([key, { name, value, meaning }]) => [
    key,
    {
      name,
      in: 'header',
      // Optional: the site sends it with every call, and the mock does not refuse a call without it.
      required: false,
      description: `${meaning}; the site sends ${value} with every call`,
      schema: { type: 'string' },
      example: value,
    },
  ]),
);

export const headerRefs = Object.keys(callHeaders).map((key) => ({
  $ref: `#/components/parameters/${key}`,
}));

export const TOKEN_SCHEME = 'token';

export const securitySchemes = {
  [TOKEN_SCHEME]: {
    type: 'apiKey',
    in: 'header',
    name: Header.token,
    description: `The session token from POST /user/login. ${TOKEN_HEADER}`,
  },
};

/** Who may call: no token, a token (401 without a valid one), or either (a token when there is one). */
export function securityOf(auth: EndpointRecord['route']['auth']): Record<string, string[]>[] {
  if (auth === 'token') return [{ [TOKEN_SCHEME]: [] }];
  if (auth === 'optional-token') return [{}, { [TOKEN_SCHEME]: [] }];
  return [];
}
