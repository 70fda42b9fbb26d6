/**
 * M3U lists (IPTV style: `#EXTINF:-1 tvg-logo="..." group-title="...",Name` then the address),
 * read with @iptv/playlist rather than by hand: its attribute and comma rules are the ones the
 * IPTV lists in the wild are written to.
 */
import { parseM3U } from '@iptv/playlist';

export interface ListEntry {
  /** The entry's place in the list, from 0: its item id. */
  itemId: string;
  name: string;
  logo: string;
  group: string;
  url: string;
}

/** At most this many entries of a list are kept (the contract's channel cap). */
export const MAX_LIST_ENTRIES = 500;

/** True when the text starts like an M3U document (after an optional byte-order mark). */
export function isM3u(text: string): boolean {
  return text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('#EXTM3U');
}

function absolute(address: string, base: URL): string | null {
  try {
    const url = new URL(address.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The entries of a list with an absolute http(s) address (the parser keeps only those; IPTV lists
 * name their streams in full), at most MAX_LIST_ENTRIES; null when the text is not an M3U
 * document. A relative logo is resolved against the list's own URL.
 */
export function parseM3uList(text: string, listUrl: URL): ListEntry[] | null {
  if (!isM3u(text)) return null;
  let channels: ReturnType<typeof parseM3U>['channels'];
  try {
    channels = parseM3U(text.replace(/^\uFEFF/, '')).channels;
  } catch {
    // The parser gives up on some malformed documents (it guards itself against looping).
    return null;
  }
  const entries: ListEntry[] = [];
  channels.forEach((channel, index) => {
    const url = channel.url ? absolute(channel.url, listUrl) : null;
    if (!url || entries.length >= MAX_LIST_ENTRIES) return;
    entries.push({
      itemId: String(index),
      name: channel.name?.trim() || channel.tvgName?.trim() || `#${index + 1}`,
      logo: channel.tvgLogo ? (absolute(channel.tvgLogo, listUrl) ?? '') : '',
      group: channel.groupTitle?.trim() ?? '',
      url,
    });
  });
  return entries;
}
