/**
 * A header's answer, remembered: browsers send a handful of distinct Accept-Language and
 * Accept-Encoding headers, and reading one (split, q-values) costs microseconds on every page
 * request. The map is bounded (cleared when full), so odd headers cannot grow it.
 */
export function rememberEach<V>(
  read: (header: string) => V,
  maxRemembered: number,
): (header: string | undefined) => V | null {
  const answers = new Map<string, V>();
  return (header) => {
    if (!header) return null;
    if (answers.has(header)) return answers.get(header)!;
    const answer = read(header);
    if (answers.size >= maxRemembered) answers.clear();
    answers.set(header, answer);
    return answer;
  };
}
