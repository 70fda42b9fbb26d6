/**
 * Generated sports logos (SVG): a badge for a category or tournament and a crest for a team or
 * player, each drawn from its id and its own (invented or generic) name. Nothing here copies a
 * real logo.
 */
import { escapeXml } from '../lib/xml';
import { paletteFor } from '../images/palette';
import { COMPETITIONS, PROJECTS } from './catalogue';
import { sideById } from './teams';

const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif";
const SIZE = 120;

function svg(label: string, body: string): string {
  const l = escapeXml(label);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${l}"><title>${l}</title>${body}</svg>`;
}

function label(text: string, y: number): string {
  const chars = [...text];
  const size = Math.min(44, Math.floor(96 / Math.max(2, chars.length)));
  return `<text x="60" y="${y}" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(text)}</text>`;
}

/** A category's or tournament's badge: a rounded square with its short name. */
export function sportBadgeSvg(id: number): string | undefined {
  const project = PROJECTS.find((p) => p.id === id);
  const competition = COMPETITIONS.find((c) => c.id === id);
  const name = project?.name ?? competition?.shortName;
  if (!name) return undefined;
  const p = paletteFor('sport', id);
  return svg(
    competition?.name ?? name,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>` +
      `<rect x="4" y="4" width="112" height="112" rx="26" fill="url(#g)"/>` +
      `<circle cx="${Math.round(30 + p.shift * 60)}" cy="30" r="38" fill="${p.accent}" fill-opacity="0.2"/>` +
      label(name.length > 4 ? name.slice(0, 4) : name, 62),
  );
}

/** A team's crest or a player's roundel, with the first one or two characters of the name. */
export function teamCrestSvg(id: number): string | undefined {
  const side = sideById(id);
  if (!side) return undefined;
  const p = paletteFor('team', id);
  const initials = [...side.name.replace(/·.*/, '')].slice(0, 2).join('');
  return svg(
    side.name,
    `<path d="M60 6 L108 22 L104 70 Q96 100 60 114 Q24 100 16 70 L12 22 Z" fill="${p.to}" stroke="${p.accent}" stroke-width="5"/>` +
      `<path d="M60 6 L108 22 L104 70 Q96 100 60 114 Z" fill="#000" fill-opacity="0.18"/>` +
      label(initials, 60),
  );
}
