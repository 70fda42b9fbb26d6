/**
 * What happens when the stream of a line stops for good: a refused request (a stale signature)
 * gets one freshly signed retry; otherwise the line is given up and the next usable one is tried,
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
  private resigned = new Set<string>();

  constructor(
    private readonly core: PlayerCore,
    private readonly source: EpisodeSource,
    private readonly notices: PlayerNotices,
  ) {}

  /** Every line is worth a try again (a new episode, the overlay's retry). */
  reset() {
    this.failed.clear();
    this.resigned.clear();
  }

  onFatal(error: FatalMediaError) {
    const { core } = this;
    const line = core.state.line;
    const startAt = core.position();
    // A signature goes stale after a while: a refused request gets one freshly signed retry.
    if (error.status === 403 && core.info && !this.resigned.has(line)) {
      this.resigned.add(line);
      void this.source.play(core.info, startAt, core.generation);
      return;
    }
    void this.fallBackFrom(line, startAt);
  }

  /**
   * The line `failed` is given up: the overlay names the next usable line while it is tried, and
   * the one after it if that does not answer either. With none left the overlay offers a retry.
   */
  private async fallBackFrom(failed: string, startAt: number): Promise<void> {
    const { core } = this;
    this.failed.add(failed);
    const next = nextLine(core.state.lines, failed, this.failed, core.isVip());
    this.notices.showFallback(next?.name);
    if (!next) return;
    const request = { line: next.key };
    const outcome = await switchTo(core, this.source, request, 'line', startAt, core.playWhenReady);
    if (outcome === 'refused') await this.fallBackFrom(next.key, startAt);
  }
}
