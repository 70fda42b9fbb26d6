import { vi } from 'vitest';

/**
 * The dom project's files share one window and one module cache (`isolate: false`), so a store one
 * file changed would still be changed in the next. Each file starts from fresh modules of ours
 * instead (the stores, the ui, the contract); the dependencies in node_modules (React among them)
 * stay loaded, which is what made sharing the worker worth it. Runs before vitest.dom-setup.ts, so
 * the catalogue that setup activates is the one the file's modules use.
 */
vi.resetModules();
