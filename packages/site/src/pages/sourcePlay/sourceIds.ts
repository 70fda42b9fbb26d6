/**
 * The addresses of the viewer's own sources' titles and channels. A title plays at
 * `/vod/play-thrid/s{sourceId}-{itemId}/{ep}` (the contract's getSourceTitle names that page); a
 * channel of an M3U list at `/live/s{sourceId}-{itemId}`, which has the form of a channel slug.
 * An official third-party id is 13 hex digits and a slug starts with a letter or digit but never
 * `s` followed by digits and a dash, so neither route mistakes the other's ids.
 */
import type { SOURCE_ITEM_ID_PATTERN } from '@xinghe/contracts/client';
import { hrefFor } from '../../routes/paths';
import type { SourceItemKey } from '../../state/sourceTitle';

/**
 * The contract's item id pattern, checked against it by its type (importing the value would bring
 * the contract's lists into the search page's chunk: see videoId.ts).
 */
const itemPattern = '^[A-Za-z0-9_-]{1,40}$' satisfies typeof SOURCE_ITEM_ID_PATTERN;
const keyPattern = new RegExp(`^s([1-9][0-9]{0,9})-(${itemPattern.slice(1, -1)})$`);

/** `s7-101` as a source and an item, else null. */
export function parseSourceKey(value: string | undefined): SourceItemKey | null {
  const match = value === undefined ? null : keyPattern.exec(value);
  if (!match) return null;
  const sourceId = Number(match[1]);
  return sourceId <= 2_147_483_647 ? { sourceId, itemId: match[2]! } : null;
}

export const sourceKey = (sourceId: number, itemId: string) => `s${sourceId}-${itemId}`;

/** The player of a source's title at episode `ep` (1-based; the first by default). */
export const sourceItemHref = (sourceId: number, itemId: string, ep = 1) =>
  hrefFor('vodPlayThird', { id: sourceKey(sourceId, itemId), ep });

export const sourceChannelHref = (sourceId: number, itemId: string) =>
  hrefFor('liveChannel', { id: sourceKey(sourceId, itemId) });
