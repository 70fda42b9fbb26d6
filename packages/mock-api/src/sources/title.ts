/**
 * One title of a source, ready to play: a MacCMS vod read with `?ac=videolist&ids=`, each play
 * source a line of episodes; a list entry or an hls source, one line of one episode. Each
 * episode's media is planned by media.ts (direct or relayed).
 */
import type { SourceLine, SourceTitle, UsableSource } from '@xinghe/contracts';
import { notFound } from '../lib/reply';
import type { Fetched } from './fetch';
import type { ListReader } from './lists';
import { linesOf, maccmsUrl, parseMaccmsReply, plainText, type RawLine } from './maccms';
import type { MediaOf } from './media';
import { PlayMsg } from './messages';

export interface TitleDeps {
  fetchText(url: URL): Promise<Fetched>;
  lists: ListReader;
}

type Found = Omit<SourceTitle, 'sourceId' | 'sourceName' | 'itemId' | 'lines'> & {
  lines: RawLine[];
};

async function maccmsTitle(deps: TitleDeps, url: string, itemId: string): Promise<Found> {
  const fetched = await deps.fetchText(maccmsUrl(url, { ids: itemId }));
  if (fetched.state !== 'ok') throw notFound(PlayMsg.noAnswer);
  const vod = parseMaccmsReply(fetched.text)?.find((item) => item.itemId === itemId);
  if (!vod) throw notFound(PlayMsg.noTitle);
  const { name, pic, remarks, year } = vod;
  return {
    name,
    pic,
    remarks,
    year,
    desc: plainText(vod.content),
    lines: linesOf(vod, PlayMsg.episode),
  };
}

async function listTitle(deps: TitleDeps, source: UsableSource, itemId: string): Promise<Found> {
  const list = await deps.lists.read(source.url);
  if (list.state !== 'ok') throw notFound(PlayMsg.noAnswer);
  const entry = list.entries.find((item) => item.itemId === itemId);
  if (!entry) throw notFound(PlayMsg.noTitle);
  const line = { name: source.name, episodes: [{ name: entry.name, url: entry.url }] };
  return {
    name: entry.name,
    pic: entry.logo,
    remarks: entry.group,
    year: '',
    desc: '',
    lines: [line],
  };
}

function hlsTitle(source: UsableSource, itemId: string): Found {
  if (itemId !== '0') throw notFound(PlayMsg.noTitle);
  const line = { name: source.name, episodes: [{ name: PlayMsg.feature, url: source.url }] };
  return { name: source.name, pic: '', remarks: '', year: '', desc: '', lines: [line] };
}

export async function readTitle(
  deps: TitleDeps,
  source: UsableSource,
  itemId: string,
  mediaOf: MediaOf,
): Promise<SourceTitle> {
  const found =
    source.type === 'maccms'
      ? await maccmsTitle(deps, source.url, itemId)
      : source.type === 'list'
        ? await listTitle(deps, source, itemId)
        : hlsTitle(source, itemId);
  if (found.lines.length === 0) throw notFound(PlayMsg.noTitle);
  const lines: SourceLine[] = await Promise.all(
    found.lines.map(async (line) => ({
      name: line.name,
      episodes: await Promise.all(
        line.episodes.map(async (episode) => ({
          name: episode.name,
          media: await mediaOf(episode.url),
        })),
      ),
    })),
  );
  return { sourceId: source.id, sourceName: source.name, itemId, ...found, lines };
}
