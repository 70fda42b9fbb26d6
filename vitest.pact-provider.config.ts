import './node20-polyfills.ts';
import { defineConfig } from 'vitest/config';

/**
 * Pact, step 2 (a separate run, after the consumer): verify the mock against the pact file, and check
 * that every record is served, pinned by an interaction and used (the completeness test reads the pact).
 */
export default defineConfig({
  test: {
    name: 'pact-provider',
    environment: 'node',
    include: [
      'packages/mock-api/test/pact/**/*.pact.test.ts',
      'packages/contracts/test/completeness.test.ts',
    ],
    testTimeout: 120_000,
  },
});
