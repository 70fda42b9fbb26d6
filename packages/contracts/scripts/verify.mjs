#!/usr/bin/env node
// `pnpm verify:provider` without pnpm: node packages/contracts/scripts/verify.mjs --base-url URL
// Runs the TypeScript command through tsx (installed with the workspace), passing every argument on.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../pact/cli.ts', import.meta.url));
// Resolved from here, so the command works from any folder.
const tsx = import.meta.resolve('tsx');
const { status, error } = spawnSync(
  process.execPath,
  ['--import', tsx, cli, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
if (error) {
  console.error(error.message);
  process.exit(2);
}
process.exit(status ?? 2);
