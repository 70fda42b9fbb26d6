import { describe, expect, it } from 'vitest';
import { jsonSchema2020 } from '../src/jsonSchema';
import { records, type EndpointRecord } from '../src/records';
import { createAjv, createReplyChecker, jsonPath } from './replySchemas';

const reply = (body: unknown) => ({
  method: 'GET',
  url: '/user/points',
  status: 200,
  contentType: 'application/json; charset=utf-8',
  body: Buffer.from(JSON.stringify(body)),
});

const points = {
  balance: 700,
  checkedInToday: false,
  rules: { checkIn: 10, watch: 2, watchDailyCap: 10, invite: 100 },
  options: [{ id: 1, days: 1, points: 100 }],
  history: [{ kind: 'invite', points: 100, createdAt: 1780315200 }],
};

describe('the reply checker', () => {
  it("compiles every record's schemas with Ajv 2020 in strict mode", () => {
    const ajv = createAjv();
    let compiled = 0;
    for (const [name, record] of Object.entries(records) as [string, EndpointRecord][]) {
      for (const part of ['params', 'query', 'body', 'response'] as const) {
        const schema = record[part];
        if (!schema) continue;
        expect(() => ajv.compile(jsonSchema2020(schema)), `${name} ${part}`).not.toThrow();
        compiled += 1;
      }
    }
    expect(compiled).toBeGreaterThan(Object.keys(records).length);
  });

  it('passes a right reply and names the path and rule of a value outside a closed list', () => {
    const check = createReplyChecker();
    expect(check('getPoints', reply({ code: 0, msg: 'ok', data: points }))).toEqual([]);
    const bogus = { ...points, history: [{ ...points.history[0], kind: 'bogus' }] };
    expect(check('getPoints', reply({ code: 0, msg: 'ok', data: bogus }))).toEqual([
      '$.data.history[0].kind: "bogus" is not one of "checkIn", "watch", "invite", "exchange" (anyOf)',
    ]);
  });

  it('names a missing field and a value out of range', () => {
    const check = createReplyChecker();
    const { balance: _balance, ...withoutBalance } = points;
    const problems = check(
      'getPoints',
      reply({
        code: 0,
        msg: 'ok',
        data: { ...withoutBalance, options: [{ id: 0, days: 1, points: 1 }] },
      }),
    );
    expect(problems).toEqual([
      "$.data: must have required property 'balance' (required)",
      '$.data.options[0].id: 0 must be >= 1 (minimum)',
    ]);
  });

  it("holds a refusal to the error envelope and to the endpoint's codes", () => {
    const check = createReplyChecker();
    expect(check('getPoints', reply({ code: 401, msg: '请先登录', data: null }))).toEqual([]);
    expect(check('getPoints', reply({ code: 409, msg: '冲突', data: null }))).toEqual([
      '$.code: 409 is not a code this endpoint answers (401)',
    ]);
    expect(check('getPoints', reply({ code: 401, msg: '', data: {} }))).toEqual([
      '$.msg: "" must NOT have fewer than 1 characters (minLength)',
      '$.data: {} must be null (type)',
    ]);
  });

  it('writes JSON paths as JSONPath', () => {
    expect(jsonPath('')).toBe('$');
    expect(jsonPath('/data/history/0/kind')).toBe('$.data.history[0].kind');
    expect(jsonPath('/data/a~1b')).toBe('$.data["a/b"]');
  });
});
