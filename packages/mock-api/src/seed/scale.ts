/** MOCK_SEED_SCALE: how many times the usual catalogue the seed generates (see `generateCatalogue`). */

/** Past about 15 the generator runs out of people's names; 10 (about 32,000 titles) is the most. */
export const MAX_SEED_SCALE = 10;

/** The scale an environment value asks for: unset or '' is 1; else a number from 1 to 10. */
export function seedScaleFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale < 1 || scale > MAX_SEED_SCALE) {
    throw new Error(`MOCK_SEED_SCALE must be a number from 1 to ${MAX_SEED_SCALE}, got "${value}"`);
  }
  return scale;
}
