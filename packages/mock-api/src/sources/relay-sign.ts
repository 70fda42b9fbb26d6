/**
 * The relay's signed addresses: `/user/source/relay/{id}?u=&v=&e=&s=`, where `s` is the
 * HMAC-SHA256 (base64url) of the source, the viewer, the address and the expiry, keyed by the
 * mock's token secret through a key derived for this use only (as media tokens are). Only the
 * server makes them, in a title's or a channel's media and in the playlists it relays, so the
 * relay fetches nothing a viewer merely typed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { fillPath, routes, type SourceRelayQuery } from '@xinghe/contracts';

/** A relay address is good for 6 hours: a film, or an evening of one channel. */
export const RELAY_TTL_SECONDS = 6 * 3600;

export interface RelaySigner {
  /** The relay address (path and query, same origin as the API) of `address` for this viewer. */
  url(sourceId: number, viewerId: number, address: string, nowSeconds: number): string;
  /** True when the query carries our signature of these values and has not expired. */
  verify(sourceId: number, query: SourceRelayQuery, nowSeconds: number): boolean;
}

export function createRelaySigner(secret: string): RelaySigner {
  const key = createHmac('sha256', secret).update('xinghe source relay key').digest();
  const mac = (sourceId: number, viewerId: number, address: string, expiry: number) =>
    createHmac('sha256', key)
      .update(JSON.stringify([sourceId, viewerId, address, expiry]))
      .digest();

  return {
    url(sourceId, viewerId, address, nowSeconds) {
      const e = nowSeconds + RELAY_TTL_SECONDS;
      const query = new URLSearchParams({
        u: address,
        v: String(viewerId),
        e: String(e),
        s: mac(sourceId, viewerId, address, e).toString('base64url'),
      });
      return `${fillPath(routes.getSourceRelay.path, { id: sourceId })}?${query}`;
    },
    verify(sourceId, query, nowSeconds) {
      if (query.e <= nowSeconds) return false;
      const given = Buffer.from(query.s, 'base64url');
      const expected = mac(sourceId, query.v, query.u, query.e);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
