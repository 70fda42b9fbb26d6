import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { PAY_METHODS } from '../literals';
import { literalUnion } from './literal-union';

describe('literalUnion', () => {
  it('writes the same JSON Schema as a hand-written union of literals', () => {
    const handWritten = Type.Union([
      Type.Literal('alipay'),
      Type.Literal('wechat'),
      Type.Literal('paypal'),
      Type.Literal('card'),
      Type.Literal('cools'),
    ]);
    expect(JSON.stringify(literalUnion(PAY_METHODS))).toBe(JSON.stringify(handWritten));
  });

  it('accepts every listed value and nothing else', () => {
    const schema = literalUnion(PAY_METHODS);
    for (const method of PAY_METHODS) expect(Value.Check(schema, method)).toBe(true);
    expect(Value.Check(schema, 'bitcoin')).toBe(false);
  });
});
