/**
 * What a verification run found, per interaction and per endpoint, from the pact files and the
 * Pact core's JSON report (`{ result, interactionResults: [{ description, result, mismatch }] }`),
 * and the table the command prints.
 */
import { readFileSync } from 'node:fs';
import { routes, type RouteName } from '../src/routes';
import type { SchemaProblem } from './replySchemas';
import { routeOfRequest } from './routeOfRequest';

export interface PactInteraction {
  description: string;
  states: { name: string; params?: unknown }[];
  method: string;
  path: string;
  /** `METHOD /path` as the contract writes it (`{id}`), or the request's own path if none. */
  endpoint: string;
  /** The contract's operationId (the route's name), when the request is one of its routes. */
  operation?: RouteName;
}

export interface InteractionResult extends PactInteraction {
  ok: boolean;
  /** Why it failed: one line per mismatch or refused provider state. */
  problems: string[];
}

export interface EndpointResult {
  endpoint: string;
  passed: number;
  failed: number;
}

export interface Verification {
  ok: boolean;
  interactions: InteractionResult[];
  endpoints: EndpointResult[];
}

export function interactionsOf(pactFiles: string[]): PactInteraction[] {
  return pactFiles.flatMap((file) => {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as {
      interactions?: {
        description: string;
        providerStates?: { name: string; params?: unknown }[];
        request: { method: string; path: string };
      }[];
    };
    return (pact.interactions ?? []).map(({ description, providerStates, request }) => {
      const name = routeOfRequest(request);
      const route = name ? routes[name] : undefined;
      const endpoint = route
        ? `${route.method} ${route.path}`
        : `${request.method.toUpperCase()} ${request.path}`;
      return {
        description,
        states: providerStates ?? [],
        method: request.method.toUpperCase(),
        path: request.path,
        endpoint,
        ...(name ? { operation: name } : {}),
      };
    });
  });
}

interface CoreMismatch {
  type?: string;
  message?: string;
  mismatches?: { mismatch?: string; description?: string; path?: string; type?: string }[];
}

/** The core's JSON report, as far as it is read here. */
interface CoreReport {
  result?: boolean;
  interactionResults?: { description?: string; result?: string; mismatch?: CoreMismatch }[];
  errors?: { interaction?: string; mismatch?: CoreMismatch }[];
}

/** A provider state the server refused to set up (the core itself goes on as if it had). */
export interface StateFailure {
  state: string;
  params: unknown;
  message: string;
}

/** Parameters compared whatever the order of their keys. */
function sameParams(a: unknown, b: unknown): boolean {
  const key = (value: unknown) =>
    JSON.stringify(Object.entries((value ?? {}) as Record<string, unknown>).sort());
  return key(a) === key(b);
}

function problemsOf(mismatch: CoreMismatch | undefined): string[] {
  const list = mismatch?.mismatches ?? [];
  if (list.length === 0) return [mismatch?.message ?? mismatch?.type ?? 'failed'];
  return list.map((m) =>
    [m.path, m.mismatch ?? m.description ?? m.type].filter(Boolean).join(': '),
  );
}

function parseReport(output: unknown): CoreReport | null {
  try {
    const report: unknown = typeof output === 'string' ? JSON.parse(output) : output;
    return report && typeof report === 'object' ? (report as CoreReport) : null;
  } catch {
    return null;
  }
}

/**
 * The interactions a reply that broke its schema belongs to: those that made that very request,
 * else (a path with a value a provider state gave) every one of its endpoint.
 */
function interactionsOfProblem(interactions: PactInteraction[], problem: SchemaProblem) {
  const same = interactions.filter((i) => i.method === problem.method && i.path === problem.path);
  return same.length > 0 ? same : interactions.filter((i) => i.endpoint === problem.endpoint);
}

/**
 * Reads the core's report. Output that is not its JSON fails every interaction with the text; a
 * refused provider state fails the interactions that name it with those parameters; a reply that
 * broke its record's schema fails the interactions that asked for it.
 */
export function resultsOf(
  interactions: PactInteraction[],
  output: unknown,
  stateFailures: StateFailure[] = [],
  schemaProblems: SchemaProblem[] = [],
): Verification {
  const report = parseReport(output);
  const failures = new Map<string, string[]>();
  const fail = (description: string, problems: string[]) =>
    failures.set(description, [...(failures.get(description) ?? []), ...problems]);
  if (!report) {
    for (const { description } of interactions) fail(description, [String(output)]);
  } else {
    for (const result of report.interactionResults ?? []) {
      if (result.result !== 'OK') fail(result.description ?? '', problemsOf(result.mismatch));
    }
  }
  for (const interaction of interactions) {
    for (const failure of stateFailures) {
      const named = interaction.states.some(
        (state) => state.name === failure.state && sameParams(state.params, failure.params),
      );
      if (named) fail(interaction.description, [failure.message]);
    }
  }
  for (const problem of schemaProblems) {
    for (const { description } of interactionsOfProblem(interactions, problem)) {
      fail(description, [`schema: ${problem.message}`]);
    }
  }
  const results = interactions.map((interaction) => {
    // The same line from several replies (or mismatches) is said once.
    const problems = [...new Set(failures.get(interaction.description) ?? [])];
    return { ...interaction, ok: problems.length === 0, problems };
  });
  const byEndpoint = new Map<string, EndpointResult>();
  for (const { endpoint, ok } of results) {
    const row = byEndpoint.get(endpoint) ?? { endpoint, passed: 0, failed: 0 };
    if (ok) row.passed += 1;
    else row.failed += 1;
    byEndpoint.set(endpoint, row);
  }
  const endpoints = [...byEndpoint.values()].sort((a, b) => a.endpoint.localeCompare(b.endpoint));
  // The core's verdict counts too: a failure it reports but no interaction carries still fails.
  const ok = report?.result !== false && results.every((r) => r.ok);
  return { ok, interactions: results, endpoints };
}

/**
 * One line per endpoint, the totals, then every failed interaction with its reasons in full;
 * `verbose` lists every interaction under its endpoint as well.
 */
export function formatVerification(
  verification: Verification,
  { verbose = false }: { verbose?: boolean } = {},
): string {
  const width = Math.max(8, ...verification.endpoints.map((row) => row.endpoint.length));
  const lines: string[] = [];
  for (const { endpoint, passed, failed } of verification.endpoints) {
    lines.push(
      `${failed ? 'FAIL' : 'pass'}  ${endpoint.padEnd(width)}  ${passed}/${passed + failed}`,
    );
    if (!verbose) continue;
    for (const result of verification.interactions.filter((r) => r.endpoint === endpoint)) {
      lines.push(`        ${result.ok ? '✔' : '✘'} ${result.description}`);
    }
  }
  const failed = verification.interactions.filter((r) => !r.ok);
  const total = verification.interactions.length;
  const endpointsFailed = verification.endpoints.filter((row) => row.failed).length;
  lines.push(
    '',
    `${total - failed.length} of ${total} interactions passed; ` +
      `${verification.endpoints.length - endpointsFailed} of ${verification.endpoints.length} endpoints passed`,
  );
  for (const result of failed) {
    lines.push('', `✘ ${result.endpoint}: ${result.description}`);
    for (const problem of result.problems) lines.push(`    ${problem}`);
  }
  return lines.join('\n');
}
