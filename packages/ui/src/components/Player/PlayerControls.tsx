import type { PlayerControlsProps } from './types';

/** The control bar of the player. */
export function PlayerControls(_props: PlayerControlsProps) {
  return <div />;
}
