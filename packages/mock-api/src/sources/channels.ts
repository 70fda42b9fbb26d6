/**
 * The channels of a viewer's M3U lists for /live (我的频道): one group per list source, in the
 * order of their sources, each with how its fetch went and its channels' media planned.
 */
import type { SourceChannelGroup, UsableSource } from '@xinghe/contracts';
import type { ListReader } from './lists';
import type { MediaOf } from './media';

export async function readChannels(
  lists: ListReader,
  sources: readonly UsableSource[],
  mediaFor: (sourceId: number) => MediaOf,
): Promise<SourceChannelGroup[]> {
  return Promise.all(
    sources
      .filter((source) => source.type === 'list')
      .map(async (source): Promise<SourceChannelGroup> => {
        const group = { sourceId: source.id, sourceName: source.name };
        const list = await lists.read(source.url);
        if (list.state !== 'ok') return { ...group, ...list, channels: [] };
        const mediaOf = mediaFor(source.id);
        const channels = await Promise.all(
          list.entries.map(async ({ itemId, name, logo, group: title, url }) => ({
            itemId,
            name,
            logo,
            group: title,
            media: await mediaOf(url),
          })),
        );
        return { ...group, state: 'ok', detail: '', channels };
      }),
  );
}
