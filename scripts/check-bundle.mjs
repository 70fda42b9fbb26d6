// The JavaScript budgets of docs/design.md, checked on the build: first load of `/` at most 90 KB
// gzip, each of our lazily loaded chunks at most 30 KB, hls.js only on player routes. Sizes are
// deterministic, so unlike timings they belong in the test command (its `budgets` layer); the
// benchmark prints the same table beside the measured figures.
// Usage: node scripts/check-bundle.mjs [clientDir]
import { measureBundle, printBundle } from './bench/bundle.mjs';

const clientDir = process.argv[2] ?? 'packages/site/dist/client';
const withinBudget = printBundle(measureBundle(clientDir));
process.exit(withinBudget ? 0 : 1);
