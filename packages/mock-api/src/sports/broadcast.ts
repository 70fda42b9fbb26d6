/** Where a live match is broadcast (replaced by the live area's sports channels). */
export function broadcastOf(matchId: number): { url: string; channelId: number } {
  const channelId = 1 + (matchId % 10);
  return { url: `/live/pending/${channelId}.m3u8`, channelId };
}
