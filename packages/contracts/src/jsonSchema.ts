/**
 * A TypeBox schema as plain JSON Schema 2020-12, the dialect of OpenAPI 3.1 and of the provider
 * verifier's Ajv. TypeBox writes tuples in draft-07's form (`items` as a list, `additionalItems`),
 * which 2020-12 spells `prefixItems` and `items`; everything else is already plain JSON Schema.
 */
import type { TSchema } from 'typebox';

export type JsonSchema = { [key: string]: unknown };

/** A sub-schema written as a reference instead (`#/components/schemas/Name`), or undefined. */
export type RefOf = (schema: object) => string | undefined;

function to2020(node: unknown, refOf?: RefOf, root = true): unknown {
  if (Array.isArray(node)) return node.map((item) => to2020(item, refOf, false));
  if (node === null || typeof node !== 'object') return node;
  const ref = root ? undefined : refOf?.(node);
  if (ref) return { $ref: ref };
  const out: JsonSchema = {};
  // Own enumerable keys only: TypeBox keeps its internals out of them.
  for (const [key, value] of Object.entries(node)) {
    if (value !== undefined) out[key] = to2020(value, refOf, false);
  }
  if (Array.isArray(out['items'])) {
    out['prefixItems'] = out['items'];
    if ('additionalItems' in out) out['items'] = out['additionalItems'];
    else delete out['items'];
    delete out['additionalItems'];
  }
  return out;
}

/**
 * The schema as JSON (no TypeBox internals), in the 2020-12 dialect; `refOf` names the
 * sub-schemas to write as references (the OpenAPI document's shared components).
 */
export function jsonSchema2020(schema: TSchema | object, refOf?: RefOf): JsonSchema {
  return to2020(schema, refOf) as JsonSchema;
}
