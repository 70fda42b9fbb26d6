import { Type, type TLiteral, type TUnion } from 'typebox';

/** A tuple maps element by element; a plain array (`Object.values(...)`) to one literal of its union. */
type LiteralsOf<Values extends readonly string[]> = number extends Values['length']
  ? [TLiteral<Values[number]>]
  : { -readonly [I in keyof Values]: TLiteral<Values[I]> };

/**
 * A union of string literals built from one of the lists in literals.ts, so the list, the schema
 * and the type (`Static<>`, or `(typeof LIST)[number]`) cannot drift apart. The JSON Schema is the
 * same as a hand-written `Type.Union([Type.Literal(...), ...])`.
 */
export function literalUnion<const Values extends readonly string[]>(
  values: Values,
): TUnion<LiteralsOf<Values>> {
  return Type.Union(values.map((value) => Type.Literal(value))) as TUnion<LiteralsOf<Values>>;
}
