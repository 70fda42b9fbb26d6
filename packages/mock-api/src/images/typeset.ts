/**
 * Title typesetting for key art: a season (第二季) or sequel number (2) is set apart from the
 * name, sizes fit the space, and each treatment places the title as a designer would: vertical
 * beside a seal for ink-wash art, a block over a scrim at the foot, spaced serif at the head,
 * or a heavy band for flat and children's art.
 */
import { escapeXml } from '../lib/xml';
import { SANS, SERIF } from './families';
import type { Colours } from './scenes';

export type Treatment = 'vertical' | 'foot' | 'head' | 'band';

export interface TitleParts {
  name: string;
  /** 第二季, or a sequel number. */
  suffix: string;
}

export function splitTitle(title: string): TitleParts {
  const season = /^(.*?)\s+(第.+季)$/.exec(title);
  if (season) return { name: season[1] ?? title, suffix: season[2] ?? '' };
  const sequel = /^(.*?[^\d])(\d+)$/.exec(title);
  if (sequel) return { name: sequel[1] ?? title, suffix: sequel[2] ?? '' };
  return { name: title, suffix: '' };
}

const chars = (s: string) => [...s];

function text(x: number, y: number, size: number, fill: string, body: string, extra = ''): string {
  return `<text x="${Math.round(x)}" y="${Math.round(y)}" font-size="${Math.round(size)}" fill="${fill}" ${extra}>${escapeXml(body)}</text>`;
}

export interface Frame {
  w: number;
  h: number;
  c: Colours;
  parts: TitleParts;
  /** 2019 · 悬疑 / 犯罪 */
  meta: string;
  tagline: string;
}

function vertical({ w, h, c, parts }: Frame): string {
  const list = chars(parts.name);
  const size = Math.min(w * 0.16, (h * 0.62) / list.length);
  const x = w - w * 0.09 - size / 2;
  let out = `<g font-family="${SERIF}" font-weight="900" text-anchor="middle">`;
  list.forEach((ch, i) => {
    out += text(x, h * 0.12 + size * (i + 0.9), size, c.ink, ch);
  });
  const sealY = h * 0.12 + size * list.length + size * 0.5;
  const seal = size * 0.62;
  out += `<rect x="${Math.round(x - seal / 2)}" y="${Math.round(sealY)}" width="${Math.round(seal)}" height="${Math.round(seal)}" rx="3" fill="#a8322a"/>`;
  out += text(x, sealY + seal * 0.7, seal * 0.5, '#f6eee0', '星河', `font-family="${SERIF}"`);
  // The season or sequel number runs down beside the title, small, as on a scroll's margin.
  const small = size * 0.34;
  chars(parts.suffix).forEach((ch, i) => {
    out += text(x - size * 0.82, h * 0.12 + size * 0.5 + small * 1.15 * (i + 1), small, c.ink, ch);
  });
  return `${out}</g>`;
}

function foot({ w, h, c, parts, meta }: Frame): string {
  const list = chars(parts.name);
  // The suffix is set at 0.46 of the name's size on the same line: both must fit the width.
  const units = list.length + chars(parts.suffix).length * 0.46 + (parts.suffix ? 0.3 : 0);
  const size = Math.min(h * 0.11, (w * 0.84) / Math.max(4, units));
  const base = h * 0.86;
  let out =
    `<defs><linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.78"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#scrim)"/>`;
  out += `<g font-family="${SANS}">`;
  out += `<rect x="${Math.round(w * 0.08)}" y="${Math.round(base - size * 1.45)}" width="${Math.round(w * 0.08)}" height="3" fill="${c.accent}"/>`;
  out += text(w * 0.08, base, size, '#fff', parts.name, 'font-weight="900" letter-spacing="2"');
  if (parts.suffix) {
    const after = w * 0.08 + size * list.length + 2 * list.length + size * 0.15;
    out += text(after, base, size * 0.46, c.accent, parts.suffix, 'font-weight="700"');
  }
  out += text(
    w * 0.08,
    base + size * 0.62,
    Math.max(11, size * 0.24),
    '#fff',
    meta,
    'fill-opacity="0.75" letter-spacing="3"',
  );
  return `${out}</g>`;
}

function head({ w, h, c, parts, tagline }: Frame): string {
  const list = chars(parts.name);
  const size = Math.min(h * 0.1, (w * 0.8) / list.length / 1.18);
  let out = `<g font-family="${SERIF}" text-anchor="middle">`;
  out += text(
    w / 2,
    h * 0.1 + size,
    size,
    c.ink,
    parts.name,
    `font-weight="700" letter-spacing="${Math.round(size * 0.18)}"`,
  );
  const small = Math.max(11, size * 0.3);
  const line = parts.suffix ? `${parts.suffix} · ${tagline}` : tagline;
  out += `<line x1="${Math.round(w / 2 - size)}" y1="${Math.round(h * 0.1 + size * 1.45)}" x2="${Math.round(w / 2 + size)}" y2="${Math.round(h * 0.1 + size * 1.45)}" stroke="${c.ink}" stroke-opacity="0.6"/>`;
  out += text(
    w / 2,
    h * 0.1 + size * 1.45 + small * 1.6,
    small,
    c.ink,
    line,
    'letter-spacing="4" fill-opacity="0.85"',
  );
  return `${out}</g>`;
}

function band({ w, h, c, parts }: Frame): string {
  const list = chars(parts.name);
  const size = Math.min(h * 0.12, (w * 0.8) / list.length);
  const y = h * 0.7;
  let out = `<g transform="rotate(-4 ${Math.round(w / 2)} ${Math.round(y)})" font-family="${SANS}" text-anchor="middle">`;
  out += `<rect x="${Math.round(-w * 0.1)}" y="${Math.round(y - size * 1.1)}" width="${Math.round(w * 1.2)}" height="${Math.round(size * 1.55)}" fill="${c.ink}"/>`;
  out += text(
    w / 2,
    y + size * 0.05,
    size,
    c.from,
    parts.name,
    'font-weight="900" letter-spacing="1"',
  );
  if (parts.suffix) {
    out += `<rect x="${Math.round(w / 2 - size * 1.2)}" y="${Math.round(y + size * 0.55)}" width="${Math.round(size * 2.4)}" height="${Math.round(size * 0.62)}" rx="${Math.round(size * 0.3)}" fill="${c.accent}"/>`;
    out += text(w / 2, y + size * 1.02, size * 0.4, c.ink, parts.suffix, 'font-weight="700"');
  }
  return `${out}</g>`;
}

export const TREATMENTS: Record<Treatment, (frame: Frame) => string> = {
  vertical,
  foot,
  head,
  band,
};
