import './node20-polyfills.ts';
import { defineConfig } from 'vitest/config';

/**
 * Pact, step 2 (a separate run, after the consumer): verify the mock against the published pact, run
 * the verify command against it and a broken server, check that every record is served, pinned by an
 * interaction and used (the completeness test reads the generated pact), and that the published pact
 * is the generated one, every interaction with a documented state.
 */
export default defineConfig({
  test: {
    name: 'pact-provider',
    environment: 'node',
    include: [
      'packages/mock-api/test/pact/**/*.pact.test.ts',
      'packages/contracts/test/completeness.test.ts',
      'packages/contracts/test/published.test.ts',
    ],
    testTimeout: 120_000,
    // Seeding a mock's catalogue while other files verify takes a while on two busy cores.
    hookTimeout: 60_000,
  },
});
