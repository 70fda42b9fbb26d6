/**
 * Saves how far the viewer got: the local `vod-history` always (a visitor resumes too), the server
 * record when logged in. While playing, local writes happen at most every 2 s and server posts at
 * most every 10 s; pausing, ending, leaving the page and switching episodes save at once. A save
 * that fails is dropped: the next one carries a newer position anyway.
 */
export const SERVER_SAVE_INTERVAL_MS = 10_000;
export const LOCAL_SAVE_INTERVAL_MS = 2_000;

export interface Progress {
  mid: string;
  ep: number;
  /** Seconds. */
  position: number;
  /** Seconds. */
  duration: number;
}

export interface ProgressSinks {
  saveLocal: (progress: Progress) => void;
  /** Resolves whatever happens; `urgent` when the page is going away (keepalive request). */
  saveServer: (progress: Progress, urgent: boolean) => Promise<unknown>;
  isLoggedIn: () => boolean;
  now?: () => number;
}

export interface ProgressSaver {
  /** A new position while playing; saved when its interval has passed. */
  update(progress: Progress): void;
  /** Saves the latest position now (pause, end, pagehide, episode switch). */
  flush(urgent?: boolean): void;
}

const same = (a: Progress | null, b: Progress | null) =>
  !!a && !!b && a.mid === b.mid && a.ep === b.ep && Math.abs(a.position - b.position) < 0.5;

export function createProgressSaver(sinks: ProgressSinks): ProgressSaver {
  const now = sinks.now ?? Date.now;
  let latest: Progress | null = null;
  let savedLocal: Progress | null = null;
  let savedServer: Progress | null = null;
  let localAt = -Infinity;
  let serverAt = -Infinity;

  function saveLocal(at: number) {
    if (!latest || same(latest, savedLocal)) return;
    savedLocal = latest;
    localAt = at;
    try {
      sinks.saveLocal(latest);
    } catch {
      // storage full or disabled
    }
  }

  function saveServer(at: number, urgent: boolean) {
    if (!latest || same(latest, savedServer) || !sinks.isLoggedIn()) return;
    savedServer = latest;
    serverAt = at;
    void sinks.saveServer(latest, urgent).catch(() => undefined);
  }

  return {
    update(progress) {
      if (!Number.isFinite(progress.position) || progress.position < 0) return;
      latest = progress;
      const at = now();
      if (at - localAt >= LOCAL_SAVE_INTERVAL_MS) saveLocal(at);
      if (at - serverAt >= SERVER_SAVE_INTERVAL_MS) saveServer(at, false);
    },
    flush(urgent = false) {
      const at = now();
      saveLocal(at);
      saveServer(at, urgent);
    },
  };
}
