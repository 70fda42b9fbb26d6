/**
 * The published pact is what the consumer tests generate, every interaction names a provider
 * state, and every state is documented for backend teams and served by the mock's state hook.
 * Runs after the consumer tests (`pnpm test:pact`), which write the generated pact.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_PACT_FILE, PACT_FILE, UPDATE_COMMAND } from '../pact/files';
import { normalisedPactOf } from '../pact/publish';
import { matchState, providerStates } from '../../mock-api/src/dev/provider-states';

const STATES_DOC = new URL('../../../docs/provider-states.md', import.meta.url);

interface Interaction {
  description: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
}

const published = (): Interaction[] =>
  (JSON.parse(readFileSync(PACT_FILE, 'utf8')) as { interactions: Interaction[] }).interactions;

describe('the published pact (packages/contracts/pact/pacts/site-api.json)', () => {
  it('is what the consumer tests generate', () => {
    expect(existsSync(GENERATED_PACT_FILE), 'run the pact consumer tests first').toBe(true);
    const current = existsSync(PACT_FILE) ? readFileSync(PACT_FILE, 'utf8') : '';
    expect(
      current === normalisedPactOf(GENERATED_PACT_FILE),
      `the published pact is out of date with the consumer tests: run \`${UPDATE_COMMAND}\` and commit packages/contracts/pact/pacts/ and packages/contracts/openapi/`,
    ).toBe(true);
  });

  it('names each interaction once (the core merges interactions that share a description)', () => {
    const descriptions = published().map((i) => i.description);
    const twice = descriptions.filter((d, i) => descriptions.indexOf(d) !== i);
    expect(twice).toEqual([]);
  });

  it('gives every interaction a provider state', () => {
    const stateless = published()
      .filter((i) => !i.providerStates?.length)
      .map((i) => i.description);
    expect(stateless).toEqual([]);
  });

  it('uses only states the mock implements and docs/provider-states.md describes', () => {
    const doc = readFileSync(STATES_DOC, 'utf8');
    const names = new Set(published().flatMap((i) => (i.providerStates ?? []).map((s) => s.name)));
    const unknownToMock = [...names].filter((name) => !matchState(providerStates, name));
    expect(unknownToMock, 'add them to packages/mock-api/src/dev/provider-states.ts').toEqual([]);
    const undocumented = [...names].filter((name) => !doc.includes(`\`${name}\``));
    expect(undocumented, 'describe them in docs/provider-states.md').toEqual([]);
  });
});
