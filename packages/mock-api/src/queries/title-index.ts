/**
 * The title search's index over the rows it holds in memory (see `title-search.ts`): for each
 * character, the positions of the rows that hold it anywhere, in their title, and at the start of
 * their title; for each pair of adjacent Latin letters or digits, the rows that hold it. Positions
 * are in the rows' order (most popular first) and kept in typed arrays, which the garbage
 * collector does not walk.
 *
 * A one-character word, the commonest kind, is then answered from the position lists alone, its
 * ranks (exact title, title start, elsewhere in the title, elsewhere) being differences of them;
 * a longer word needs only the rows holding its rarest character or pair to be read.
 */
export interface Indexed {
  /** The title, Latin letters lowercased. */
  titleText: string;
  /** Aliases and people's names, lowercased, joined by a separator no word may contain. */
  otherText: string;
}

type Positions = Int32Array;

export const NONE: Positions = new Int32Array(0);

export interface TitleIndex {
  anywhere: Map<string, Positions>;
  inTitle: Map<string, Positions>;
  titleStarts: Map<string, Positions>;
  /** Rows by their whole title, for the exact-title rank. */
  exactTitles: Map<string, Positions>;
}

const LATIN = /^[a-z0-9]$/;

/**
 * A text's characters (code points, so a rare character counts once) and its pairs of adjacent
 * Latin letters or digits. Pairs because a single letter is in nearly every English alias; Latin
 * only because Chinese characters are selective alone, and their pairs, hundreds of thousands,
 * would make an index whose collection costs more than the scans it saves.
 */
export function keysOf(text: string): Set<string> {
  const characters = [...text];
  const keys = new Set(characters);
  for (let i = 1; i < characters.length; i++) {
    const [a, b] = [characters[i - 1]!, characters[i]!];
    if (LATIN.test(a) && LATIN.test(b)) keys.add(a + b);
  }
  return keys;
}

function add(lists: Map<string, number[]>, key: string, position: number): void {
  const list = lists.get(key);
  if (list) list.push(position);
  else lists.set(key, [position]);
}

function typed(lists: Map<string, number[]>): Map<string, Positions> {
  const index = new Map<string, Positions>();
  for (const [key, positions] of lists) index.set(key, Int32Array.from(positions));
  return index;
}

export function buildTitleIndex(rows: readonly Indexed[]): TitleIndex {
  const anywhere = new Map<string, number[]>();
  const inTitle = new Map<string, number[]>();
  const titleStarts = new Map<string, number[]>();
  const exactTitles = new Map<string, number[]>();
  rows.forEach((row, position) => {
    for (const key of keysOf(`${row.titleText}\u001f${row.otherText}`)) {
      add(anywhere, key, position);
    }
    for (const character of new Set(row.titleText)) add(inTitle, character, position);
    const first = [...row.titleText][0];
    if (first !== undefined) add(titleStarts, first, position);
    add(exactTitles, row.titleText, position);
  });
  return {
    anywhere: typed(anywhere),
    inTitle: typed(inTitle),
    titleStarts: typed(titleStarts),
    exactTitles: typed(exactTitles),
  };
}

/** Up to `limit` positions of `list` that are not in `minus` (both ascending, minus ⊆ list). */
function difference(list: Positions, minus: Positions, limit: number): number[] {
  const kept: number[] = [];
  let m = 0;
  for (let i = 0; i < list.length && kept.length < limit; i++) {
    const position = list[i]!;
    while (m < minus.length && minus[m]! < position) m++;
    if (m < minus.length && minus[m] === position) continue;
    kept.push(position);
  }
  return kept;
}

/**
 * A one-character needle: the first `shown` positions in rank order, and how many rows hold it,
 * read off the lists without touching a row.
 */
export function rankOneCharacter(
  index: TitleIndex,
  character: string,
  shown: number,
): { positions: number[]; total: number } {
  const anywhere = index.anywhere.get(character) ?? NONE;
  const inTitle = index.inTitle.get(character) ?? NONE;
  const starts = index.titleStarts.get(character) ?? NONE;
  const exact = index.exactTitles.get(character) ?? NONE;
  const positions = [
    ...Array.from(exact.subarray(0, shown)),
    ...difference(starts, exact, shown),
    ...difference(inTitle, starts, shown),
    ...difference(anywhere, inTitle, shown),
  ];
  return { positions, total: anywhere.length };
}
