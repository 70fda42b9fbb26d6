/**
 * Breaking changes between two OpenAPI documents of the contract (the released one and the
 * current one): a removed endpoint, a removed or retyped reply field, a new required request
 * field or parameter, a narrowed list of accepted values, a reply content type that changed.
 * Additions (new endpoints, new optional fields) are listed apart: they break nobody.
 */
import { comparable } from './comparable';
import { schemaChanges, type Schema } from './schemas';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
}

export interface ContractChange {
  /** `METHOD /path` */
  endpoint: string;
  where: string;
  what: string;
}

export interface ContractDiff {
  breaking: ContractChange[];
  added: string[];
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

function operationsOf(doc: OpenApiDocument): Map<string, Operation> {
  const map = new Map<string, Operation>();
  for (const [path, byMethod] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = byMethod[method];
      if (operation) map.set(`${method.toUpperCase()} ${path}`, operation);
    }
  }
  return map;
}

function parameterChanges(before: Operation, after: Operation): Omit<ContractChange, 'endpoint'>[] {
  const out: Omit<ContractChange, 'endpoint'>[] = [];
  const key = (p: Parameter) => `${p.in} ${p.name}`;
  const old = new Map((before.parameters ?? []).map((p) => [key(p), p]));
  for (const parameter of after.parameters ?? []) {
    const previous = old.get(key(parameter));
    const where = `${parameter.in} parameter ${parameter.name}`;
    if (!previous) {
      if (parameter.required) out.push({ where, what: 'new required parameter' });
      continue;
    }
    if (parameter.required && !previous.required) out.push({ where, what: 'now required' });
    for (const change of schemaChanges(previous.schema, parameter.schema, 'request')) {
      out.push({
        where: change.where === '(whole)' ? where : `${where}.${change.where}`,
        what: change.what,
      });
    }
  }
  return out;
}

function bodyChanges(before: Operation, after: Operation): Omit<ContractChange, 'endpoint'>[] {
  const schemaOf = (op: Operation) => op.requestBody?.content?.['application/json']?.schema;
  const out: Omit<ContractChange, 'endpoint'>[] = [];
  if (after.requestBody?.required && !before.requestBody) {
    out.push({ where: 'request body', what: 'new required body' });
    return out;
  }
  for (const change of schemaChanges(schemaOf(before), schemaOf(after), 'request')) {
    out.push({ where: `request body ${change.where}`, what: change.what });
  }
  return out;
}

function replyChanges(before: Operation, after: Operation): Omit<ContractChange, 'endpoint'>[] {
  const out: Omit<ContractChange, 'endpoint'>[] = [];
  for (const [status, response] of Object.entries(before.responses ?? {})) {
    const next = after.responses?.[status];
    if (!next) {
      out.push({ where: `reply ${status}`, what: 'removed' });
      continue;
    }
    for (const [type, content] of Object.entries(response.content ?? {})) {
      const nextContent = next.content?.[type];
      if (!nextContent) {
        const now = Object.keys(next.content ?? {}).join(', ') || 'none';
        out.push({ where: `reply ${status}`, what: `content type ${type} → ${now}` });
        continue;
      }
      for (const change of schemaChanges(content.schema, nextContent.schema, 'response')) {
        out.push({ where: `reply ${change.where}`, what: change.what });
      }
    }
  }
  return out;
}

export function contractDiff(before: OpenApiDocument, after: OpenApiDocument): ContractDiff {
  const [old, current] = [operationsOf(comparable(before)), operationsOf(comparable(after))];
  const breaking: ContractChange[] = [];
  for (const [endpoint, operation] of old) {
    const next = current.get(endpoint);
    if (!next) {
      breaking.push({ endpoint, where: 'endpoint', what: 'removed' });
      continue;
    }
    for (const change of [
      ...parameterChanges(operation, next),
      ...bodyChanges(operation, next),
      ...replyChanges(operation, next),
    ]) {
      breaking.push({ endpoint, ...change });
    }
  }
  const added = [...current.keys()].filter((endpoint) => !old.has(endpoint));
  return { breaking, added };
}

export function formatDiff({ breaking, added }: ContractDiff): string {
  const lines = breaking.length
    ? [
        `${breaking.length} breaking change(s):`,
        ...breaking.map((c) => `  ✘ ${c.endpoint}: ${c.where}: ${c.what}`),
      ]
    : ['no breaking change'];
  if (added.length) lines.push(`${added.length} new endpoint(s):`, ...added.map((e) => `  + ${e}`));
  return lines.join('\n');
}
