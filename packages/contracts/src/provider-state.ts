/**
 * The provider-state hook, as every server under verification offers it (outside production
 * only): the pact verifier POSTs `{ state, params, action }` here before (`setup`) and after
 * (`teardown`) each interaction, and the server answers in the envelope; `data` holds the values
 * the interaction injects (a session `token`, media signature parameters). docs/provider-states.md
 * lists every state.
 */
export const PROVIDER_STATE_HOOK_PATH = '/__dev/provider-state';

export type ProviderStateAction = 'setup' | 'teardown';
