/**
 * Refusals in the OpenAPI document, from the one code table (`ErrorCode`) and each record's
 * codes (`errorCodesOf`). A JSON endpoint refuses with HTTP 200 and the envelope (code ≠ 0, a
 * Chinese msg, data null; a 429's data carries the wait), so its 200 reply is the success or one
 * of its refusals; a binary endpoint (images, media) keeps the HTTP status. Before any route, a
 * server answers an unreadable request (URL or headers too long, body too large, too slow) and a
 * fault with the HTTP status and the same envelope.
 */
import { jsonSchema2020, type JsonSchema } from './jsonSchema';
import { errorCodesOf, REFUSAL_CODES, REFUSAL_MEANINGS, type EndpointRecord } from './records';
import { ErrorEnvelope, RateLimitedEnvelope } from './schemas/envelope';
import { ErrorCode } from './envelope';

/** Component names of the refusal envelopes: contract:diff compares the success reply without them. */
export const REFUSAL_SCHEMA = 'Refusal';
export const RATE_LIMITED_SCHEMA = 'RateLimitedRefusal';
export const REFUSAL_SCHEMAS = [REFUSAL_SCHEMA, RATE_LIMITED_SCHEMA] as const;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const refusalSchemas = {
  [REFUSAL_SCHEMA]: {
    ...jsonSchema2020(ErrorEnvelope),
    description: 'A refusal: code from the code table (info.description), a Chinese msg, no data',
  },
  [RATE_LIMITED_SCHEMA]: {
    ...jsonSchema2020(RateLimitedEnvelope),
    description: 'A rate-limited refusal (code 429): data says how long to wait',
  },
};

const nameOf = new Map<number, string>(Object.entries(REFUSAL_CODES).map(([n, c]) => [c, n]));

/** `400 BadRequest, 401 Unauthorized` */
const listed = (codes: number[]) => codes.map((code) => `${code} ${nameOf.get(code)}`).join(', ');

/** The refusals one envelope may be, as schemas (none for an endpoint that never refuses). */
function refusalAlternatives(codes: number[]): JsonSchema[] {
  const plain = codes.filter((code) => code !== ErrorCode.TooManyRequests);
  return [
    ...(plain.length
      ? [{ type: 'object', allOf: [ref(REFUSAL_SCHEMA)], properties: { code: { enum: plain } } }]
      : []),
    ...(codes.includes(ErrorCode.TooManyRequests) ? [ref(RATE_LIMITED_SCHEMA)] : []),
  ];
}

/** The 200 reply's schema and description of a JSON endpoint. */
export function jsonReply(record: EndpointRecord, success: JsonSchema) {
  const codes = errorCodesOf(record);
  if (codes.length === 0) return { description: 'Success (code 0)', schema: success };
  return {
    description: `Success (code 0), or a refusal in the envelope: code ${listed(codes)}`,
    schema: { anyOf: [success, ...refusalAlternatives(codes)] },
  };
}

/** A binary endpoint's refusals, each under its HTTP status. */
export function statusReplies(record: EndpointRecord): Record<string, JsonSchema> {
  return Object.fromEntries(
    errorCodesOf(record).map((code) => [
      String(code),
      {
        description: `Refused: code ${code} ${nameOf.get(code)} in the envelope`,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              allOf: [ref(REFUSAL_SCHEMA)],
              properties: { code: { const: code } },
            },
          },
        },
      },
    ]),
  );
}

/** Replies every operation may get before or beside its route: shared components/responses. */
export const sharedResponses = {
  Unreadable: {
    description:
      'A request the server cannot read (URL or headers too long, body too large, sent too ' +
      'slowly, malformed): the HTTP status, and the envelope with the same code',
    content: { 'application/json': { schema: ref(REFUSAL_SCHEMA) } },
  },
  Unavailable: {
    description:
      'A fault (500), the API unreachable through the host (502, 504) or the host too busy ' +
      '(503, with Retry-After): the HTTP status, and the envelope with the same code',
    content: { 'application/json': { schema: ref(REFUSAL_SCHEMA) } },
  },
};

export const sharedResponseRefs = {
  '4XX': { $ref: '#/components/responses/Unreadable' },
  '5XX': { $ref: '#/components/responses/Unavailable' },
};

/** The code table as Markdown, for the document's description (shown on /docs). */
export function codeTableMarkdown(): string {
  return [
    '| code | name | meaning |',
    '| --- | --- | --- |',
    '| 0 | OK | success: data holds the reply |',
    ...Object.entries(REFUSAL_CODES).map(
      ([name, code]) =>
        `| ${code} | ${name} | ${REFUSAL_MEANINGS[name as keyof typeof REFUSAL_MEANINGS]} |`,
    ),
  ].join('\n');
}
