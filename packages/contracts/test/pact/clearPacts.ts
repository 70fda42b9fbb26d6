import { rmSync } from 'node:fs';
import { PACT_DIR } from '../../pact/files';

/** Vitest global setup: every consumer run writes the pact afresh, so no removed interaction lingers. */
export default function clearPacts() {
  rmSync(PACT_DIR, { recursive: true, force: true });
}
