/**
 * Which line to try when the current one fails: the next one in the list's order (wrapping
 * around) that has not failed yet and that this viewer may use (VIP lines only for a VIP).
 */
export interface FallbackLine {
  key: string;
  vip: boolean;
}

export function nextLine<L extends FallbackLine>(
  lines: readonly L[],
  current: string,
  failed: ReadonlySet<string>,
  isVip: boolean,
): L | undefined {
  const start = lines.findIndex((l) => l.key === current);
  for (let step = 1; step <= lines.length; step++) {
    const line = lines[(start + step + lines.length) % lines.length];
    if (!line || line.key === current || failed.has(line.key)) continue;
    if (line.vip && !isVip) continue;
    return line;
  }
  return undefined;
}
