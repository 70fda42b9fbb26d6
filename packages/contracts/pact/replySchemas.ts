/**
 * Every reply checked against its record's schema with Ajv (JSON Schema 2020-12, formats from
 * ajv-formats): closed lists, formats, ranges, required fields and closed objects. The Pact
 * core matches by type only, so a value outside a closed list would pass it; this does not.
 * A refusal (code ≠ 0) is held to the error envelope and to the codes its endpoint may answer.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { records, errorCodesOf, type EndpointRecord } from '../src/records';
import { ErrorEnvelope, RateLimitedEnvelope } from '../src/schemas/envelope';
import { ErrorCode } from '../src/envelope';
import { jsonSchema2020 } from '../src/jsonSchema';
import { routes, type RouteName } from '../src/routes';

/** One reply as the verifier's recorder saw it. */
export interface Exchange {
  method: string;
  /** The request's path and query. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

/** A reply that broke its schema: which endpoint, where in the JSON, which rule. */
export interface SchemaProblem {
  endpoint: string;
  method: string;
  path: string;
  message: string;
}

/** A fresh Ajv in strict mode: a schema with a keyword it does not know fails to compile. */
export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true });
  addFormats.default(ajv);
  return ajv;
}

/** `/data/history/0/kind` as `$.data.history[0].kind`. */
export function jsonPath(instancePath: string): string {
  return (
    '$' +
    instancePath
      .split('/')
      .slice(1)
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((part) =>
        /^\d+$/.test(part)
          ? `[${part}]`
          : /^[\w$]+$/.test(part)
            ? `.${part}`
            : `[${JSON.stringify(part)}]`,
      )
      .join('')
  );
}

const shown = (value: unknown) => {
  const text = JSON.stringify(value);
  return text && text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** One line per place: a union's branch errors are summed up as the union's allowed values. */
export function describeErrors(errors: ErrorObject[]): string[] {
  const unions = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  const lines: string[] = [];
  for (const error of errors) {
    const at = jsonPath(error.instancePath);
    if (error.keyword === 'anyOf') {
      const branches = (error.schema as { const?: unknown }[]) ?? [];
      const values = branches.every((b) => 'const' in b) ? branches.map((b) => b.const) : null;
      lines.push(
        values
          ? `${at}: ${shown(error.data)} is not one of ${values.map(shown).join(', ')} (anyOf)`
          : `${at}: ${shown(error.data)} matches none of the allowed shapes (anyOf)`,
      );
      continue;
    }
    // The union's own line says it; its branches' would repeat it.
    if (unions.has(error.instancePath) && error.schemaPath.includes('/anyOf/')) continue;
    if (error.keyword === 'required') {
      lines.push(`${at}: ${error.message ?? 'misses a field'} (required)`);
      continue;
    }
    if (error.keyword === 'additionalProperties') {
      const extra = (error.params as { additionalProperty: string }).additionalProperty;
      lines.push(
        `${at}: has ${extra}, which the closed object does not allow (additionalProperties)`,
      );
      continue;
    }
    lines.push(`${at}: ${shown(error.data)} ${error.message ?? 'is invalid'} (${error.keyword})`);
  }
  return [...new Set(lines)];
}

/** The checks, compiled once for every record (throws when a record's schema does not compile). */
export function createReplyChecker(ajv: Ajv2020 = createAjv()) {
  const success = new Map<RouteName, ValidateFunction>();
  for (const [name, record] of Object.entries(records) as [RouteName, EndpointRecord][]) {
    if (!record.produces) success.set(name, ajv.compile(jsonSchema2020(record.response)));
  }
  const refusal = ajv.compile(jsonSchema2020(ErrorEnvelope));
  const rateLimited = ajv.compile(jsonSchema2020(RateLimitedEnvelope));

  /** Problems of one reply to a route; none when it is right or not JSON. */
  return function check(name: RouteName, exchange: Exchange): string[] {
    if (!/json/i.test(exchange.contentType)) return [];
    let reply: unknown;
    try {
      reply = JSON.parse(exchange.body.toString('utf8'));
    } catch {
      return ['$: the reply is not JSON, though its content type says so'];
    }
    const code = (reply as { code?: unknown } | null)?.code;
    if (typeof code === 'number' && code !== 0) {
      const validate = code === ErrorCode.TooManyRequests ? rateLimited : refusal;
      const problems = validate(reply) ? [] : describeErrors(validate.errors ?? []);
      const allowed = errorCodesOf(records[name]);
      if (!allowed.includes(code)) {
        problems.push(
          `$.code: ${code} is not a code this endpoint answers (${allowed.join(', ') || 'none'})`,
        );
      }
      return problems;
    }
    const validate = success.get(name);
    if (!validate) return [];
    return validate(reply) ? [] : describeErrors(validate.errors ?? []);
  };
}

/** The route an exchange was made to, as `METHOD /path` of the contract. */
export const endpointOf = (name: RouteName) => `${routes[name].method} ${routes[name].path}`;
