// Writes the OpenAPI document generated from the records: `pnpm openapi [out-file]`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildOpenApi } from '../src/openapi';

const out = resolve(process.argv[2] ?? 'packages/contracts/dist/openapi.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(buildOpenApi(), null, 2) + '\n');
console.info(`wrote ${out}`);
