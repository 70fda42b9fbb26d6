/**
 * Backend teams: verify your server against the site's contract.
 *   pnpm verify:provider --base-url https://api.example.test [--state-hook-url URL] [--pact FILE]
 *     [--only OPERATION_ID ...] [--verbose] [--junit FILE] [--json FILE]
 *   node packages/contracts/scripts/verify.mjs --base-url URL   (the same, without pnpm)
 * Without --pact it uses the published pact, packages/contracts/pact/pacts/site-api.json.
 * Prints one line per endpoint and every failure in full (--verbose: every interaction too);
 * exits 1 when any interaction fails, 2 when it cannot run (no server, no state hook, bad option).
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { routes, type RouteName } from '../src/routes';
import { PACT_FILE } from './files';
import { jsonOf, junitOf, writeReport } from './reports';
import { formatVerification, interactionsOf } from './results';
import { StateHookMissing } from './stateHook';
import { verifyInChild } from './verifyChild';

const USAGE =
  'usage: pnpm verify:provider --base-url URL [--state-hook-url URL] [--pact FILE ...] ' +
  '[--only OPERATION_ID ...] [--verbose] [--junit FILE] [--json FILE]';

function exit(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

let values: {
  'base-url'?: string;
  'state-hook-url'?: string;
  pact?: string[];
  only?: string[];
  verbose?: boolean;
  junit?: string;
  json?: string;
};
try {
  ({ values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'state-hook-url': { type: 'string' },
      pact: { type: 'string', multiple: true },
      only: { type: 'string', multiple: true },
      verbose: { type: 'boolean' },
      junit: { type: 'string' },
      json: { type: 'string' },
    },
  }));
} catch (error) {
  exit(`${error instanceof Error ? error.message : error}\n${USAGE}`);
}

const baseUrl = values['base-url'] ?? exit(USAGE);
const pactFiles = values.pact ?? [PACT_FILE];
for (const file of pactFiles) {
  if (!existsSync(file)) exit(`no pact at ${file}`);
}
const unknown = (values.only ?? []).filter((name) => !(name in routes));
if (unknown.length > 0) {
  exit(
    `--only ${unknown.join(', ')}: not an operationId of the contract (see /docs, e.g. getPoints)`,
  );
}
const only = values.only as RouteName[] | undefined;
if (only && !interactionsOf(pactFiles).some((i) => i.operation && only.includes(i.operation))) {
  exit(`--only ${only.join(', ')}: the pact has no interaction of it`);
}

try {
  const verification = await verifyInChild(
    {
      baseUrl,
      stateHookUrl: values['state-hook-url'],
      pactFiles,
      only,
      logLevel: values.verbose ? 'warn' : 'error',
    },
    { verbose: values.verbose },
  );
  console.info(formatVerification(verification, { verbose: values.verbose }));
  if (values.junit) writeReport(values.junit, junitOf(verification));
  if (values.json) writeReport(values.json, jsonOf(verification));
  console.info(
    verification.ok
      ? `\n✔ ${baseUrl} honours the contract`
      : `\n✘ ${baseUrl} does not honour the contract`,
  );
  process.exit(verification.ok ? 0 : 1);
} catch (error) {
  if (error instanceof StateHookMissing) exit(`✘ ${error.message}`);
  exit(error instanceof Error ? error.message : String(error));
}
