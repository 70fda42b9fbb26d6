import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Consumer and provider names in every pact (DESIGN.md "Contracts"). */
export const CONSUMER = 'site';
export const PROVIDER = 'api';

/** Where the consumer tests write pacts and the verifier reads them. */
export const PACT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'pacts');
export const PACT_FILE = join(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);
