/**
 * Before replaying anything, the verifier asks the server's provider-state hook to tear down the
 * pact's first state (harmless: a teardown changes nothing a later setup relies on). A server
 * without the hook would otherwise fail every interaction, each with the same long mismatch.
 */
import { readFileSync } from 'node:fs';

/** The hook is not there, or does not answer as a hook: the message is one line saying what to do. */
export class StateHookMissing extends Error {
  override name = 'StateHookMissing';
}

function firstState(pactFiles: string[]): { name: string; params: unknown } | null {
  for (const file of pactFiles) {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as {
      interactions?: { providerStates?: { name: string; params?: unknown }[] }[];
    };
    for (const interaction of pact.interactions ?? []) {
      const state = interaction.providerStates?.[0];
      if (state) return { name: state.name, params: state.params ?? {} };
    }
  }
  return null;
}

/** What the hook answered, in a few words: `HTTP 404 请求的资源不存在`. */
function answerOf(status: number, reply: { code?: unknown; msg?: unknown } | null): string {
  const msg = typeof reply?.msg === 'string' ? ` ${reply.msg}` : '';
  if (status !== 200) return `HTTP ${status}${msg}`;
  if (!reply) return 'a reply that is not the JSON envelope';
  return `code ${String(reply.code)}${msg}`;
}

export async function assertStateHook(
  hookUrl: string,
  pactFiles: string[],
  /** The URL came from --state-hook-url (so the advice is not to pass it). */
  explicit: boolean,
): Promise<void> {
  const state = firstState(pactFiles);
  if (!state) return;
  const response = await fetch(hookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state: state.name, params: state.params, action: 'teardown' }),
  });
  const reply = (await response.json().catch(() => null)) as {
    code?: unknown;
    msg?: unknown;
  } | null;
  if (response.status === 200 && reply?.code === 0) return;
  if (response.status === 200 && typeof reply?.code === 'number') {
    throw new StateHookMissing(
      `the provider-state hook at ${hookUrl} refused to tear down "${state.name}" ` +
        `(${answerOf(response.status, reply)}): it must answer code 0 (docs/provider-states.md)`,
    );
  }
  const fix = explicit
    ? 'check --state-hook-url'
    : 'turn on its dev-only hook (docs/provider-states.md; npm start has it unless NODE_ENV=production or API_UPSTREAM is set) or pass --state-hook-url URL';
  throw new StateHookMissing(
    `no provider-state hook at ${hookUrl} (${answerOf(response.status, reply)}): ${fix}`,
  );
}
