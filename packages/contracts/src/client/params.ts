/** SPEC section 5: empty, null and undefined parameters are dropped; 0 (and false) are kept. */
export function cleanParams<T extends Record<string, unknown>>(params: T | undefined): Partial<T> {
  const out: Partial<T> = {};
  if (!params) return out;
  for (const key of Object.keys(params) as (keyof T)[]) {
    const value = params[key];
    if (value === undefined || value === null || value === '') continue;
    out[key] = value;
  }
  return out;
}

/** `?a=1&b=x` from cleaned parameters; arrays repeat their key. Empty string when nothing is left. */
export function toQueryString(params: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(cleanParams(params))) {
    if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
