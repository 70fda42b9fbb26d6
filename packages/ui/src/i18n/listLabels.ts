/**
 * Names of the closed lists' values where the browser names them itself: a value the page sends
 * back to the API by its Chinese name (a genre of the filter bar) cannot be renamed in the reply,
 * so the page shows it by its code here. Everything else arrives named in the viewer's language
 * (the host renames the replies by their codes: site/src/content/listNames.ts).
 */
import type { GenreKey } from '@xinghe/contracts/client';
import { interpolate } from './format';
import { listT, type listMessages } from './listMessages';
import { activeLocale } from './locale';

export type ListKey = keyof typeof listMessages;

/** A value's name by its code in zh-TW and English; the API's own text in zh-CN or without one. */
export function listLabel(
  key: ListKey | undefined,
  apiText: string,
  vars?: Readonly<Record<string, string | number>>,
): string {
  if (!key || activeLocale() === 'zh-CN') return apiText;
  return interpolate(listT.catalogue[key], vars);
}

/** A genre by its code (the filter's slug, a card's `genreKeys`), if GENRES names it. */
export const genreLabel = (name: string, key: string | undefined): string =>
  listLabel(
    key && Object.hasOwn(listT.catalogue, `genre.${key}`) ? `genre.${key as GenreKey}` : undefined,
    name,
  );
