/**
 * Where the browser plays an episode or a channel from: the address itself when its host lets
 * this site read it (the cors check of GET /metrics/v1/cors, cached per host) and the page would
 * not be mixing http into https; else our relay, signed for this viewer and this address.
 */
import type { SourceMedia } from '@xinghe/contracts';
import type { RelaySigner } from './relay-sign';

export interface MediaDeps {
  corsOf(address: string, origin: string): Promise<boolean>;
  signer: RelaySigner;
  nowSeconds(): number;
}

/** Who is asking and from where: what one reply's media are planned for. */
export interface Viewing {
  sourceId: number;
  viewerId: number;
  /** The site's origin, as the browser sends it (the cors check asks the host for it). */
  origin: string;
}

/** One planner per reply: a host's check is asked once however many episodes it serves. */
export function mediaPlanner(deps: MediaDeps, viewing: Viewing) {
  const byHost = new Map<string, Promise<boolean>>();
  const secureSite = viewing.origin.startsWith('https:');

  function readable(address: string): Promise<boolean> {
    const url = new URL(address);
    if (secureSite && url.protocol === 'http:') return Promise.resolve(false);
    const key = url.origin;
    let answer = byHost.get(key);
    if (!answer) {
      answer = deps.corsOf(address, viewing.origin).catch(() => false);
      byHost.set(key, answer);
    }
    return answer;
  }

  return async (address: string): Promise<SourceMedia> => {
    if (await readable(address)) return { url: address, relayed: false };
    const url = deps.signer.url(viewing.sourceId, viewing.viewerId, address, deps.nowSeconds());
    return { url, relayed: true };
  };
}

export type MediaOf = ReturnType<typeof mediaPlanner>;
