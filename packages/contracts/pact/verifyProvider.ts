/**
 * Verifies a running server against the site's pacts. Used by the mock's own provider test and by
 * backend teams (`pnpm verify:provider --base-url ...`) against their server: provider states go
 * through one hook URL on the server, so nothing here knows how a given server sets them up.
 */
import { readFileSync } from 'node:fs';
import { Verifier } from '@pact-foundation/pact';
import { PACT_FILE, PROVIDER } from './files';

export interface VerifyOptions {
  /** The server under test, e.g. http://127.0.0.1:4000 */
  baseUrl: string;
  /** POST endpoint taking `{ state, params, action }`; defaults to the mock's dev hook. */
  stateHookUrl?: string;
  pactFiles?: string[];
  providerVersion?: string;
  logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error';
}

export const STATE_HOOK_PATH = '/__dev/provider-state';

type StateAction = 'setup' | 'teardown';
type Params = unknown;
/** What a state setup hands back: provider-state injected values (`${token}` in a request). */
type StateValues = { [key: string]: string | number | boolean | null };

/** Every provider state named in the pacts, each handled by POSTing to the server's hook. */
export function stateHandlersFor(pactFiles: string[], hookUrl: string) {
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
    (state: string, action: StateAction) =>
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
        throw new Error(
          `provider state "${state}" (${action}) failed: ${reply?.msg ?? response.status}`,
        );
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

export async function verifyProvider(options: VerifyOptions): Promise<void> {
  const pactFiles = options.pactFiles ?? [PACT_FILE];
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const hookUrl = options.stateHookUrl ?? baseUrl + STATE_HOOK_PATH;
  await assertReachable(baseUrl);
  if (new URL(hookUrl).origin !== new URL(baseUrl).origin) await assertReachable(hookUrl);
  await new Verifier({
    provider: PROVIDER,
    providerBaseUrl: baseUrl,
    pactUrls: pactFiles,
    providerVersion: options.providerVersion ?? 'local',
    stateHandlers: stateHandlersFor(pactFiles, hookUrl),
    logLevel: options.logLevel ?? 'warn',
  }).verifyProvider();
}
