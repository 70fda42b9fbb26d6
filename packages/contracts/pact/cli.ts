/**
 * Backend teams: verify your server against the site's contract.
 *   pnpm verify:provider --base-url https://api.example.test [--state-hook-url URL] [--pact FILE]
 * Without --pact it uses packages/contracts/pacts/site-api.json (run `pnpm test:pact` once to
 * generate it). Exits non-zero when any interaction fails.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PACT_FILE } from './files';
import { verifyProvider } from './verifyProvider';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    'state-hook-url': { type: 'string' },
    pact: { type: 'string', multiple: true },
  },
});

const baseUrl = values['base-url'];
if (!baseUrl) {
  console.error('usage: pnpm verify:provider --base-url URL [--state-hook-url URL] [--pact FILE]');
  process.exit(2);
}
const pactFiles = values.pact ?? [PACT_FILE];
for (const file of pactFiles) {
  if (!existsSync(file)) {
    console.error(`no pact at ${file}: run \`pnpm test:pact\` first to generate it`);
    process.exit(2);
  }
}
try {
  await verifyProvider({ baseUrl, stateHookUrl: values['state-hook-url'], pactFiles });
  console.info(`✔ ${baseUrl} honours ${pactFiles.length} pact file(s)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
