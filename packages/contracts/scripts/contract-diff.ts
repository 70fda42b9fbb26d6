// Breaking changes of the contract: `pnpm contract:diff [--base FILE | --ref GITREF] [--head FILE]`.
// Compares the current records (or --head) with the last released contract
// (packages/contracts/openapi/released.json, or --base, or the committed document at a git ref).
// Exits 1 when something breaks. `pnpm contract:diff --release` makes the current one the released one.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { contractDiff, formatDiff, type OpenApiDocument } from '../diff/breaking';
import { OPENAPI_FILE, RELEASED_OPENAPI_FILE } from '../pact/files';
import { buildOpenApi, openApiJson } from '../src/openapi';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    ref: { type: 'string' },
    head: { type: 'string' },
    release: { type: 'boolean' },
  },
});

if (values.release) {
  writeFileSync(RELEASED_OPENAPI_FILE, openApiJson());
  console.info(`wrote ${RELEASED_OPENAPI_FILE}: the current contract is the released one`);
  process.exit(0);
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
function atRef(ref: string): OpenApiDocument {
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const path = relative(root, OPENAPI_FILE);
  return JSON.parse(
    execFileSync('git', ['show', `${ref}:${path}`], { encoding: 'utf8', cwd: root }),
  ) as OpenApiDocument;
}

const base = values.ref ? atRef(values.ref) : read(values.base ?? RELEASED_OPENAPI_FILE);
const head = values.head ? read(values.head) : (buildOpenApi() as OpenApiDocument);
const diff = contractDiff(base, head);
console.info(formatDiff(diff));
process.exit(diff.breaking.length ? 1 : 0);
