/**
 * The published pact in a stable form. The consumer run writes interactions in whatever order its
 * files ran; published, they are sorted (description, then provider states) and every object's
 * keys are sorted, so the same tests always give the same bytes and the committed file changes
 * only when an expectation does.
 */
import { readFileSync } from 'node:fs';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

interface PactFile {
  interactions?: { description?: string; providerStates?: Json }[];
  [key: string]: unknown;
}

function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key]!)]),
  );
}

const orderOf = (interaction: { description?: string; providerStates?: Json }) =>
  `${interaction.description ?? ''}\u0000${JSON.stringify(interaction.providerStates ?? [])}`;

/** The pact as published: sorted interactions, sorted keys, two-space JSON, a final newline. */
export function normalisePact(raw: string): string {
  const pact = JSON.parse(raw) as PactFile;
  const interactions = [...(pact.interactions ?? [])].sort((a, b) =>
    orderOf(a) < orderOf(b) ? -1 : orderOf(a) > orderOf(b) ? 1 : 0,
  );
  return JSON.stringify(sortKeys({ ...pact, interactions } as Json), null, 2) + '\n';
}

export function normalisedPactOf(file: string): string {
  return normalisePact(readFileSync(file, 'utf8'));
}
