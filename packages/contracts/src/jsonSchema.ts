/**
 * A TypeBox schema as plain JSON Schema 2020-12, the dialect of OpenAPI 3.1 and of the provider
 * verifier's Ajv. TypeBox writes tuples in draft-07's form (`items` as a list, `additionalItems`),
 * which 2020-12 spells `prefixItems` and `items`; everything else is already plain JSON Schema.
 */
import type { TSchema } from 'typebox';

export type JsonSchema = { [key: string]: unknown };

function to2020(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(to2020);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = to2020(value);
  if (Array.isArray(out['items'])) {
    out['prefixItems'] = out['items'];
    if ('additionalItems' in out) out['items'] = out['additionalItems'];
    else delete out['items'];
    delete out['additionalItems'];
  }
  return out;
}

/** The schema as JSON (no TypeBox internals), in the 2020-12 dialect. */
export function jsonSchema2020(schema: TSchema): JsonSchema {
  return to2020(JSON.parse(JSON.stringify(schema))) as JsonSchema;
}
