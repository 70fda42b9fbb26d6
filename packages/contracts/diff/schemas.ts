/**
 * Breaking changes between two JSON Schemas of one place in the API. What breaks depends on the
 * direction: a reply may not lose or retype a field a client reads, nor gain values it does not
 * know; a request may not need a field existing clients do not send, nor refuse values they do.
 */
export type Schema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
};

export type Direction = 'request' | 'response';

export interface SchemaChange {
  /** Where, e.g. `data.list[].position`. */
  where: string;
  what: string;
}

const members = (s: Schema): Schema[] | undefined => s.anyOf ?? s.oneOf;

function typesOf(s: Schema): Set<string> {
  const union = members(s);
  if (union) return new Set(union.flatMap((m) => [...typesOf(m)]));
  if (s.type) return new Set([s.type].flat());
  if (s.const !== undefined) {
    const c = s.const;
    if (c === null) return new Set(['null']);
    return new Set([
      typeof c === 'number' ? (Number.isInteger(c) ? 'integer' : 'number') : typeof c,
    ]);
  }
  if (s.enum) return new Set(s.enum.flatMap((v) => [...typesOf({ const: v })]));
  return new Set(); // any value
}

/** Every value `inner` allows is allowed by `outer` (an integer is a number; no type is any). */
function typesWithin(inner: Set<string>, outer: Set<string>): boolean {
  if (outer.size === 0) return true;
  if (inner.size === 0) return false;
  return [...inner].every((t) => outer.has(t) || (t === 'integer' && outer.has('number')));
}

/** The closed list of values a schema allows, or null when it is not one. */
function valuesOf(s: Schema): Set<string> | null {
  if (s.const !== undefined) return new Set([JSON.stringify(s.const)]);
  if (s.enum) return new Set(s.enum.map((v) => JSON.stringify(v)));
  const union = members(s);
  if (!union) return null;
  const sets = union.map(valuesOf);
  if (sets.some((set) => set === null)) return null;
  return new Set(sets.flatMap((set) => [...set!]));
}

const show = (values: string[]) => values.join(', ');

/** Limits that, tightened on a request, refuse values clients send today. */
function tightenedLimits(before: Schema, after: Schema): string[] {
  const found: string[] = [];
  const lower = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems'] as const;
  const upper = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'] as const;
  for (const key of lower) {
    const [b, a] = [before[key], after[key]];
    if (a !== undefined && (b === undefined || a > b)) found.push(`${key} ${b ?? 'none'} → ${a}`);
  }
  for (const key of upper) {
    const [b, a] = [before[key], after[key]];
    if (a !== undefined && (b === undefined || a < b)) found.push(`${key} ${b ?? 'none'} → ${a}`);
  }
  if (after.pattern !== undefined && after.pattern !== before.pattern) {
    found.push(`pattern ${before.pattern ?? 'none'} → ${after.pattern}`);
  }
  return found;
}

export function schemaChanges(
  before: Schema | undefined,
  after: Schema | undefined,
  direction: Direction,
  where = '',
): SchemaChange[] {
  if (!before || !after) return [];
  const out: SchemaChange[] = [];
  const at = where || '(whole)';
  const [typesBefore, typesAfter] = [typesOf(before), typesOf(after)];
  const retyped =
    direction === 'response'
      ? !typesWithin(typesAfter, typesBefore)
      : !typesWithin(typesBefore, typesAfter);
  if (retyped) {
    out.push({
      where: at,
      what: `type ${show([...typesBefore]) || 'any'} → ${show([...typesAfter]) || 'any'}`,
    });
    return out;
  }
  const [valuesBefore, valuesAfter] = [valuesOf(before), valuesOf(after)];
  if (valuesBefore && valuesAfter) {
    if (direction === 'request') {
      const gone = [...valuesBefore].filter((v) => !valuesAfter.has(v));
      if (gone.length) out.push({ where: at, what: `no longer accepts ${show(gone)}` });
    } else {
      const added = [...valuesAfter].filter((v) => !valuesBefore.has(v));
      if (added.length) out.push({ where: at, what: `may now answer ${show(added)}` });
    }
  } else if (direction === 'request' && valuesAfter && !valuesBefore) {
    out.push({ where: at, what: `now only accepts ${show([...valuesAfter])}` });
  }
  if (direction === 'request') {
    for (const limit of tightenedLimits(before, after)) out.push({ where: at, what: limit });
  }
  out.push(...objectChanges(before, after, direction, where));
  if (before.items && after.items) {
    out.push(...schemaChanges(before.items, after.items, direction, `${where}[]`));
  }
  const [unionBefore, unionAfter] = [members(before), members(after)];
  if (unionBefore && unionAfter && unionBefore.length === unionAfter.length && !valuesBefore) {
    unionBefore.forEach((member, i) =>
      out.push(...schemaChanges(member, unionAfter[i], direction, where)),
    );
  }
  return out;
}

function objectChanges(
  before: Schema,
  after: Schema,
  direction: Direction,
  where: string,
): SchemaChange[] {
  if (!before.properties && !after.properties) return [];
  const out: SchemaChange[] = [];
  const propsBefore = before.properties ?? {};
  const propsAfter = after.properties ?? {};
  const requiredBefore = new Set(before.required ?? []);
  const requiredAfter = new Set(after.required ?? []);
  const path = (name: string) => (where ? `${where}.${name}` : name);
  if (direction === 'response') {
    for (const name of Object.keys(propsBefore)) {
      if (!(name in propsAfter)) out.push({ where: path(name), what: 'removed from the reply' });
      else if (requiredBefore.has(name) && !requiredAfter.has(name)) {
        out.push({ where: path(name), what: 'may now be missing from the reply' });
      }
    }
  } else {
    for (const name of requiredAfter) {
      if (!requiredBefore.has(name)) {
        out.push({
          where: path(name),
          what: name in propsBefore ? 'now required' : 'new required field',
        });
      }
    }
    if (after.additionalProperties === false) {
      for (const name of Object.keys(propsBefore)) {
        if (!(name in propsAfter)) out.push({ where: path(name), what: 'no longer accepted' });
      }
    }
  }
  for (const name of Object.keys(propsBefore)) {
    if (name in propsAfter) {
      out.push(...schemaChanges(propsBefore[name], propsAfter[name], direction, path(name)));
    }
  }
  return out;
}
