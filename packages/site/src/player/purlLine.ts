/**
 * Playing from the detail's purl: a server without getPlayLine (the real API), or one that does
 * not know the id there, lists each episode's playlist in the detail's videosGroup (`purl`,
 * unsigned, at the best quality a visitor may play on that line). The player reads that as a play
 * reply of its own: a line per group, one quality, signed with the visitor's (empty) media token.
 */
import type { CollectionInfo, QualityInfo } from '@xinghe/contracts/client';
import type { LineRequest, PlayInfo } from './types';

/** A purl's only quality: whatever the server put there (it names none). */
export const PURL_QUALITY: QualityInfo = { key: 'default', label: '默认', vip: false };

/** A group's line key: ours when sent, else its place (line1, line2...). */
const lineKeyOf = (key: string | undefined, index: number) => key ?? `line${index + 1}`;

/**
 * The play reply for `request` from a title's detail: the line asked for, else the first that has
 * the episode; null when no line has it.
 */
export function playInfoFromDetail(detail: CollectionInfo, request: LineRequest): PlayInfo | null {
  const lines = detail.videosGroup.map((group, index) => ({
    key: lineKeyOf(group.key, index),
    name: group.name,
    // Which line is our own is unknown here: the first counts as the official one.
    official: index === 0,
    vip: group.vip ?? false,
    qualities: [PURL_QUALITY],
  }));
  const withEpisode = detail.videosGroup
    .map((group, index) => ({
      key: lineKeyOf(group.key, index),
      video: group.videos.find((v) => v.eporder === request.ep),
    }))
    .filter((line) => line.video !== undefined);
  const chosen = withEpisode.find((line) => line.key === request.line) ?? withEpisode[0];
  if (!chosen?.video) return null;
  return {
    id: request.id,
    ep: request.ep,
    lines,
    line: chosen.key,
    quality: PURL_QUALITY.key,
    playlist: chosen.video.purl,
    mediaToken: '',
  };
}
