/**
 * What happens when the stream of a line stops for good: a refused request (a stale signature, or
 * a media token past its 30 minutes) gets a retry with a fresh play line (a fresh media token),
 * once per place in the episode; otherwise the line is given up and the next usable one is tried,
 * named by the error overlay meanwhile, and the one after it if that one is refused too. With none
 * left the overlay offers a retry. Owns which lines failed (and were re-signed) in this episode.
 */
import type { PlayerCore } from './core';
import type { FatalMediaError } from './engine';
import { switchTo } from './lineSwitching';
import type { PlayerNotices } from './notices';
import type { EpisodeSource } from './source';

export interface FallbackLine {
  key: string;
  vip: boolean;
}

/**
 * Which line to try when the current one fails: the next one in the list's order (wrapping
 * around) that has not failed yet and that this viewer may use (VIP lines only for a VIP).
 */
export function nextLine<L extends FallbackLine>(
  lines: readonly L[],
  current: string,
  failed: ReadonlySet<string>,
  isVip: boolean,
): L | undefined {
  const start = lines.findIndex((l) => l.key === current);
  for (let step = 1; step <= lines.length; step++) {
    const line = lines[(start + step + lines.length) % lines.length];
    if (!line || line.key === current || failed.has(line.key)) continue;
    if (line.vip && !isVip) continue;
    return line;
  }
  return undefined;
}

export class LineFallback {
  private failed = new Set<string>();
  /** Per line, the position of its last fresh-token retry. */
  private resignedAt = new Map<string, number>();

  constructor(
    private readonly core: PlayerCore,
    private readonly source: EpisodeSource,
    private readonly notices: PlayerNotices,
  ) {}

  /** Every line is worth a try again (a new episode, the overlay's retry). */
  reset() {
    this.failed.clear();
    this.resignedAt.clear();
  }

  onFatal(error: FatalMediaError) {
    const { core } = this;
    const line = core.state.line;
    const startAt = core.position();
    // Signatures and media tokens run out (a long film outlives its 30-minute media token): a
    // refused request asks for the line again, which brings a fresh media token. Refused again
    // before playback moved on from there, the line is given up.
    const retriedAt = this.resignedAt.get(line);
    if (error.status === 403 && core.info && (retriedAt === undefined || startAt > retriedAt)) {
      this.resignedAt.set(line, startAt);
      void this.retryWithFreshToken(line, startAt);
      return;
    }
    void this.fallBackFrom(line, startAt);
  }

  private async retryWithFreshToken(line: string, startAt: number): Promise<void> {
    const { core } = this;
    const request = { line, quality: core.state.quality || undefined };
    const outcome = await switchTo(core, this.source, request, 'line', startAt, core.playWhenReady);
    if (outcome === 'refused') await this.fallBackFrom(line, startAt);
  }

  /**
   * The line `failed` is given up: the overlay names the next usable line while it is tried, and
   * the one after it if that does not answer either. With none left the overlay offers a retry;
   * once one plays, a notice names the line the viewer was on (`origin`) and the one that took over.
   */
  private async fallBackFrom(failed: string, startAt: number, origin = failed): Promise<void> {
    const { core } = this;
    this.failed.add(failed);
    const next = nextLine(core.state.lines, failed, this.failed, core.isVip());
    this.notices.showFallback(next?.name);
    if (!next) return;
    const request = { line: next.key };
    const outcome = await switchTo(core, this.source, request, 'line', startAt, core.playWhenReady);
    if (outcome === 'refused') await this.fallBackFrom(next.key, startAt, origin);
    else if (outcome === 'switched') {
      const from = core.state.lines.find((l) => l.key === origin)?.name;
      if (from) this.notices.showSwitched(from, next.name);
      core.deps.onFellBack?.(next.key, core.state.lines);
    }
  }
}
