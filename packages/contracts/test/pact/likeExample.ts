import { MatchersV3 } from '@pact-foundation/pact';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The parts of a JSON Schema the matchers follow. */
interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  /** One schema for every element, or one per position (a tuple). */
  items?: SchemaNode | SchemaNode[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
}

/**
 * Pact matchers from an example reply: every leaf matches by the type the record's schema gives it
 * (an `integer` field by integer, a `number` field by any number, so a server that stores 6.0577
 * seconds passes where the example says 5), every array by its first element. The example is first
 * checked against the schema, so the pact states the contract's shape rather than a second,
 * hand-written copy of it.
 */
export function likeExample(schema: TSchema, example: Json): unknown {
  if (!Value.Check(schema, example)) {
    const errors = [...Value.Errors(schema, example)].map((e) => JSON.stringify(e)).slice(0, 3);
    throw new Error(`pact example does not match its schema: ${errors.join('; ')}`);
  }
  return toMatchers(schema as SchemaNode, example);
}

/** The branch of a union the value belongs to (the schema itself when it is no union). */
function branchOf(schema: SchemaNode | undefined, value: Json): SchemaNode | undefined {
  const branches = schema?.anyOf ?? schema?.oneOf;
  if (!branches) return schema;
  return branches.find((branch) => Value.Check(branch as TSchema, value)) ?? schema;
}

function toMatchers(schema: SchemaNode | undefined, value: Json): unknown {
  const node = branchOf(schema, value);
  if (Array.isArray(value)) {
    // A tuple (a genre's [name, slug]) keeps its length: each position matches by its own type.
    if (Array.isArray(node?.items)) {
      const positions = node.items;
      return value.map((element, i) => toMatchers(positions[i], element));
    }
    if (value.length === 0) return [];
    return MatchersV3.eachLike(toMatchers(node?.items, value[0]!), 1);
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, toMatchers(node?.properties?.[k], v)]),
    );
  }
  if (value === null) return null;
  if (typeof value === 'number') {
    const types = [node?.type ?? []].flat();
    if (types.includes('integer')) return MatchersV3.integer(value);
    if (types.includes('number')) return MatchersV3.number(value);
    // No schema says (a hand-built part of an example): an integer stays an integer.
    if (Number.isInteger(value)) return MatchersV3.integer(value);
  }
  return MatchersV3.like(value);
}
