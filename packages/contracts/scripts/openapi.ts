// Writes the OpenAPI document generated from the records: `pnpm openapi [out-file]`
// (default: the committed packages/contracts/openapi/openapi.json).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { OPENAPI_FILE } from '../pact/files';
import { openApiJson } from '../src/openapi';

const out = resolve(process.argv[2] ?? OPENAPI_FILE);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, openApiJson());
console.info(`wrote ${out}`);
