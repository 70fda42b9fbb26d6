/**
 * The live catalogue and stream, for other areas of the mock (sports streams its live matches
 * through the same channels). Everything here is pure and needs no database:
 *
 * - `sportsChannelIds()`: the slugs of the 体育 group's channels, in order. All need VIP.
 * - `channelById(slug)`: a channel ({ id (its slug), n, name, group, vip, description }) or
 *   undefined.
 * - `livePlaylistPath(id, line?)`: the UNSIGNED playlist path of a channel's line (default line1),
 *   as getPlayUrl returns it; the player signs it with signMediaUrl and a media token.
 * - `livePlayInfo(id, line, mediaToken)`: the whole getPlayUrl reply (LivePlayInfo) for a line of
 *   `LIVE_LINES` (see `liveLineByKey`, `DEFAULT_LIVE_LINE`); `mediaToken` from
 *   `fastify.sessions.mediaToken(sessionToken)`, '' for a visitor.
 *
 * The media routes (routes/live-media.ts) serve those paths: a never-ending sliding window over a
 * committed clip, refused (403) to a non-VIP for a VIP channel; line1 of channels numbered 3, 9,
 * 15, ... answers 404 and of channels 6, 12, ... its segments do, so fallback is testable.
 */
import { channelsOf } from './catalogue';

export {
  allChannels,
  channelById,
  channelByNumber,
  FREE_CHANNEL_COUNT,
  type Channel,
} from './catalogue';
export { DEFAULT_LIVE_LINE, LIVE_LINES, liveBreakageOf, liveLineByKey } from './lines';
export { livePlayInfo, livePlaylistPath } from './stream';

export function sportsChannelIds(): string[] {
  return channelsOf('sports').map((channel) => channel.id);
}
