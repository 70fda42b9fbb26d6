/**
 * A channel's logo (1:1 SVG, under /api/images/logo/{n}.svg, n its number in the catalogue): its
 * short name (CCTV-5, 湖南, 翡翠) on a badge in the channel's own colours. Text is XML-escaped.
 */
import { paletteFor } from '../images/palette';
import { escapeXml } from '../lib/xml';
import type { Channel } from './catalogue';

const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif";

/** What fits on a badge: the part before a space (CCTV-1), else the name without 卫视/频道. */
export function shortName(name: string): string {
  const head = name.split(' ')[0]!;
  if (head !== name) return head;
  const trimmed = name.replace(/(卫视|频道)$/, '');
  return [...trimmed].slice(0, 4).join('');
}

export function logoSvg(channel: Channel): string {
  const p = paletteFor('logo', channel.n);
  const text = shortName(channel.name);
  const size = [...text].length > 3 ? 26 : 34;
  const label = escapeXml(channel.name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="${label}"><title>${label}</title>` +
    `<defs><linearGradient id="lg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>` +
    `<rect width="120" height="120" rx="24" fill="url(#lg)"/>` +
    `<circle cx="${20 + p.shift * 80}" cy="22" r="9" fill="${p.accent}" fill-opacity="0.8"/>` +
    `<text x="60" y="${60 + size / 3}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(text)}</text>` +
    `</svg>`
  );
}
