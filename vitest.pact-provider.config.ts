import './node20-polyfills.ts';
import { defineConfig } from 'vitest/config';

/** Pact, step 2 (a separate run, after the consumer): verify the mock against the pact file. */
export default defineConfig({
  test: {
    name: 'pact-provider',
    environment: 'node',
    include: ['packages/mock-api/test/pact/**/*.pact.test.ts'],
    testTimeout: 120_000,
  },
});
