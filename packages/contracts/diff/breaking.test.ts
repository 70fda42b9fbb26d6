import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RELEASED_OPENAPI_FILE } from '../pact/files';
import { buildOpenApi } from '../src/openapi';
import { contractDiff, formatDiff, type OpenApiDocument } from './breaking';
import type { Schema } from './schemas';

const envelope = (data: Schema): Schema => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
});

/** One endpoint: a query, a body and a reply, each replaceable. */
function doc(parts: {
  query?: { name: string; required?: boolean; schema: Schema }[];
  body?: Schema;
  reply?: Schema;
  extra?: boolean;
}): OpenApiDocument {
  const operation = {
    parameters: (parts.query ?? []).map((p) => ({ in: 'query', ...p })),
    ...(parts.body && {
      requestBody: { required: true, content: { 'application/json': { schema: parts.body } } },
    }),
    responses: {
      200: {
        content: { 'application/json': { schema: envelope(parts.reply ?? { type: 'null' }) } },
      },
    },
  };
  return {
    paths: {
      '/api/v1/pay/qrcode': { post: operation },
      ...(parts.extra && { '/api/v1/extra': { get: operation } }),
    },
  };
}

const order: Schema = {
  type: 'object',
  required: ['orderId', 'amount', 'status'],
  properties: {
    orderId: { type: 'string' },
    amount: { type: 'integer' },
    status: { anyOf: [{ const: 'pending' }, { const: 'paid' }] },
    list: {
      type: 'array',
      items: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
    },
  },
};
const payBody: Schema = {
  type: 'object',
  required: ['productId'],
  additionalProperties: false,
  properties: {
    productId: { type: 'integer' },
    method: { anyOf: [{ const: 'alipay' }, { const: 'wechat' }] },
    note: { type: 'string', maxLength: 100 },
  },
};
const before = doc({
  body: payBody,
  reply: order,
  query: [{ name: 'page', schema: { type: 'integer' } }],
});

const whats = (after: OpenApiDocument) =>
  contractDiff(before, after).breaking.map((c) => `${c.where}: ${c.what}`);

describe('contractDiff', () => {
  it('finds nothing between a document and itself', () => {
    expect(contractDiff(before, before)).toEqual({ breaking: [], added: [] });
  });

  it('names a removed endpoint', () => {
    expect(contractDiff(before, { paths: {} }).breaking).toEqual([
      { endpoint: 'POST /api/v1/pay/qrcode', where: 'endpoint', what: 'removed' },
    ]);
  });

  it('lists a new endpoint and a new optional field as additions, not breaks', () => {
    const after = doc({
      body: { ...payBody, properties: { ...payBody.properties, coupon: { type: 'string' } } },
      reply: { ...order, properties: { ...order.properties, paidAt: { type: 'integer' } } },
      query: [{ name: 'page', schema: { type: 'integer' } }],
      extra: true,
    });
    expect(contractDiff(before, after)).toEqual({ breaking: [], added: ['GET /api/v1/extra'] });
  });

  it('names a removed reply field, also inside a list', () => {
    const { amount: _amount, ...rest } = order.properties!;
    const list: Schema = { type: 'array', items: { type: 'object', properties: {} } };
    const after = doc({
      body: payBody,
      reply: { ...order, properties: { ...rest, list } },
      query: before.paths!['/api/v1/pay/qrcode']!.post!.parameters as never,
    });
    expect(whats(after)).toEqual([
      'reply data.amount: removed from the reply',
      'reply data.list[].id: removed from the reply',
    ]);
  });

  it('names a retyped reply field (integer to string, integer to number)', () => {
    const after = doc({
      body: payBody,
      reply: {
        ...order,
        properties: {
          ...order.properties,
          orderId: { type: 'integer' },
          amount: { type: 'number' },
        },
      },
      query: [{ name: 'page', schema: { type: 'integer' } }],
    });
    expect(whats(after)).toEqual([
      'reply data.orderId: type string → integer',
      'reply data.amount: type integer → number',
    ]);
  });

  it('names a reply field that may now be missing and a reply value clients do not know', () => {
    const after = doc({
      body: payBody,
      reply: {
        ...order,
        required: ['orderId', 'status'],
        properties: {
          ...order.properties,
          status: { anyOf: [{ const: 'pending' }, { const: 'paid' }, { const: 'refunded' }] },
        },
      },
      query: [{ name: 'page', schema: { type: 'integer' } }],
    });
    expect(whats(after)).toEqual([
      'reply data.amount: may now be missing from the reply',
      'reply data.status: may now answer "refunded"',
    ]);
  });

  it('names a new required request field, a newly required one and a required parameter', () => {
    const after = doc({
      body: {
        ...payBody,
        required: ['productId', 'method', 'currency'],
        properties: { ...payBody.properties, currency: { type: 'string' } },
      },
      reply: order,
      query: [
        { name: 'page', schema: { type: 'integer' } },
        { name: 'lang', required: true, schema: { type: 'string' } },
      ],
    });
    expect(whats(after)).toEqual([
      'query parameter lang: new required parameter',
      'request body method: now required',
      'request body currency: new required field',
    ]);
  });

  it('names a narrowed enum, a tighter limit, a retyped and a dropped request field', () => {
    const { note: _note, ...rest } = payBody.properties!;
    const after = doc({
      body: {
        ...payBody,
        properties: {
          ...rest,
          method: { anyOf: [{ const: 'alipay' }] },
          productId: { type: 'string' },
        },
      },
      reply: order,
      query: [{ name: 'page', schema: { type: 'integer', maximum: 50 } }],
    });
    expect(whats(after)).toEqual([
      'query parameter page: maximum none → 50',
      'request body note: no longer accepted',
      'request body productId: type integer → string',
      'request body method: no longer accepts "wechat"',
    ]);
  });

  it('formats the changes one per line, naming the endpoint', () => {
    const text = formatDiff(contractDiff(before, { paths: {} }));
    expect(text).toBe('1 breaking change(s):\n  ✘ POST /api/v1/pay/qrcode: endpoint: removed');
  });
});

describe('the current contract', () => {
  const released = JSON.parse(readFileSync(RELEASED_OPENAPI_FILE, 'utf8')) as OpenApiDocument;
  const current = buildOpenApi() as OpenApiDocument;

  it('breaks nothing of the released one (packages/contracts/openapi/released.json)', () => {
    const diff = contractDiff(released, current);
    expect(
      diff.breaking,
      `${formatDiff(diff)}\nA breaking change must be agreed with the backend teams; once released, ` +
        'record it with `pnpm contract:diff --release`.',
    ).toEqual([]);
  });

  it('is caught when a reply loses a field (the check reads the real document)', () => {
    const broken = structuredClone(current) as {
      components: { schemas: Record<string, Schema> };
    };
    // The list's items are the shared WatchRecord (written once, referenced by the reply).
    delete broken.components.schemas['WatchRecord']!.properties!.position;
    expect(contractDiff(current, broken as OpenApiDocument).breaking).toContainEqual({
      endpoint: 'GET /user/dianbo/record',
      where: 'reply data.list[].position',
      what: 'removed from the reply',
    });
  });
});

describe('shared schemas and listed refusals', () => {
  const current = buildOpenApi() as OpenApiDocument & {
    components: { schemas: Record<string, Schema> };
  };

  it('reads a field through its shared schema: removing it from the component breaks', () => {
    const changed = structuredClone(current);
    delete changed.components.schemas['VideoCard']!.properties!['name'];
    const { breaking } = contractDiff(current, changed);
    expect(breaking.length).toBeGreaterThan(0);
    expect(breaking.map((c) => c.what)).toContain('removed from the reply');
    expect(breaking.every((c) => c.where.endsWith('name'))).toBe(true);
  });

  it('compares replies by their success shape: listing refusals beside it breaks nothing', () => {
    const released = JSON.parse(readFileSync(RELEASED_OPENAPI_FILE, 'utf8')) as OpenApiDocument;
    expect(contractDiff(released, current).breaking).toEqual([]);
  });
});
