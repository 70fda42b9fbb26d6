import './node20-polyfills.ts';
import { defineConfig } from 'vitest/config';

/**
 * Unit, component and server tests. Story play functions run in a real browser through
 * `vitest.stories.config.ts`; Pact runs as two separate configs, consumer first.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // One module graph per worker, not per file: the files import the same mock and host,
          // and each boots its own app (no test reads another file's module state).
          isolate: false,
          // The mock's tests start from copies of one seeded catalogue (buildTestApi).
          globalSetup: ['packages/mock-api/test/seededCatalogue.ts'],
          // Booting an app takes a while on a busy 2-core CI machine: allow headroom.
          testTimeout: 20_000,
          hookTimeout: 60_000,
          include: [
            'packages/contracts/{src,pact,diff}/**/*.test.ts',
            'packages/mock-api/{src,test}/**/*.test.ts',
            'packages/site/{server,scripts,test}/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/*.pact.test.ts'],
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          // One jsdom and one module graph per worker, not per file: setting up the environment and
          // importing React and the ui took four fifths of this project's time. Each test cleans up
          // what it renders and stores (Testing Library's cleanup), and each file gets fresh modules
          // of ours (vitest.fresh-modules.ts).
          isolate: false,
          testTimeout: 20_000,
          setupFiles: ['vitest.fresh-modules.ts', 'vitest.dom-setup.ts'],
          include: ['packages/{ui,site}/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
        },
      },
    ],
  },
});
