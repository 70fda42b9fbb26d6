/**
 * 苹果CMS v10 JSON API: how it is asked (`?ac=videolist&wd=` to search, `&ids=` for a title) and how
 * its reply is read. A reply is `{ code: 1, list: [vod...] }`; a vod's play sources are
 * `vod_play_from` and `vod_play_url` split by `$$$` side by side, each source's episodes split by
 * `#`, each episode `name$url`. The format is a de-facto one with no published schema or parser
 * package, so the reading is here, defensive: a field of the wrong kind reads as empty.
 */
import { SOURCE_ITEM_ID_PATTERN, type SourceCard } from '@xinghe/contracts';

export interface MaccmsVod {
  itemId: string;
  name: string;
  pic: string;
  remarks: string;
  year: string;
  content: string;
  playFrom: string;
  playUrl: string;
}

export interface RawEpisode {
  name: string;
  url: string;
}

export interface RawLine {
  name: string;
  episodes: RawEpisode[];
}

const ITEM_ID = new RegExp(SOURCE_ITEM_ID_PATTERN);

/** The API's URL with `ac=videolist` and one more parameter; the source's own parameters kept. */
export function maccmsUrl(base: string, ask: { wd: string } | { ids: string }): URL {
  const url = new URL(base);
  url.searchParams.set('ac', 'videolist');
  for (const [key, value] of Object.entries(ask)) url.searchParams.set(key, value);
  return url;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

function vodOf(value: unknown): MaccmsVod | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const itemId = text(v['vod_id']);
  const name = text(v['vod_name']);
  if (!ITEM_ID.test(itemId) || !name) return null;
  return {
    itemId,
    name,
    pic: text(v['vod_pic']),
    remarks: text(v['vod_remarks']),
    year: text(v['vod_year']),
    content: text(v['vod_content']),
    playFrom: text(v['vod_play_from']),
    playUrl: text(v['vod_play_url']),
  };
}

/** The vods of a reply, or null when the text is not a MacCMS list reply. */
export function parseMaccmsReply(body: string): MaccmsVod[] | null {
  let reply: unknown;
  try {
    reply = JSON.parse(body.replace(/^\uFEFF/, ''));
  } catch {
    return null;
  }
  if (typeof reply !== 'object' || reply === null) return null;
  const list = (reply as Record<string, unknown>)['list'];
  if (!Array.isArray(list)) return null;
  return list.map(vodOf).filter((vod): vod is MaccmsVod => vod !== null);
}

export function cardOf(vod: MaccmsVod): SourceCard {
  const { itemId, name, pic, remarks, year } = vod;
  return { itemId, name, pic, remarks, year };
}

/** True for an http(s) address of an HLS playlist (.m3u8, a query allowed). */
export function isHlsAddress(address: string): boolean {
  try {
    const url = new URL(address);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /\.m3u8$/i.test(url.pathname);
  } catch {
    return false;
  }
}

/**
 * The play sources of a vod as lines of episodes; episodes that are not http(s) .m3u8 addresses
 * (a web player page, a share link) are left out, and so is a line left with none.
 */
export function linesOf(vod: MaccmsVod, unnamedEpisode: (n: number) => string): RawLine[] {
  const names = vod.playFrom.split('$$$');
  return vod.playUrl
    .split('$$$')
    .map((group, index) => {
      const episodes = group
        .split('#')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part, n) => {
          const cut = part.lastIndexOf('$');
          const name = cut > 0 ? part.slice(0, cut).trim() : '';
          return { name: name || unnamedEpisode(n + 1), url: part.slice(cut + 1).trim() };
        })
        .filter((episode) => isHlsAddress(episode.url));
      return { name: names[index]?.trim() || `${index + 1}`, episodes };
    })
    .filter((line) => line.episodes.length > 0);
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/**
 * vod_content as plain text: tags removed, the common entities decoded, spaces collapsed. It is
 * shown as text (React escapes it), never as HTML, so this is about looks, not safety.
 */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t\u3000]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}
