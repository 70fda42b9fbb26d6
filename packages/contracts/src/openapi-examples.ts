/**
 * An example per operation, from the published pact: the reply (and request body) of the first
 * interaction that calls it, as the consumer tests pinned them, and a refusal where one is pinned.
 * Only JSON bodies: binary replies have no example worth showing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { PACT_FILE } from '../pact/files';
import { routeOfRequest } from '../pact/routeOfRequest';

/** Where the curl examples send their requests: the site under `npm start`. */
export const CURL_ORIGIN = 'http://localhost:3000';

interface PactBody {
  content?: unknown;
  contentType?: string;
  encoded?: unknown;
}

interface PactInteraction {
  description: string;
  request: {
    method: string;
    path: string;
    query?: Record<string, string[]>;
    headers?: Record<string, string[]>;
    body?: PactBody;
  };
  response: { status: number; body?: PactBody };
}

export interface OperationExamples {
  /** A success (code 0), and a refusal when the pact pins one: keyed `success`, `refusal`. */
  reply: Record<string, { summary: string; value: unknown }>;
  request?: { summary: string; value: unknown };
  /** A curl command of the example's request, with every header the site sends. */
  curl?: string;
}

const quoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** The request as curl: the site's origin under npm start, its headers, its body. */
function curlOf(request: PactInteraction['request']): string {
  const query = new URLSearchParams(
    Object.entries(request.query ?? {}).flatMap(([key, values]) => values.map((v) => [key, v])),
  ).toString();
  const lines = [`curl ${quoted(`${CURL_ORIGIN}${request.path}${query ? `?${query}` : ''}`)}`];
  if (request.method.toUpperCase() !== 'GET')
    lines.push(`--request ${request.method.toUpperCase()}`);
  for (const [name, values] of Object.entries(request.headers ?? {})) {
    const value = name.toLowerCase() === 'token' ? 'YOUR_TOKEN' : values.join(', ');
    lines.push(`--header ${quoted(`${name}: ${value}`)}`);
  }
  const body = jsonOf(request.body);
  if (body !== undefined) lines.push(`--data ${quoted(JSON.stringify(body))}`);
  return lines.join(' \\\n  ');
}

const jsonOf = (body: PactBody | undefined) =>
  body && !body.encoded && /json/.test(body.contentType ?? '') ? body.content : undefined;

/** Examples by operationId, from the pact file (none when it is missing). */
export function pactExamples(file = PACT_FILE): Map<string, OperationExamples> {
  const byOperation = new Map<string, OperationExamples>();
  if (!existsSync(file)) return byOperation;
  const pact = JSON.parse(readFileSync(file, 'utf8')) as { interactions?: PactInteraction[] };
  for (const interaction of pact.interactions ?? []) {
    const name = routeOfRequest(interaction.request);
    if (!name) continue;
    const examples = byOperation.get(name) ?? { reply: {} };
    byOperation.set(name, examples);
    const reply = jsonOf(interaction.response.body);
    const kind =
      reply === undefined || (reply as { code?: unknown }).code === 0 ? 'success' : 'refusal';
    // The curl of a success when there is one (a binary reply counts as one).
    if (!examples.curl || (kind === 'success' && !examples.reply['success'])) {
      examples.curl = curlOf(interaction.request);
    }
    if (reply === undefined || examples.reply[kind]) continue;
    examples.reply[kind] = { summary: interaction.description, value: reply };
    const request = jsonOf(interaction.request.body);
    if (kind === 'success' && request !== undefined) {
      examples.request = { summary: interaction.description, value: request };
    }
  }
  return byOperation;
}
