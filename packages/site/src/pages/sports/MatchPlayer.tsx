import { createLivePlayerDeps } from '../../player/liveDeps';
import { usePlayerController } from '../../player/usePlayerController';
import { LivePlayerSurface } from '../live/LivePlayerSurface';

export interface MatchPlayerProps {
  /** The live sports channel broadcasting the match (getMatchPlayUrl). */
  channelId: string;
  title: string;
}

/**
 * The live match's player: the live area's player (shared controller, live deps, live surface) on
 * the channel that broadcasts the match, so lines, fallback, signing and the VIP rule are the
 * channel's. Mounted only while the match is live.
 */
export function MatchPlayer({ channelId, title }: MatchPlayerProps) {
  const player = usePlayerController({ id: channelId, ep: 1, live: true }, createLivePlayerDeps);
  return <LivePlayerSurface player={player} channelId={channelId} title={title} />;
}
