/**
 * Backend teams: verify your server against the site's contract.
 *   pnpm verify:provider --base-url https://api.example.test [--state-hook-url URL] [--pact FILE]
 *   node packages/contracts/scripts/verify.mjs --base-url URL   (the same, without pnpm)
 * Without --pact it uses the published pact, packages/contracts/pact/pacts/site-api.json.
 * Prints a pass/fail table per endpoint; exits 1 when any interaction fails, 2 when it cannot run.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PACT_FILE } from './files';
import { formatVerification } from './results';
import { verifyProvider } from './verifyProvider';

const USAGE = 'usage: pnpm verify:provider --base-url URL [--state-hook-url URL] [--pact FILE ...]';

let values: { 'base-url'?: string; 'state-hook-url'?: string; pact?: string[] };
try {
  ({ values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'state-hook-url': { type: 'string' },
      pact: { type: 'string', multiple: true },
    },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  process.exit(2);
}

const baseUrl = values['base-url'];
if (!baseUrl) {
  console.error(USAGE);
  process.exit(2);
}
const pactFiles = values.pact ?? [PACT_FILE];
for (const file of pactFiles) {
  if (!existsSync(file)) {
    console.error(`no pact at ${file}`);
    process.exit(2);
  }
}
try {
  const verification = await verifyProvider({
    baseUrl,
    stateHookUrl: values['state-hook-url'],
    pactFiles,
  });
  console.info(formatVerification(verification));
  console.info(
    verification.ok
      ? `\n✔ ${baseUrl} honours the contract`
      : `\n✘ ${baseUrl} does not honour the contract`,
  );
  process.exit(verification.ok ? 0 : 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
