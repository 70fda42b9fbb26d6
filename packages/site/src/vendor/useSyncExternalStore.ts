/**
 * wouter imports `use-sync-external-store/shim` so it also runs on React 17; React 19 has the hook
 * built in, so the build points the shim here (see vite.config.ts) and the first load does not carry
 * the shim's code.
 */
export { useSyncExternalStore } from 'react';
