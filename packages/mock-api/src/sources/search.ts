/**
 * Searching one source: a MacCMS API is asked the words in each script (words.ts) and the answers
 * merged by item id; a list's entries whose name holds the words; an hls source is its one item
 * when its name does. Answers are kept 60 s per source and words.
 */
import type { SourceCard, SourceSearchResult, UsableSource } from '@xinghe/contracts';
import { createTtlCache } from '../net/ttl-cache';
import type { Fetched } from './fetch';
import { cardOf, maccmsUrl, parseMaccmsReply } from './maccms';
import { fetchDetail } from './messages';
import type { ListReader } from './lists';
import { nameMatches, scriptForms } from './words';

export const MAX_SEARCH_ITEMS = 40;
const SEARCH_TTL_MS = 60_000;
const CACHE_ENTRIES = 1_000;

export interface SearchDeps {
  fetchText(url: URL): Promise<Fetched>;
  lists: ListReader;
  nowMs(): number;
}

type Answer = Omit<SourceSearchResult, 'sourceId'>;
const ok = (items: SourceCard[]): Answer => ({
  state: 'ok',
  detail: '',
  items: items.slice(0, MAX_SEARCH_ITEMS),
});

async function searchMaccms(deps: SearchDeps, url: string, forms: string[]): Promise<Answer> {
  const answers = await Promise.all(
    forms.map(async (wd): Promise<Answer> => {
      const fetched = await deps.fetchText(maccmsUrl(url, { wd }));
      if (fetched.state !== 'ok') return { ...fetched, items: [] };
      const vods = parseMaccmsReply(fetched.text);
      if (!vods) return { state: 'unusable', detail: fetchDetail.notMaccms, items: [] };
      return ok(vods.map(cardOf));
    }),
  );
  const answered = answers.filter((answer) => answer.state === 'ok');
  // One form answered: the source works, whatever the other asks did.
  if (answered.length === 0) return answers[0]!;
  const byId = new Map<string, SourceCard>();
  for (const item of answered.flatMap((answer) => answer.items)) {
    if (!byId.has(item.itemId)) byId.set(item.itemId, item);
  }
  return ok([...byId.values()]);
}

async function searchList(deps: SearchDeps, url: string, forms: string[]): Promise<Answer> {
  const list = await deps.lists.read(url);
  if (list.state !== 'ok') return { ...list, items: [] };
  return ok(
    list.entries
      .filter((entry) => nameMatches(entry.name, forms))
      .map(({ itemId, name, logo, group }) => ({
        itemId,
        name,
        pic: logo,
        remarks: group,
        year: '',
      })),
  );
}

export function createSourceSearch(deps: SearchDeps) {
  const cache = createTtlCache<Answer>(SEARCH_TTL_MS, CACHE_ENTRIES, deps.nowMs);

  async function answer(source: UsableSource, forms: string[]): Promise<Answer> {
    if (source.type === 'maccms') return searchMaccms(deps, source.url, forms);
    if (source.type === 'list') return searchList(deps, source.url, forms);
    const matches = nameMatches(source.name, forms);
    return ok(matches ? [{ itemId: '0', name: source.name, pic: '', remarks: '', year: '' }] : []);
  }

  return async (source: UsableSource, words: string): Promise<SourceSearchResult> => {
    const forms = scriptForms(words);
    const key = JSON.stringify([source.id, source.type, source.url, source.name, forms[0]]);
    let found = cache.get(key);
    if (!found) {
      found = await answer(source, forms);
      cache.set(key, found);
    }
    return { sourceId: source.id, ...found };
  };
}
