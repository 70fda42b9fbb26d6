/**
 * A document as the breaking-change check reads it: local references resolved (shared schemas and
 * parameters are written once and referenced), and each reply compared by its success shape. The
 * refusals an operation lists beside it (`anyOf: [success, refusal...]`) describe errors every
 * version could answer; they are not fields a client reads from a success.
 */
import { REFUSAL_SCHEMAS } from '../src/openapi-errors';

type Json = unknown;

const refusalRefs = new Set(REFUSAL_SCHEMAS.map((name) => `#/components/schemas/${name}`));

/** A member of a reply's anyOf that is one of the refusal envelopes (directly or through allOf). */
function isRefusal(member: Json): boolean {
  const node = member as { $ref?: string; allOf?: { $ref?: string }[] };
  return refusalRefs.has(node.$ref ?? '') || refusalRefs.has(node.allOf?.[0]?.$ref ?? '');
}

function resolve(root: Json, ref: string): Json {
  return ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, key) => (node as Record<string, Json>)[key], root);
}

function inline(node: Json, root: Json, depth = 0): Json {
  if (depth > 64) throw new Error('contract:diff: references nest deeper than 64 (a cycle?)');
  if (Array.isArray(node)) return node.map((item) => inline(item, root, depth));
  if (node === null || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as { $ref?: string };
  if (typeof $ref === 'string' && $ref.startsWith('#/')) {
    return inline({ ...(resolve(root, $ref) as object), ...rest }, root, depth + 1);
  }
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, inline(v, root, depth)]));
}

function successOnly(doc: Json): void {
  const paths = (doc as { paths?: Record<string, Record<string, Json>> }).paths ?? {};
  for (const byMethod of Object.values(paths)) {
    for (const operation of Object.values(byMethod)) {
      const responses = (operation as { responses?: Record<string, Json> }).responses ?? {};
      for (const response of Object.values(responses)) {
        const content = (response as { content?: Record<string, { schema?: Json }> }).content;
        for (const media of Object.values(content ?? {})) {
          const members = (media.schema as { anyOf?: Json[] } | undefined)?.anyOf;
          if (!members?.some(isRefusal)) continue;
          const kept = members.filter((member) => !isRefusal(member));
          media.schema = kept.length === 1 ? kept[0] : { anyOf: kept };
        }
      }
    }
  }
}

export function comparable<T>(doc: T): T {
  const copy = structuredClone(doc);
  successOnly(copy);
  return inline(copy, copy) as T;
}
