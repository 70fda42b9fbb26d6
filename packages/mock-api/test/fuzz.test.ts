/**
 * Hostile input on every endpoint of the contract: each path parameter, query field and body field
 * gets the values a careless or malicious client sends (wrong types, empty, huge, encoded bytes,
 * prototype keys), with and without a session. Whatever the reply, it is never a 5xx, and a JSON
 * reply is an envelope with a code. The list of endpoints is the contract's records, so an area
 * added later is fuzzed without touching this file.
 */
import { fillPath, records, type EndpointRecord } from '@xinghe/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi } from './helpers';
import { APP_START_TIMEOUT, loginAs, MEMBER_TEST_EMAIL } from './vod-helpers';

/** Values for a path or query parameter, as they arrive in a URL (already encoded). */
const HOSTILE_SEGMENTS = [
  '',
  '0',
  '-1',
  '1.5',
  '1e309',
  '9'.repeat(40),
  'abc',
  'null',
  '%00',
  '%E4',
  '..%2F..%2Fetc%2Fpasswd',
  '%3Cscript%3E',
  encodeURIComponent('电影'.repeat(300)),
  'x'.repeat(5000),
];

/** Values for a JSON body field. */
const HOSTILE_VALUES: unknown[] = [
  null,
  '',
  'x'.repeat(10_000),
  -1,
  0,
  1.5,
  Number.MAX_SAFE_INTEGER,
  true,
  [],
  [1, 2],
  {},
  { $gt: '' },
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '\u0000',
];

/** Whole bodies that are not what any endpoint takes. */
const HOSTILE_BODIES: { payload: string; contentType: string }[] = [
  { payload: '', contentType: 'application/json' },
  { payload: '{"a":', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '42', contentType: 'application/json' },
  {
    payload: '{"__proto__":{"isVip":true},"constructor":{"prototype":{"x":1}}}',
    contentType: 'application/json',
  },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: '<xml/>', contentType: 'text/xml' },
];

type AnyRecord = EndpointRecord;

const allRecords = Object.entries(records as Record<string, AnyRecord>);

function fieldsOf(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}

function paramNames(record: AnyRecord): string[] {
  return [...record.route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** A path with every parameter set to a plausible value, so one hostile part is tried at a time. */
function plainParams(record: AnyRecord): Record<string, string> {
  return Object.fromEntries(paramNames(record).map((name) => [name, '1']));
}

/** Builds the path by hand: fillPath encodes, and the hostile values are already URL text. */
function pathWith(record: AnyRecord, values: Record<string, string>): string {
  return record.route.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
}

function requestsFor(record: AnyRecord): InjectOptions[] {
  const method = record.route.method as InjectOptions['method'];
  const base = fillPath(record.route.path, plainParams(record));
  const requests: InjectOptions[] = [];
  for (const name of paramNames(record)) {
    for (const value of HOSTILE_SEGMENTS) {
      requests.push({ method, url: pathWith(record, { ...plainParams(record), [name]: value }) });
    }
  }
  for (const name of fieldsOf(record.query)) {
    for (const value of HOSTILE_SEGMENTS) {
      requests.push({ method, url: `${base}?${name}=${value}` });
    }
    requests.push({ method, url: `${base}?${name}=1&${name}=2` });
    requests.push({ method, url: `${base}?${name}[]=1` });
  }
  if (method === 'POST' || method === 'PUT') {
    for (const { payload, contentType } of HOSTILE_BODIES) {
      requests.push({ method, url: base, payload, headers: { 'content-type': contentType } });
    }
    for (const name of fieldsOf(record.body)) {
      for (const value of HOSTILE_VALUES) {
        requests.push({ method, url: base, payload: { [name]: value } });
      }
    }
  }
  return requests;
}

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await buildTestApi({
    devRoutes: true,
    // The limits would answer 429 after a few tries and hide what the handlers do with the input.
    rateLimits: Object.fromEntries(
      ['userExistPerIp', 'emailCodePerIp', 'loginPerIp', 'loginPerEmail', 'registerPerIp'].map(
        (name) => [name, { limit: 100_000, windowSeconds: 60 }],
      ),
    ),
  });
  token = await loginAs(app, MEMBER_TEST_EMAIL);
}, APP_START_TIMEOUT);
afterAll(() => app.close());

describe('hostile input on every endpoint', () => {
  it.each(allRecords)('%s never answers 5xx', async (_name, record) => {
    const failures: string[] = [];
    for (const request of requestsFor(record)) {
      for (const headers of [{}, { token }, { token: 'x'.repeat(3000) }]) {
        const response = await app.inject({
          ...request,
          headers: { ...request.headers, ...headers },
        });
        const where = `${request.method} ${String(request.url).slice(0, 120)}`;
        if (response.statusCode >= 500) failures.push(`${response.statusCode} ${where}`);
        if (response.headers['content-type']?.startsWith('application/json')) {
          const body = response.json<{ code?: unknown }>();
          if (typeof body.code !== 'number') failures.push(`no envelope: ${where}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
