/**
 * What the fuzz tests send: for one contract record, requests that differ from a plausible one in
 * a single part (a path parameter, a query field, the body or one body field), so a refusal is
 * about that part. Values come from the fixed corpus below or from fast-check's generators.
 */
import type { EndpointRecord } from '@xinghe/contracts';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

/** Values for a path or query parameter, as they arrive in a URL (already encoded). */
export const HOSTILE_SEGMENTS = [
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
export const HOSTILE_VALUES: unknown[] = [
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
export const HOSTILE_BODIES: { payload: string; contentType: string }[] = [
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

export function fieldsOf(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}

function paramNames(record: EndpointRecord): string[] {
  return [...record.route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** The path with `values` for its parameters (URL text, not encoded again) and 1 for the rest. */
function pathWith(record: EndpointRecord, values: Record<string, string> = {}): string {
  return record.route.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
}

const takesBody = (record: EndpointRecord) =>
  record.route.method === 'POST' || record.route.method === 'PUT';

const methodOf = (record: EndpointRecord) => record.route.method as InjectOptions['method'];

/** One request per corpus value for each part of the record. */
export function corpusRequests(record: EndpointRecord): InjectOptions[] {
  const method = methodOf(record);
  const base = pathWith(record);
  const requests: InjectOptions[] = [];
  for (const name of paramNames(record)) {
    for (const value of HOSTILE_SEGMENTS) {
      requests.push({ method, url: pathWith(record, { [name]: value }) });
    }
  }
  for (const name of fieldsOf(record.query)) {
    for (const value of HOSTILE_SEGMENTS)
      requests.push({ method, url: `${base}?${name}=${value}` });
    requests.push({ method, url: `${base}?${name}=1&${name}=2` });
    requests.push({ method, url: `${base}?${name}[]=1` });
  }
  if (takesBody(record)) {
    for (const { payload, contentType } of HOSTILE_BODIES) {
      requests.push({ method, url: base, payload, headers: { 'content-type': contentType } });
    }
    for (const name of fieldsOf(record.body)) {
      for (const value of HOSTILE_VALUES)
        requests.push({ method, url: base, payload: { [name]: value } });
    }
  }
  return requests;
}

/** Any text a URL can carry in one place, encoded as a browser would. */
const urlText = fc
  .oneof(
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.integer().map(String),
    fc.double().map(String),
    fc.bigInt().map(String),
    fc.constantFrom(...HOSTILE_SEGMENTS.map(decodeURIComponentSafe)),
  )
  .map(encodeURIComponent);

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Any JSON value, including the shapes no field takes. */
const jsonValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(...HOSTILE_VALUES));

/** Generated requests for the record: one part replaced, the rest plausible. */
export function arbitraryRequest(record: EndpointRecord): fc.Arbitrary<InjectOptions> {
  const method = methodOf(record);
  const base = pathWith(record);
  const choices: fc.Arbitrary<InjectOptions>[] = [];
  const params = paramNames(record);
  if (params.length > 0) {
    choices.push(
      fc
        .tuple(fc.constantFrom(...params), urlText)
        .map(([name, value]) => ({ method, url: pathWith(record, { [name]: value }) })),
    );
  }
  const query = fieldsOf(record.query);
  // Known fields and made-up ones, some repeated: parsers see arrays where they expect one value.
  choices.push(
    fc
      .array(
        fc.tuple(fc.oneof(fc.constantFrom(...query, 'x'), fc.string({ maxLength: 8 })), urlText),
        {
          maxLength: 4,
        },
      )
      .map((pairs) => ({
        method,
        url: `${base}?${pairs.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&')}`,
      })),
  );
  if (takesBody(record)) {
    const fields = fieldsOf(record.body);
    choices.push(
      fc
        .dictionary(
          fc.oneof(fc.constantFrom(...fields, '__proto__'), fc.string({ maxLength: 8 })),
          jsonValue,
          {
            maxKeys: 4,
          },
        )
        .map((body) => ({ method, url: base, payload: body })),
      jsonValue.map((body) => ({
        method,
        url: base,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      })),
    );
  }
  return fc.oneof(...choices);
}
