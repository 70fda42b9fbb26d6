import { Type, type TLiteral, type TSchemaOptions, type TUnion } from 'typebox';

/** A tuple maps element by element; a plain array (`Object.values(...)`) to one literal of its union. */
type LiteralsOf<Values extends readonly string[]> = number extends Values['length']
  ? [TLiteral<Values[number]>]
  : { -readonly [I in keyof Values]: TLiteral<Values[I]> };

/**
 * A union of string literals built from one of the lists in literals.ts, so the list, the schema
 * and the type (`Static<>`, or `(typeof LIST)[number]`) cannot drift apart. The JSON Schema is the
 * same as a hand-written `Type.Union([Type.Literal(...), ...])`.
 */
/** The keys of a code-to-text table of literals.ts (GENRES, VIP_PLANS ...), as a literal union. */
export const keyUnion = <const Table extends Readonly<Record<string, string>>>(
  table: Table,
  options?: TSchemaOptions,
) => literalUnion(Object.keys(table) as (keyof Table & string)[], options);

export function literalUnion<const Values extends readonly string[]>(
  values: Values,
  options?: TSchemaOptions,
): TUnion<LiteralsOf<Values>> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as TUnion<LiteralsOf<Values>>;
}
