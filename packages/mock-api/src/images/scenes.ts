/**
 * Key-art backdrops, drawn for any width and height (posters 2:3, banners 16:6) from a seeded
 * random stream: each family has a few, so posters of one genre still differ. They set the mood
 * and leave the focal subject (a figure, a window, a lighthouse ...) to `motifs.ts`.
 */
import type { Random } from '../seed/random';
import type { Family } from './families';

export interface Colours {
  from: string;
  to: string;
  accent: string;
  ink: string;
}

type Scene = (r: Random, w: number, h: number, c: Colours) => string;

const n = (v: number) => Math.round(v * 10) / 10;

/** A ridge line across the frame, closed to the bottom: mountains, hills, skylines of rock. */
function ridge(
  r: Random,
  w: number,
  h: number,
  base: number,
  rough: number,
  steps: number,
): string {
  let d = `M0 ${n(base)}`;
  for (let i = 1; i <= steps; i++) {
    const x = (w * i) / steps;
    const y = base - r.next() * rough;
    const cx = x - w / steps / 2;
    d += ` Q${n(cx)} ${n(y - rough * 0.4)} ${n(x)} ${n(y)}`;
  }
  return `${d} L${w} ${h} L0 ${h} Z`;
}

function sky(w: number, h: number, c: Colours, id: string, vertical = true): string {
  const [x2, y2] = vertical ? [0, 1] : [1, 0.6];
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id})"/>`
  );
}

const inkMountains: Scene = (r, w, h, c) => {
  let out = sky(w, h, c, 'sk');
  out += `<circle cx="${n(w * (0.25 + r.next() * 0.5))}" cy="${n(h * 0.28)}" r="${n(Math.min(w, h) * 0.11)}" fill="${c.accent}" fill-opacity="0.85"/>`;
  for (let layer = 0; layer < 4; layer++) {
    const base = h * (0.5 + layer * 0.12);
    out += `<path d="${ridge(r, w, h, base, h * (0.22 - layer * 0.04), 5 + layer * 2)}" fill="${c.ink}" fill-opacity="${0.18 + layer * 0.2}"/>`;
  }
  return out;
};

const inkMoon: Scene = (r, w, h, c) => {
  const cx = w * (0.3 + r.next() * 0.4);
  let out = sky(w, h, c, 'sk');
  out += `<circle cx="${n(cx)}" cy="${n(h * 0.33)}" r="${n(Math.min(w, h) * 0.22)}" fill="${c.ink}" fill-opacity="0.08"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(h * 0.33)}" r="${n(Math.min(w, h) * 0.16)}" fill="${c.accent}" fill-opacity="0.25"/>`;
  const cliff = `M${n(w * 0.55)} ${h} L${n(w * 0.62)} ${n(h * 0.7)} L${n(w * 0.78)} ${n(h * 0.66)} L${n(w * 0.84)} ${n(h * 0.72)} L${w} ${n(h * 0.7)} L${w} ${h} Z`;
  out += `<path d="${ridge(r, w, h, h * 0.82, h * 0.08, 6)}" fill="${c.ink}" fill-opacity="0.35"/>`;
  out += `<path d="${cliff}" fill="${c.ink}" fill-opacity="0.9"/>`;
  return out;
};

const neonGrid: Scene = (r, w, h, c) => {
  let out = sky(w, h, c, 'sk');
  for (let i = 0; i < 70; i++) {
    out += `<circle cx="${n(r.next() * w)}" cy="${n(r.next() * h * 0.55)}" r="${n(0.5 + r.next() * 1.4)}" fill="#fff" fill-opacity="${n(0.3 + r.next() * 0.6)}"/>`;
  }
  const horizon = h * 0.62;
  out += `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="#000" fill-opacity="0.55"/>`;
  for (let i = 0; i <= 12; i++) {
    const x = (w * i) / 12;
    out += `<line x1="${n(w / 2 + (x - w / 2) * 0.15)}" y1="${n(horizon)}" x2="${n(x * 1.6 - w * 0.3)}" y2="${h}" stroke="${c.accent}" stroke-opacity="0.45" stroke-width="1"/>`;
  }
  for (let i = 1; i < 7; i++) {
    const y = horizon + (h - horizon) * (i / 7) ** 1.8;
    out += `<line x1="0" y1="${n(y)}" x2="${w}" y2="${n(y)}" stroke="${c.accent}" stroke-opacity="0.4" stroke-width="1"/>`;
  }
  return out;
};

const neonCity: Scene = (r, w, h, c) => {
  let out = sky(w, h, c, 'sk');
  let x = 0;
  while (x < w) {
    const bw = 14 + r.next() * (w / 8);
    const bh = h * (0.2 + r.next() * 0.45);
    out += `<rect x="${n(x)}" y="${n(h - bh)}" width="${n(bw - 2)}" height="${n(bh)}" fill="#05060d" fill-opacity="0.9"/>`;
    if (r.chance(0.45)) {
      out += `<rect x="${n(x + 3)}" y="${n(h - bh + 8)}" width="${n(Math.max(2, bw - 8))}" height="2" fill="${r.chance(0.5) ? c.accent : c.ink}" fill-opacity="0.8"/>`;
    }
    x += bw;
  }
  out += `<rect width="${w}" height="${h}" fill="${c.accent}" fill-opacity="0.06"/>`;
  return out;
};

const softBokeh: Scene = (r, w, h, c) => {
  let out = sky(w, h, c, 'sk', false);
  for (let i = 0; i < 16; i++) {
    out += `<circle cx="${n(r.next() * w)}" cy="${n(r.next() * h)}" r="${n(Math.min(w, h) * (0.03 + r.next() * 0.12))}" fill="${c.accent}" fill-opacity="${n(0.12 + r.next() * 0.3)}"/>`;
  }
  return out;
};

const softGlow: Scene = (r, w, h, c) => {
  let out = sky(w, h, c, 'sk');
  const cy = h * 0.42;
  out += `<circle cx="${n(w / 2)}" cy="${n(cy)}" r="${n(Math.min(w, h) * 0.3)}" fill="${c.accent}" fill-opacity="0.3"/>`;
  out += `<rect y="${n(h * 0.86)}" width="${w}" height="${n(h * 0.14)}" fill="${c.ink}" fill-opacity="0.12"/>`;
  return (
    out +
    `<circle cx="${n(r.next() * w)}" cy="${n(h * 0.15)}" r="3" fill="#fff" fill-opacity="0.8"/>`
  );
};

const noirBeam: Scene = (r, w, h, c) => {
  let out = sky(w, h, c, 'sk');
  const x = w * (0.2 + r.next() * 0.6);
  out += `<path d="M${n(x - w * 0.05)} 0 L${n(x + w * 0.05)} 0 L${n(x + w * 0.4)} ${h} L${n(x - w * 0.4)} ${h} Z" fill="${c.ink}" fill-opacity="0.07"/>`;
  out += `<rect x="0" y="${n(h * 0.78)}" width="${w}" height="3" fill="${c.accent}" fill-opacity="0.9"/>`;
  return out;
};

const noirBlinds: Scene = (r, w, h, c) => {
  let out = sky(w, h, c, 'sk');
  const tilt = -0.25 + r.next() * 0.5;
  for (let i = 0; i < 14; i++) {
    const y = (h / 14) * i;
    out += `<path d="M0 ${n(y)} L${w} ${n(y + w * tilt)} L${w} ${n(y + w * tilt + h / 40)} L0 ${n(y + h / 40)} Z" fill="${c.ink}" fill-opacity="0.06"/>`;
  }
  for (let i = 0; i < 60; i++) {
    const x = r.next() * w;
    const y = r.next() * h;
    out += `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x - 4)}" y2="${n(y + 18)}" stroke="${c.ink}" stroke-opacity="0.18" stroke-width="1"/>`;
  }
  return (
    out +
    `<circle cx="${n(w * 0.8)}" cy="${n(h * 0.2)}" r="${n(Math.min(w, h) * 0.05)}" fill="${c.accent}"/>`
  );
};

const warmHorizon: Scene = (r, w, h, c) => {
  let out = sky(w, h, c, 'sk');
  const sy = h * (0.45 + r.next() * 0.1);
  out += `<circle cx="${n(w * (0.3 + r.next() * 0.4))}" cy="${n(sy)}" r="${n(Math.min(w, h) * 0.14)}" fill="${c.accent}" fill-opacity="0.9"/>`;
  out += `<path d="${ridge(r, w, h, h * 0.62, h * 0.06, 4)}" fill="#000" fill-opacity="0.35"/>`;
  out += `<rect y="${n(h * 0.7)}" width="${w}" height="${n(h * 0.3)}" fill="#000" fill-opacity="0.4"/>`;
  return out;
};

/** Indoors: a wall, a floor and a pool of lamplight. */
const warmRoom: Scene = (r, w, h, c) => {
  let out = sky(w, h, c, 'sk');
  const lx = w * (0.25 + r.next() * 0.5);
  out += `<ellipse cx="${n(lx)}" cy="${n(h * 0.4)}" rx="${n(w * 0.45)}" ry="${n(h * 0.3)}" fill="${c.accent}" fill-opacity="0.12"/>`;
  out += `<rect y="${n(h * 0.72)}" width="${w}" height="${n(h * 0.28)}" fill="#000" fill-opacity="0.3"/>`;
  return out;
};

const flatShapes: Scene = (r, w, h, c) => {
  let out = sky(w, h, c, 'sk', false);
  const cx = w * (0.3 + r.next() * 0.4);
  out += `<circle cx="${n(cx)}" cy="${n(h * 0.38)}" r="${n(Math.min(w, h) * 0.32)}" fill="${c.accent}"/>`;
  out += `<path d="M0 ${n(h * 0.72)} L${n(w * 0.25)} ${n(h * 0.6)} L${n(w * 0.5)} ${n(h * 0.74)} L${n(w * 0.75)} ${n(h * 0.58)} L${w} ${n(h * 0.7)} L${w} ${h} L0 ${h} Z" fill="${c.ink}" fill-opacity="0.9"/>`;
  for (let i = 0; i < 5; i++) {
    out += `<rect x="${n(r.next() * w)}" y="${n(r.next() * h * 0.5)}" width="10" height="10" transform="rotate(45 ${n(w / 2)} ${n(h / 2)})" fill="#fff" fill-opacity="0.8"/>`;
  }
  return out;
};

const flatBurst: Scene = (r, w, h, c) => {
  let out = sky(w, h, c, 'sk');
  const cx = w * (0.35 + r.next() * 0.3);
  const cy = h * 0.4;
  const len = Math.max(w, h) * 1.2;
  for (let i = 0; i < 16; i += 2) {
    const a1 = (Math.PI * 2 * i) / 16;
    const a2 = (Math.PI * 2 * (i + 1)) / 16;
    out += `<path d="M${n(cx)} ${n(cy)} L${n(cx + Math.cos(a1) * len)} ${n(cy + Math.sin(a1) * len)} L${n(cx + Math.cos(a2) * len)} ${n(cy + Math.sin(a2) * len)} Z" fill="#fff" fill-opacity="0.14"/>`;
  }
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.min(w, h) * 0.18)}" fill="${c.accent}" stroke="${c.ink}" stroke-width="5"/>`;
  return out;
};

const landHills: Scene = (r, w, h, c) => {
  let out = sky(w, h, c, 'sk');
  out += `<circle cx="${n(w * (0.2 + r.next() * 0.6))}" cy="${n(h * 0.25)}" r="${n(Math.min(w, h) * 0.08)}" fill="${c.accent}"/>`;
  const shades = ['#ffffff', '#000000', '#000000'];
  for (let layer = 0; layer < 3; layer++) {
    out += `<path d="${ridge(r, w, h, h * (0.48 + layer * 0.14), h * (0.25 - layer * 0.06), 3 + layer * 3)}" fill="${shades[layer]}" fill-opacity="${[0.22, 0.2, 0.4][layer]}"/>`;
  }
  out += `<path d="M${n(w * 0.45)} ${h} Q${n(w * 0.5)} ${n(h * 0.8)} ${n(w * 0.62)} ${n(h * 0.7)}" stroke="${c.accent}" stroke-opacity="0.6" stroke-width="${n(w * 0.03)}" fill="none"/>`;
  return out;
};

const landSea: Scene = (r, w, h, c) => {
  let out = sky(w, h, c, 'sk');
  const horizon = h * (0.5 + r.next() * 0.1);
  out += `<circle cx="${n(w * 0.65)}" cy="${n(horizon - h * 0.08)}" r="${n(Math.min(w, h) * 0.1)}" fill="${c.accent}"/>`;
  out += `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="#001a2c" fill-opacity="0.55"/>`;
  for (let i = 0; i < 8; i++) {
    const y = horizon + ((h - horizon) * (i + 1)) / 9;
    out += `<path d="M0 ${n(y)} q${n(w / 8)} -6 ${n(w / 4)} 0 t${n(w / 4)} 0 t${n(w / 4)} 0 t${n(w / 4)} 0" stroke="#fff" stroke-opacity="${n(0.1 + i * 0.03)}" fill="none" stroke-width="1.5"/>`;
  }
  return out;
};

const stageLights: Scene = (r, w, h, c) => {
  let out = sky(w, h, c, 'sk');
  for (let i = 0; i < 3; i++) {
    const x = w * (0.2 + i * 0.3 + (r.next() - 0.5) * 0.1);
    out += `<path d="M${n(x)} 0 L${n(x - w * 0.18)} ${n(h * 0.8)} L${n(x + w * 0.18)} ${n(h * 0.8)} Z" fill="${c.accent}" fill-opacity="0.16"/>`;
  }
  out += `<ellipse cx="${n(w / 2)}" cy="${n(h * 0.8)}" rx="${n(w * 0.45)}" ry="${n(h * 0.05)}" fill="${c.accent}" fill-opacity="0.35"/>`;
  out += `<rect y="${n(h * 0.8)}" width="${w}" height="${n(h * 0.2)}" fill="#000" fill-opacity="0.45"/>`;
  for (let i = 0; i < 30; i++) {
    out += `<rect x="${n(r.next() * w)}" y="${n(r.next() * h * 0.7)}" width="4" height="8" transform="rotate(${Math.round(r.next() * 90)})" fill="${r.chance(0.5) ? c.accent : c.ink}" fill-opacity="0.7"/>`;
  }
  return out;
};

const kidsClouds: Scene = (r, w, h, c) => {
  let out = sky(w, h, c, 'sk');
  out += `<circle cx="${n(w * 0.8)}" cy="${n(h * 0.16)}" r="${n(Math.min(w, h) * 0.09)}" fill="#ffd84d"/>`;
  for (let i = 0; i < 3; i++) {
    const x = r.next() * w;
    const y = h * (0.1 + r.next() * 0.3);
    out += `<g fill="#fff" fill-opacity="0.9"><circle cx="${n(x)}" cy="${n(y)}" r="14"/><circle cx="${n(x + 16)}" cy="${n(y - 6)}" r="18"/><circle cx="${n(x + 34)}" cy="${n(y)}" r="13"/></g>`;
  }
  out += `<ellipse cx="${n(w * 0.3)}" cy="${h}" rx="${n(w * 0.6)}" ry="${n(h * 0.3)}" fill="${c.accent}" fill-opacity="0.85"/>`;
  out += `<ellipse cx="${n(w * 0.9)}" cy="${h}" rx="${n(w * 0.5)}" ry="${n(h * 0.22)}" fill="${c.ink}" fill-opacity="0.25"/>`;
  return out;
};

export const SCENES: Record<Family, readonly Scene[]> = {
  ink: [inkMountains, inkMoon],
  neon: [neonGrid, neonCity],
  soft: [softBokeh, softGlow],
  noir: [noirBeam, noirBlinds],
  warm: [warmHorizon, warmRoom],
  flat: [flatShapes, flatBurst],
  land: [landHills, landSea],
  stage: [stageLights],
  kids: [kidsClouds],
};
