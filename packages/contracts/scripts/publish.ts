// Publishes what backend teams use: the pact the consumer tests just generated, in its stable
// form, and the OpenAPI document. `pnpm contract:update` runs the consumer tests, then this.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { GENERATED_PACT_FILE, OPENAPI_FILE, PACT_FILE } from '../pact/files';
import { normalisedPactOf } from '../pact/publish';
import { openApiJson } from '../src/openapi';

if (!existsSync(GENERATED_PACT_FILE)) {
  console.error(
    `no pact at ${GENERATED_PACT_FILE}: run the consumer tests first (pnpm contract:update)`,
  );
  process.exit(2);
}
for (const [file, text] of [
  [PACT_FILE, normalisedPactOf(GENERATED_PACT_FILE)],
  [OPENAPI_FILE, openApiJson()],
] as const) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.info(`wrote ${file}`);
}
