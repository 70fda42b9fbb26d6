/**
 * The player of a page: one controller bound to the ui's <video> and frame, opening the episode
 * the route names (resuming where the viewer stopped), with the keyboard shortcuts, and saving
 * progress when the page is hidden or left.
 */
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { localEntryFor } from '../state/history';
import { isSignedIn } from '../state/signedIn';
import { watchRecordsActions } from '../state/watchRecords';
import { PlayerController, type PlayerDeps } from './controller';
import { shortcutFor } from './keyboard';
import { resumePosition } from './resume';

export interface PlayerTarget {
  /** The official title id; null while it is being resolved. */
  id: string | null;
  ep: number;
  preferThirdParty?: boolean;
  preferredLine?: string;
  /** A live channel (`id` is the channel, `ep` 1): no resume position, the live edge. */
  live?: boolean;
  /** Where to resume instead of the catalogue's records (a source's title); a stable function. */
  resume?: (id: string, ep: number) => number | Promise<number>;
}

/** Where to resume: the server's record when logged in (asked now), else this device's history. */
async function resumeFor(id: string, ep: number): Promise<number> {
  const local = localEntryFor(id);
  const server = isSignedIn() ? await watchRecordsActions.recordOf(id) : null;
  return resumePosition(ep, server, local) ?? 0;
}

/**
 * `createDeps` wires the controller to the app: createPlayerDeps for a title, createLivePlayerDeps
 * for a live channel. Passed by the page, so a live page's chunk carries none of a title's (the
 * detail store, the purl fallback, progress saving).
 */
export function usePlayerController(target: PlayerTarget, createDeps: () => PlayerDeps) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const containerRef = useRef<HTMLElement | null>(null);
  const [controller] = useState(() => new PlayerController(createDeps()));
  // The line remembered when the episode opens; a later pick switches lines in place instead.
  const preferredLine = useRef(target.preferredLine);
  useEffect(() => {
    preferredLine.current = target.preferredLine;
  });

  // The ui renders the <video>; should the page swap it (a not-found view in between), the
  // controller follows the element it is given.
  useEffect(() => {
    const video = videoRef.current;
    if (video && video !== controller.attachedVideo) controller.attach(video, containerRef.current);
  });
  useEffect(() => () => controller.destroy(), [controller]);

  const { id, ep, preferThirdParty, live, resume = resumeFor } = target;
  useEffect(() => {
    if (id === null) return;
    void controller.open(id, ep, {
      line: preferredLine.current,
      preferThirdParty,
      live,
      startAt: live ? 0 : resume(id, ep),
    });
  }, [controller, id, ep, preferThirdParty, live, resume]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (!action) return;
      event.preventDefault();
      switch (action.type) {
        case 'togglePlay':
          return controller.togglePlay();
        case 'seekBy':
          return controller.seekBy(action.seconds);
        case 'volumeBy':
          return controller.volumeBy(action.delta);
        case 'toggleFullscreen':
          return controller.toggleFullscreen();
      }
    };
    // Leaving or hiding the page saves where the viewer is, with a request that outlives the page.
    const onHide = () => controller.saveProgress(true);
    const onVisibility = () => document.visibilityState === 'hidden' && onHide();
    window.addEventListener('keydown', onKey);
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [controller]);

  const view = useSnapshot(controller.state);
  return { videoRef, containerRef, controller, view };
}
