/**
 * Where a live match is broadcast: one of the live area's sports channels, picked from the match
 * id, so a match stays on its channel for its whole run.
 */
import { livePlaylistPath, sportsChannelIds } from '../live/index';

export function channelOfMatch(matchId: number): string {
  const ids = sportsChannelIds();
  const id = ids[matchId % ids.length];
  if (id === undefined) throw new Error('the live area has no sports channels');
  return id;
}

export function broadcastOf(matchId: number): { url: string; channelId: string } {
  const channelId = channelOfMatch(matchId);
  return { url: livePlaylistPath(channelId), channelId };
}
