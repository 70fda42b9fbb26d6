/**
 * The origin of absolute pay URLs: the configured public origin when there is one (always in
 * production, where the site's host requires it). Without one (development), the origin the
 * browser used: the host sets X-Forwarded-Proto and X-Forwarded-Host when it proxies; called
 * directly, the Host header is the origin. Values that are not a plain scheme or host[:port] are
 * ignored rather than echoed into a URL.
 */
import type { FastifyRequest } from 'fastify';

const HOST_PATTERN = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function first(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  // A chain of proxies lists values comma-separated; the first is the client's.
  return raw?.split(',')[0]?.trim();
}

export function payOrigin(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ? new URL(publicOrigin).origin : requestOrigin(request);
}

function requestOrigin(request: FastifyRequest): string {
  const forwardedProto = first(request.headers['x-forwarded-proto'])?.toLowerCase();
  const forwardedHost = first(request.headers['x-forwarded-host']);
  const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : 'http';
  if (forwardedHost && HOST_PATTERN.test(forwardedHost)) return `${proto}://${forwardedHost}`;
  const host = first(request.headers.host);
  return `${proto}://${host && HOST_PATTERN.test(host) ? host : 'localhost'}`;
}
