import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Consumer and provider names in every pact (docs/design.md "Contracts"). */
export const CONSUMER = 'site';
export const PROVIDER = 'api';

const here = dirname(fileURLToPath(import.meta.url));
const packageDir = join(here, '..');

/** The repository's root. */
export const REPO_DIR = join(packageDir, '..', '..');

/** The product's specification as the repository keeps it (SPEC.md, endpoints.tsv, ...). */
export const SPEC_DIR = join(REPO_DIR, 'docs', 'spec');

/** Where the consumer tests write their pact: a by-product of the test run, ignored by git. */
export const PACT_DIR = join(packageDir, 'pacts');
export const GENERATED_PACT_FILE = join(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);

/**
 * The published pact, committed: the generated one in a stable form (`normalisePact`). Backend
 * teams verify against it; a test fails when it differs from what the consumer tests generate.
 */
export const PACT_FILE = join(here, 'pacts', `${CONSUMER}-${PROVIDER}.json`);

/** The published OpenAPI document, committed; a test fails when it differs from the records. */
export const OPENAPI_FILE = join(packageDir, 'openapi', 'openapi.json');

/**
 * The contract as last released to backend teams: the breaking-change check compares the current
 * one with it (`pnpm contract:diff`); `pnpm contract:diff --release` replaces it.
 */
export const RELEASED_OPENAPI_FILE = join(packageDir, 'openapi', 'released.json');

/** The one command that brings both published files up to date with the contract. */
export const UPDATE_COMMAND = 'pnpm contract:update';
