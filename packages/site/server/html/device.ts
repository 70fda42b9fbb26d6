/**
 * Whether a page request comes from a phone, so a server-written first screen has the layout the
 * browser will measure (src/layout/usePhoneLayout.ts). Chromium says so in a client hint; other
 * browsers' user agents name phones ("Mobile", "iPhone"). Tablets get the wider layout, as their
 * windows do. A wrong guess costs only a second render after hydration.
 */
import type { IncomingHttpHeaders } from 'node:http';

export const DEVICE_HEADERS = 'Sec-CH-UA-Mobile, User-Agent';

export function looksLikePhone(headers: IncomingHttpHeaders): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1';
  return /Mobi|iPhone|iPod/i.test(headers['user-agent'] ?? '');
}
