/**
 * The client IP the per-IP limits count. The site's host proxies API calls from loopback and
 * appends the client's address as it determined it (the peer, or with TRUST_PROXY the address its
 * trusted proxies reported) to X-Forwarded-For, so the header is believed only when the connection
 * itself comes from loopback, and then only its last entry (the one the host added; anything
 * before it the browser could have written). Any other peer is counted as itself.
 */
import type { FastifyRequest } from 'fastify';

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address);
}

export function clientIp(request: FastifyRequest): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  if (!isLoopback(peer)) return peer;
  const header = request.headers['x-forwarded-for'];
  const value = Array.isArray(header) ? header[header.length - 1] : header;
  const last = value?.split(',').pop()?.trim();
  return last || peer;
}
