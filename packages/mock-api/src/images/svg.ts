/**
 * Generated artwork: posters (2:3), banners (16:6) and avatars (1:1) as SVG: key art only, since the
 * cards and the carousel draw score, badges and facts themselves. Each is drawn from
 * the id (colours, shapes) and the record's own text (the Chinese title or name), so the site
 * looks like a catalogue rather than a wall of placeholders. All text is XML-escaped.
 */
import type { ActorArtwork, TitleArtwork } from '../queries/catalogue';
import { escapeXml } from '../lib/xml';
import { paletteFor, type Palette } from './palette';

const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif";
const BRAND = '星河影视';

function defs(id: string, p: Palette, vertical: boolean): string {
  const [x2, y2] = vertical ? ['0.3', '1'] : ['1', '0.4'];
  return (
    `<defs><linearGradient id="${id}g" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>` +
    `<linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.75"/></linearGradient></defs>`
  );
}

/**
 * Splits a title into balanced lines of at most `perLine` characters: at its space first
 * (这就是大侦探 / 第二季), then evenly (这就是 / 大侦探 rather than 这就是大侦 / 探).
 */
function lines(text: string, perLine: number): string[] {
  return text.split(' ').flatMap((part) => {
    const chars = [...part];
    const count = Math.ceil(chars.length / perLine);
    const per = Math.ceil(chars.length / count);
    return Array.from({ length: count }, (_, i) => chars.slice(i * per, (i + 1) * per).join(''));
  });
}

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title>${body}</svg>`;
}

export function posterSvg(title: TitleArtwork): string {
  const W = 300;
  const H = 450;
  const p = paletteFor('poster', title.id);
  const rows = lines(title.title, 5);
  const size = Math.min(64, Math.floor((W - 48) / Math.max(...rows.map((r) => [...r].length))));
  const top = H - 92 - (rows.length - 1) * size * 1.15;
  const text = rows
    .map(
      (row, i) =>
        `<text x="24" y="${Math.round(top + i * size * 1.15)}" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(row)}</text>`,
    )
    .join('');
  const cx = Math.round(60 + p.shift * 180);
  return svg(
    W,
    H,
    title.title,
    defs('p', p, true) +
      `<rect width="${W}" height="${H}" fill="url(#pg)"/>` +
      `<circle cx="${cx}" cy="150" r="${110 + Math.round(p.shift * 40)}" fill="${p.accent}" fill-opacity="0.18"/>` +
      `<circle cx="${W - cx / 2}" cy="70" r="46" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/>` +
      `<path d="M0 ${300 - p.shift * 80} L${W} ${220 + p.shift * 60} L${W} ${H} L0 ${H} Z" fill="#000" fill-opacity="0.18"/>` +
      `<rect width="${W}" height="${H}" fill="url(#ps)"/>` +
      `<g font-family="${FONT}">` +
      text +
      `<text x="24" y="${H - 30}" font-size="12" fill="#fff" fill-opacity="0.55" letter-spacing="2">${BRAND}</text>` +
      `</g>`,
  );
}

export function bannerSvg(title: TitleArtwork): string {
  const W = 1600;
  const H = 600;
  const p = paletteFor('banner', title.id);
  const size = Math.min(120, Math.floor(620 / [...title.title].length));
  const rings = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${1150 + p.shift * 200}" cy="${260 + i * 30}" r="${140 + i * 90}" fill="none" stroke="${p.accent}" stroke-opacity="${0.35 - i * 0.1}" stroke-width="${6 - i * 2}"/>`,
    )
    .join('');
  return svg(
    W,
    H,
    title.title,
    defs('b', p, false) +
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      rings +
      `<path d="M0 0 H900 L700 ${H} H0 Z" fill="#000" fill-opacity="0.35"/>` +
      `<text x="${W - 120}" y="330" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff" fill-opacity="0.9" text-anchor="end">${escapeXml(title.title)}</text>`,
  );
}

export function avatarSvg(actor: ActorArtwork): string {
  const S = 200;
  const p = paletteFor('avatar', actor.id);
  const initial = [...actor.name][0] ?? '';
  return svg(
    S,
    S,
    actor.name,
    defs('a', p, true) +
      `<rect width="${S}" height="${S}" fill="url(#ag)"/>` +
      `<circle cx="100" cy="210" r="80" fill="#fff" fill-opacity="0.16"/>` +
      `<circle cx="100" cy="92" r="46" fill="#fff" fill-opacity="0.12"/>` +
      `<text x="100" y="118" font-family="${FONT}" font-size="72" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initial)}</text>`,
  );
}
