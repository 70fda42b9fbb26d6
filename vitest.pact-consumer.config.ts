import './node20-polyfills.ts';
import { defineConfig } from 'vitest/config';

/**
 * Pact, step 1: the consumer tests write packages/contracts/pacts/site-api.json (git-ignored);
 * `pnpm contract:update` publishes it to packages/contracts/pact/pacts/ in its stable form.
 */
export default defineConfig({
  test: {
    name: 'pact-consumer',
    environment: 'node',
    include: ['packages/contracts/test/pact/**/*.pact.test.ts'],
    globalSetup: ['packages/contracts/test/pact/clearPacts.ts'],
    // One pact file is written by all interactions: run the files one after another.
    fileParallelism: false,
    testTimeout: 30_000,
  },
});
