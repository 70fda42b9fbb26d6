/**
 * Verifies a running server against the site's pacts. Used by the mock's own provider test and by
 * backend teams (`pnpm verify:provider --base-url ...`) against their server: provider states go
 * through one hook URL on the server, so nothing here knows how a given server sets them up.
 * Mismatches do not throw: the result names every interaction and endpoint that failed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { PROVIDER_STATE_HOOK_PATH, type ProviderStateAction } from '../src/provider-state';
import type { RouteName } from '../src/routes';
import { PACT_FILE, PROVIDER } from './files';
import { startRecorder } from './recorder';
import { createReplyChecker, endpointOf, type SchemaProblem } from './replySchemas';
import { interactionsOf, resultsOf, type StateFailure, type Verification } from './results';
import { routeOfRequest } from './routeOfRequest';
import { assertStateHook } from './stateHook';

export interface VerifyOptions {
  /** The server under test, e.g. http://127.0.0.1:4000 */
  baseUrl: string;
  /** POST endpoint taking `{ state, params, action }`; default: the server's own hook. */
  stateHookUrl?: string;
  /** Default: the published pact (packages/contracts/pact/pacts/site-api.json). */
  pactFiles?: string[];
  /** Only the interactions of these operations (the contract's operationIds); default: all. */
  only?: readonly RouteName[];
  providerVersion?: string;
  logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error';
}

type Params = unknown;
/** What a state setup hands back: provider-state injected values (`${token}` in a request). */
type StateValues = { [key: string]: string | number | boolean | null };

/**
 * Every provider state named in the pacts, each handled by POSTing to the server's hook. A refused
 * setup is also written to `failures`: the core would go on with the interaction as if it held.
 */
export function stateHandlersFor(
  pactFiles: string[],
  hookUrl: string,
  failures: StateFailure[] = [],
) {
  const names = new Set<string>();
  for (const file of pactFiles) {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as {
      interactions?: { providerStates?: { name: string }[] }[];
    };
    for (const interaction of pact.interactions ?? []) {
      for (const state of interaction.providerStates ?? []) names.add(state.name);
    }
  }
  const call =
    (state: string, action: ProviderStateAction) =>
    async (params?: Params): Promise<StateValues | undefined> => {
      const response = await fetch(hookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ state, params: params ?? {}, action }),
      });
      const reply = (await response.json().catch(() => null)) as {
        code?: number;
        msg?: string;
        data?: StateValues;
      } | null;
      if (!response.ok || !reply || reply.code) {
        const message = `provider state "${state}" (${action}) failed: ${reply?.msg ?? response.status}`;
        failures.push({ state, params: params ?? {}, message });
        throw new Error(message);
      }
      return action === 'setup' ? (reply.data ?? undefined) : undefined;
    };
  return Object.fromEntries(
    [...names].map((name) => [
      name,
      { setup: call(name, 'setup'), teardown: call(name, 'teardown') },
    ]),
  );
}

/**
 * Fails at once, with the reason, when nothing answers at `url` (any HTTP status counts as an
 * answer): otherwise the verifier would spend 30 s on every provider state before giving up.
 */
export async function assertReachable(url: string, timeoutMs = 5_000): Promise<void> {
  try {
    await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : error);
    throw new Error(`cannot reach ${url}: ${String(why)}`);
  }
}

/** Copies of the pacts holding only the interactions of `only`, in a folder removed by `remove`. */
function pactsOf(pactFiles: string[], only: readonly RouteName[]) {
  const dir = mkdtempSync(join(tmpdir(), 'xinghe-pact-'));
  const files = pactFiles.map((file, index) => {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as {
      interactions?: { request: { method: string; path: string } }[];
    };
    pact.interactions = (pact.interactions ?? []).filter((interaction) => {
      const name = routeOfRequest(interaction.request);
      return name !== undefined && only.includes(name);
    });
    const copy = join(dir, `${index}.json`);
    writeFileSync(copy, JSON.stringify(pact));
    return copy;
  });
  return { files, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Replays every interaction against the server, through a recorder whose replies are then checked
 * against their records' schemas. Throws only when the server (or its hook) cannot be reached or
 * the verifier cannot run; a failed interaction is in the result.
 */
export async function verifyProvider(options: VerifyOptions): Promise<Verification> {
  const selected = options.only?.length
    ? pactsOf(options.pactFiles ?? [PACT_FILE], options.only)
    : { files: options.pactFiles ?? [PACT_FILE], remove: () => {} };
  const pactFiles = selected.files;
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const hookUrl = options.stateHookUrl ?? baseUrl + PROVIDER_STATE_HOOK_PATH;
  const recorder = await startRecorder(baseUrl);
  try {
    await assertReachable(baseUrl);
    if (new URL(hookUrl).origin !== new URL(baseUrl).origin) await assertReachable(hookUrl);
    await assertStateHook(hookUrl, pactFiles, options.stateHookUrl !== undefined);
    let output: unknown;
    const stateFailures: StateFailure[] = [];
    try {
      output = await new Verifier({
        provider: PROVIDER,
        providerBaseUrl: recorder.origin,
        pactUrls: pactFiles,
        providerVersion: options.providerVersion ?? 'local',
        stateHandlers: stateHandlersFor(pactFiles, hookUrl, stateFailures),
        logLevel: options.logLevel ?? 'error',
      }).verifyProvider();
    } catch (error) {
      // A failed verification rejects with the core's JSON report as the message.
      output = error instanceof Error ? error.message : error;
    }
    const check = createReplyChecker();
    const schemaProblems: SchemaProblem[] = [];
    for (const exchange of recorder.exchanges) {
      const [path = '/'] = exchange.url.split('?');
      const name = routeOfRequest({ method: exchange.method, path });
      if (!name) continue;
      for (const message of check(name, exchange)) {
        schemaProblems.push({ endpoint: endpointOf(name), method: exchange.method, path, message });
      }
    }
    return resultsOf(interactionsOf(pactFiles), output, stateFailures, schemaProblems);
  } finally {
    await recorder.close();
    selected.remove();
  }
}
