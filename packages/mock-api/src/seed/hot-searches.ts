/**
 * The hot-search list (SPEC "Hot search group"): the most popular titles of every channel, with
 * a few live channels labelled 直播 spread through it so each group of six can hold one.
 */
import { fillPath, PAGE_PATHS, VOD_TYPES } from '@xinghe/contracts';
import type { VodType } from '@xinghe/contracts';
import { CHANNEL_LABEL } from '../domain/channels';
import type { TitleIds } from '../domain/video-ids';
import type { ChannelSeed, HotSearchSeed, TitleSeed } from './types';

const TITLES_PER_CHANNEL: Record<VodType, number> = {
  drama: 8,
  movie: 7,
  variety: 4,
  animation: 4,
  children: 1,
  documentary: 2,
};

const LIVE_ENTRIES = ['CCTV-1 综合', 'CCTV-5 体育', '湖南卫视', '浙江卫视', '东方卫视'];
/** Positions (from 1) of the live entries: one in each of the first five groups of six. */
const LIVE_POSITIONS = [3, 10, 14, 21, 28];

/** Entries keep the title's row (the database's target_id); their links carry its video id. */
export function generateHotSearches(
  titles: TitleSeed[],
  videoIds: ReadonlyMap<number, TitleIds>,
  channels: ChannelSeed[],
): HotSearchSeed[] {
  const byPopularity = [...titles].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  const picked = VOD_TYPES.flatMap((type) =>
    byPopularity.filter((t) => t.type === type).slice(0, TITLES_PER_CHANNEL[type]),
  ).sort((a, b) => b.popularity - a.popularity || a.id - b.id);

  const entries: Omit<HotSearchSeed, 'index'>[] = picked.map((title) => ({
    name: title.title,
    label: CHANNEL_LABEL[title.type],
    id: title.id,
    url: fillPath(PAGE_PATHS.vodDetail, { id: videoIds.get(title.id)?.vid ?? '' }),
  }));
  LIVE_ENTRIES.forEach((name, i) => {
    const channel = channels.find((c) => c.name === name);
    if (!channel) throw new Error(`hot search channel ${name} is not seeded`);
    const live = {
      name,
      label: '直播',
      id: channel.id,
      url: fillPath(PAGE_PATHS.liveChannel, { id: channel.slug }),
    };
    entries.splice((LIVE_POSITIONS[i] ?? entries.length + 1) - 1, 0, live);
  });
  return entries.map((entry, i) => ({ index: i + 1, ...entry }));
}
