/** SPEC section 5's query rule, for any parameters: empty values dropped, everything else sent. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanParams, toQueryString } from './params';

const value = fc.oneof(
  fc.constantFrom(undefined, null, ''),
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
);
const params = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), value, { maxKeys: 6 });
const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

describe('query parameters (property)', () => {
  it('drops exactly the empty, null and undefined values and keeps the rest as they are', () => {
    fc.assert(
      fc.property(params, (input) => {
        const cleaned = cleanParams(input);
        for (const [key, v] of Object.entries(input)) {
          if (isEmpty(v)) expect(Object.hasOwn(cleaned, key)).toBe(false);
          else expect(cleaned[key]).toBe(v);
        }
      }),
    );
  });

  it('sends every kept value, and only those, in the query string', () => {
    fc.assert(
      fc.property(params, (input) => {
        const query = toQueryString(input);
        const sent = new URLSearchParams(query.slice(1));
        for (const [key, v] of Object.entries(input)) {
          const expected = isEmpty(v) ? [] : (Array.isArray(v) ? v : [v]).map(String);
          expect(sent.getAll(key)).toEqual(expected);
        }
        expect(query === '' || query.startsWith('?')).toBe(true);
      }),
    );
  });
});
