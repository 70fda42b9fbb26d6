/** A route parameter that must be a positive whole number (an id, an episode), else null. */
export function positiveInt(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}
