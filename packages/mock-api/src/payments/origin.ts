/**
 * The origin of absolute URLs the mock writes (pay URLs, the Origin of a CORS check): the
 * configured public origin when there is one (always in production, where the site's host
 * requires it). Without one (development), the origin the browser used: the host sets
 * X-Forwarded-Proto and X-Forwarded-Host when it proxies; called directly, the Host header is the
 * origin. Each is parsed as a URL's host and used only when the parse gives it back unchanged:
 * `127.0.0.1:3200@evil.example` parses as user info plus another host, so it is refused (400)
 * instead of being dropped for the next header, which behind the host is the mock's own address.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../lib/reply';
import { Msg } from '../lib/messages';

function first(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  // A chain of proxies lists values comma-separated; the first is the client's.
  return raw?.split(',')[0]?.trim();
}

/** Only what a host[:port] is made of: no user info (@), path, query, fragment or space. */
const HOST_CHARACTERS = /^[a-z0-9.\-[\]:]+$/i;

/** `proto://host` as the URL parser normalises it, when `host` is a host[:port] and nothing else. */
export function parsedOrigin(proto: 'http' | 'https', host: string): string | null {
  if (!HOST_CHARACTERS.test(host)) return null;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}

export function payOrigin(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ? new URL(publicOrigin).origin : requestOrigin(request);
}

function requestOrigin(request: FastifyRequest): string {
  const forwardedProto = first(request.headers['x-forwarded-proto'])?.toLowerCase();
  const proto = forwardedProto === 'https' ? 'https' : 'http';
  // A proxied request names its origin in X-Forwarded-Host; only a direct one uses Host.
  const host = first(request.headers['x-forwarded-host']) ?? first(request.headers.host);
  const origin = host ? parsedOrigin(proto, host) : null;
  if (!origin) throw badRequest(Msg.badHost);
  return origin;
}
