/**
 * The subjects a key art can show, each drawn around a focus (its centre, the ground line, the
 * height of the sky) at a scale: simple geometry of our own, in the palette's colours.
 */
import type { Colours } from './scenes';

type Draw = (at: Focus, c: Colours) => string;

/** Where and how large a subject is drawn: its centre, the ground line and the scale. */
export interface Focus {
  x: number;
  ground: number;
  sky: number;
  s: number;
}

const n = (v: number) => Math.round(v * 10) / 10;

/** A standing person, feet at the ground line. */
const person = (x: number, ground: number, s: number, fill: string) =>
  `<path d="M${n(x - 8 * s)} ${n(ground)} L${n(x - 6 * s)} ${n(ground - 34 * s)} Q${n(x)} ${n(ground - 42 * s)} ${n(x + 6 * s)} ${n(ground - 34 * s)} L${n(x + 8 * s)} ${n(ground)} Z" fill="${fill}"/>` +
  `<circle cx="${n(x)}" cy="${n(ground - 48 * s)}" r="${n(7 * s)}" fill="${fill}"/>`;

export const SUBJECTS = {
  figure: ({ x, ground, s }, c) =>
    person(x, ground, s * 1.3, c.ink) +
    `<ellipse cx="${n(x)}" cy="${n(ground)}" rx="${n(26 * s)}" ry="${n(4 * s)}" fill="#000" fill-opacity="0.35"/>`,
  pair: ({ x, ground, s }, c) =>
    person(x - 10 * s, ground, s * 1.2, c.ink) + person(x + 10 * s, ground, s * 1.05, c.ink),
  trio: ({ x, ground, s }, c) =>
    person(x - 22 * s, ground, s, c.ink) +
    person(x, ground, s * 1.15, c.ink) +
    person(x + 22 * s, ground, s * 0.85, c.ink),
  window: ({ x, sky, s }, c) => {
    const w = 70 * s;
    const h = 84 * s;
    return (
      `<rect x="${n(x - w / 2)}" y="${n(sky)}" width="${n(w)}" height="${n(h)}" fill="${c.accent}" fill-opacity="0.8"/>` +
      `<path d="M${n(x)} ${n(sky)} V${n(sky + h)} M${n(x - w / 2)} ${n(sky + h / 2)} H${n(x + w / 2)}" stroke="${c.from}" stroke-width="${n(4 * s)}"/>`
    );
  },
  door: ({ x, ground, s }, c) =>
    `<rect x="${n(x - 22 * s)}" y="${n(ground - 86 * s)}" width="${n(44 * s)}" height="${n(86 * s)}" fill="${c.accent}" fill-opacity="0.85"/>` +
    `<path d="M${n(x - 22 * s)} ${n(ground)} L${n(x - 60 * s)} ${n(ground + 40 * s)} L${n(x + 60 * s)} ${n(ground + 40 * s)} L${n(x + 22 * s)} ${n(ground)} Z" fill="${c.accent}" fill-opacity="0.2"/>` +
    person(x, ground, s * 0.9, '#000'),
  spotlight: ({ x, ground, s }, c) =>
    `<path d="M${n(x - 6 * s)} 0 L${n(x + 6 * s)} 0 L${n(x + 40 * s)} ${n(ground)} L${n(x - 40 * s)} ${n(ground)} Z" fill="${c.accent}" fill-opacity="0.22"/>` +
    person(x, ground, s * 1.1, '#000') +
    `<rect x="${n(x - 13 * s)}" y="${n(ground - 62 * s)}" width="${n(26 * s)}" height="${n(4 * s)}" fill="#000"/>` +
    `<rect x="${n(x - 8 * s)}" y="${n(ground - 72 * s)}" width="${n(16 * s)}" height="${n(11 * s)}" fill="#000"/>`,
  moon: ({ x, sky, s }, c) =>
    `<circle cx="${n(x)}" cy="${n(sky + 30 * s)}" r="${n(34 * s)}" fill="${c.accent}" fill-opacity="0.9"/>` +
    `<circle cx="${n(x + 16 * s)}" cy="${n(sky + 22 * s)}" r="${n(30 * s)}" fill="${c.from}"/>`,
  tree: ({ x, ground, s }, c) =>
    `<rect x="${n(x - 4 * s)}" y="${n(ground - 50 * s)}" width="${n(8 * s)}" height="${n(50 * s)}" fill="${c.ink}"/>` +
    `<circle cx="${n(x)}" cy="${n(ground - 70 * s)}" r="${n(30 * s)}" fill="${c.ink}" fill-opacity="0.85"/>` +
    `<circle cx="${n(x - 22 * s)}" cy="${n(ground - 54 * s)}" r="${n(18 * s)}" fill="${c.ink}" fill-opacity="0.7"/>`,
  pagoda: ({ x, ground, s }, c) => {
    let out = '';
    for (let i = 0; i < 4; i++) {
      const y = ground - (i + 1) * 24 * s;
      const half = (40 - i * 7) * s;
      out += `<rect x="${n(x - half * 0.6)}" y="${n(y)}" width="${n(half * 1.2)}" height="${n(24 * s)}" fill="${c.ink}" fill-opacity="0.85"/>`;
      out += `<path d="M${n(x - half)} ${n(y + 4 * s)} Q${n(x)} ${n(y - 10 * s)} ${n(x + half)} ${n(y + 4 * s)} Z" fill="${c.ink}"/>`;
    }
    return out;
  },
  bridge: ({ x, ground, s }, c) =>
    `<path d="M${n(x - 80 * s)} ${n(ground)} Q${n(x)} ${n(ground - 70 * s)} ${n(x + 80 * s)} ${n(ground)}" fill="none" stroke="${c.ink}" stroke-width="${n(8 * s)}"/>` +
    `<path d="M${n(x - 80 * s)} ${n(ground - 6 * s)} Q${n(x)} ${n(ground - 82 * s)} ${n(x + 80 * s)} ${n(ground - 6 * s)}" fill="none" stroke="${c.ink}" stroke-width="${n(2 * s)}"/>`,
  boat: ({ x, ground, s }, c) =>
    `<path d="M${n(x - 40 * s)} ${n(ground - 10 * s)} L${n(x + 40 * s)} ${n(ground - 10 * s)} L${n(x + 28 * s)} ${n(ground + 4 * s)} L${n(x - 28 * s)} ${n(ground + 4 * s)} Z" fill="${c.ink}"/>` +
    `<path d="M${n(x)} ${n(ground - 12 * s)} V${n(ground - 80 * s)} L${n(x + 30 * s)} ${n(ground - 20 * s)} Z" fill="${c.accent}" fill-opacity="0.9"/>`,
  lantern: ({ x, sky, s }, c) => {
    let out = '';
    for (const [dx, dy] of [
      [-30, 10],
      [0, 30],
      [30, 0],
    ] as const) {
      const lx = x + dx * s;
      const ly = sky + dy * s;
      out += `<line x1="${n(lx)}" y1="0" x2="${n(lx)}" y2="${n(ly)}" stroke="${c.ink}" stroke-opacity="0.6"/>`;
      out += `<ellipse cx="${n(lx)}" cy="${n(ly + 16 * s)}" rx="${n(14 * s)}" ry="${n(17 * s)}" fill="${c.accent}"/>`;
    }
    return out;
  },
  sword: ({ x, ground, s }, c) =>
    `<path d="M${n(x)} ${n(ground - 130 * s)} L${n(x + 5 * s)} ${n(ground - 118 * s)} L${n(x + 5 * s)} ${n(ground - 30 * s)} L${n(x - 5 * s)} ${n(ground - 30 * s)} L${n(x - 5 * s)} ${n(ground - 118 * s)} Z" fill="${c.ink}"/>` +
    `<rect x="${n(x - 20 * s)}" y="${n(ground - 30 * s)}" width="${n(40 * s)}" height="${n(6 * s)}" fill="${c.accent}"/>` +
    `<rect x="${n(x - 3 * s)}" y="${n(ground - 24 * s)}" width="${n(6 * s)}" height="${n(22 * s)}" fill="${c.ink}"/>`,
  lighthouse: ({ x, ground, s }, c) =>
    `<path d="M${n(x - 14 * s)} ${n(ground)} L${n(x - 9 * s)} ${n(ground - 96 * s)} L${n(x + 9 * s)} ${n(ground - 96 * s)} L${n(x + 14 * s)} ${n(ground)} Z" fill="${c.ink}"/>` +
    `<rect x="${n(x - 10 * s)}" y="${n(ground - 112 * s)}" width="${n(20 * s)}" height="${n(16 * s)}" fill="${c.accent}"/>` +
    `<path d="M${n(x + 10 * s)} ${n(ground - 104 * s)} L${n(x + 110 * s)} ${n(ground - 130 * s)} L${n(x + 110 * s)} ${n(ground - 80 * s)} Z" fill="${c.accent}" fill-opacity="0.25"/>`,
  house: ({ x, ground, s }, c) =>
    `<rect x="${n(x - 34 * s)}" y="${n(ground - 50 * s)}" width="${n(68 * s)}" height="${n(50 * s)}" fill="${c.ink}" fill-opacity="0.9"/>` +
    `<path d="M${n(x - 44 * s)} ${n(ground - 48 * s)} L${n(x)} ${n(ground - 84 * s)} L${n(x + 44 * s)} ${n(ground - 48 * s)} Z" fill="${c.ink}"/>` +
    `<rect x="${n(x - 10 * s)}" y="${n(ground - 36 * s)}" width="${n(20 * s)}" height="${n(16 * s)}" fill="${c.accent}"/>`,
  car: ({ x, ground, s }, c) =>
    `<path d="M${n(x - 50 * s)} ${n(ground - 8 * s)} L${n(x - 50 * s)} ${n(ground - 26 * s)} L${n(x - 26 * s)} ${n(ground - 30 * s)} L${n(x - 14 * s)} ${n(ground - 46 * s)} L${n(x + 22 * s)} ${n(ground - 46 * s)} L${n(x + 36 * s)} ${n(ground - 28 * s)} L${n(x + 50 * s)} ${n(ground - 24 * s)} L${n(x + 50 * s)} ${n(ground - 8 * s)} Z" fill="${c.ink}"/>` +
    `<circle cx="${n(x - 28 * s)}" cy="${n(ground - 8 * s)}" r="${n(9 * s)}" fill="#000"/><circle cx="${n(x + 28 * s)}" cy="${n(ground - 8 * s)}" r="${n(9 * s)}" fill="#000"/>` +
    `<path d="M${n(x + 50 * s)} ${n(ground - 22 * s)} L${n(x + 140 * s)} ${n(ground - 40 * s)} L${n(x + 140 * s)} ${n(ground)} Z" fill="${c.accent}" fill-opacity="0.3"/>`,
  umbrella: ({ x, ground, s }, c) =>
    person(x, ground, s, c.ink) +
    `<path d="M${n(x - 34 * s)} ${n(ground - 58 * s)} Q${n(x)} ${n(ground - 100 * s)} ${n(x + 34 * s)} ${n(ground - 58 * s)} Z" fill="${c.accent}"/>` +
    `<line x1="${n(x)}" y1="${n(ground - 80 * s)}" x2="${n(x)}" y2="${n(ground - 40 * s)}" stroke="${c.ink}" stroke-width="${n(2 * s)}"/>`,
  birds: ({ x, sky, s }, c) => {
    let out = '';
    for (let i = 0; i < 7; i++) {
      const bx = x + (i - 3) * 16 * s;
      const by = sky + Math.abs(i - 3) * 9 * s;
      out += `<path d="M${n(bx - 7 * s)} ${n(by)} q${n(7 * s)} ${n(-6 * s)} ${n(7 * s)} ${n(2 * s)} q0 ${n(-8 * s)} ${n(7 * s)} ${n(-2 * s)}" fill="none" stroke="${c.ink}" stroke-width="${n(2 * s)}"/>`;
    }
    return out;
  },
  kite: ({ x, sky, s }, c) =>
    `<path d="M${n(x)} ${n(sky)} L${n(x + 26 * s)} ${n(sky + 30 * s)} L${n(x)} ${n(sky + 72 * s)} L${n(x - 26 * s)} ${n(sky + 30 * s)} Z" fill="${c.accent}"/>` +
    `<path d="M${n(x)} ${n(sky + 72 * s)} q${n(-20 * s)} ${n(30 * s)} ${n(10 * s)} ${n(60 * s)} t${n(-10 * s)} ${n(60 * s)}" fill="none" stroke="${c.ink}" stroke-width="${n(1.5 * s)}"/>`,
  balloon: ({ x, sky, s }, c) =>
    `<ellipse cx="${n(x)}" cy="${n(sky + 34 * s)}" rx="${n(32 * s)}" ry="${n(38 * s)}" fill="${c.accent}"/>` +
    `<path d="M${n(x - 20 * s)} ${n(sky + 62 * s)} L${n(x - 8 * s)} ${n(sky + 84 * s)} M${n(x + 20 * s)} ${n(sky + 62 * s)} L${n(x + 8 * s)} ${n(sky + 84 * s)}" stroke="${c.ink}" stroke-width="${n(1.5 * s)}"/>` +
    `<rect x="${n(x - 9 * s)}" y="${n(sky + 84 * s)}" width="${n(18 * s)}" height="${n(12 * s)}" fill="${c.ink}"/>`,
  rocket: ({ x, ground, s }, c) =>
    `<path d="M${n(x)} ${n(ground - 120 * s)} Q${n(x + 18 * s)} ${n(ground - 90 * s)} ${n(x + 14 * s)} ${n(ground - 40 * s)} L${n(x - 14 * s)} ${n(ground - 40 * s)} Q${n(x - 18 * s)} ${n(ground - 90 * s)} ${n(x)} ${n(ground - 120 * s)} Z" fill="${c.ink}"/>` +
    `<circle cx="${n(x)}" cy="${n(ground - 84 * s)}" r="${n(6 * s)}" fill="${c.accent}"/>` +
    `<path d="M${n(x - 10 * s)} ${n(ground - 40 * s)} L${n(x)} ${n(ground - 4 * s)} L${n(x + 10 * s)} ${n(ground - 40 * s)} Z" fill="${c.accent}"/>`,
  planet: ({ x, sky, s }, c) =>
    `<circle cx="${n(x)}" cy="${n(sky + 40 * s)}" r="${n(34 * s)}" fill="${c.accent}" fill-opacity="0.9"/>` +
    `<ellipse cx="${n(x)}" cy="${n(sky + 40 * s)}" rx="${n(62 * s)}" ry="${n(12 * s)}" fill="none" stroke="${c.ink}" stroke-width="${n(3 * s)}" stroke-opacity="0.8"/>`,
  microphone: ({ x, ground, s }, c) =>
    `<rect x="${n(x - 2 * s)}" y="${n(ground - 90 * s)}" width="${n(4 * s)}" height="${n(90 * s)}" fill="${c.ink}"/>` +
    `<rect x="${n(x - 11 * s)}" y="${n(ground - 124 * s)}" width="${n(22 * s)}" height="${n(36 * s)}" rx="${n(11 * s)}" fill="${c.accent}"/>` +
    `<path d="M${n(x - 24 * s)} ${n(ground)} L${n(x + 24 * s)} ${n(ground)}" stroke="${c.ink}" stroke-width="${n(5 * s)}"/>`,
  star: ({ x, sky, s }, c) => {
    const points = Array.from({ length: 10 }, (_, i) => {
      const a = (Math.PI * i) / 5 - Math.PI / 2;
      const r = (i % 2 === 0 ? 44 : 18) * s;
      return `${n(x + Math.cos(a) * r)} ${n(sky + 44 * s + Math.sin(a) * r)}`;
    });
    return `<path d="M${points.join(' L')} Z" fill="${c.accent}" stroke="${c.ink}" stroke-width="${n(2 * s)}"/>`;
  },
  clock: ({ x, sky, s }, c) =>
    `<circle cx="${n(x)}" cy="${n(sky + 40 * s)}" r="${n(40 * s)}" fill="${c.accent}" stroke="${c.ink}" stroke-width="${n(4 * s)}"/>` +
    `<path d="M${n(x)} ${n(sky + 40 * s)} V${n(sky + 12 * s)} M${n(x)} ${n(sky + 40 * s)} L${n(x + 20 * s)} ${n(sky + 50 * s)}" stroke="${c.ink}" stroke-width="${n(3 * s)}"/>`,
  fish: ({ x, sky, s }, c) =>
    `<path d="M${n(x - 40 * s)} ${n(sky + 40 * s)} Q${n(x)} ${n(sky + 10 * s)} ${n(x + 34 * s)} ${n(sky + 40 * s)} Q${n(x)} ${n(sky + 70 * s)} ${n(x - 40 * s)} ${n(sky + 40 * s)} Z" fill="${c.accent}"/>` +
    `<path d="M${n(x + 30 * s)} ${n(sky + 40 * s)} L${n(x + 52 * s)} ${n(sky + 24 * s)} L${n(x + 52 * s)} ${n(sky + 56 * s)} Z" fill="${c.accent}"/>` +
    `<circle cx="${n(x - 22 * s)}" cy="${n(sky + 36 * s)}" r="${n(4 * s)}" fill="${c.ink}"/>`,
  crown: ({ x, sky, s }, c) =>
    `<path d="M${n(x - 44 * s)} ${n(sky + 70 * s)} L${n(x - 44 * s)} ${n(sky + 20 * s)} L${n(x - 22 * s)} ${n(sky + 44 * s)} L${n(x)} ${n(sky + 10 * s)} L${n(x + 22 * s)} ${n(sky + 44 * s)} L${n(x + 44 * s)} ${n(sky + 20 * s)} L${n(x + 44 * s)} ${n(sky + 70 * s)} Z" fill="${c.accent}" stroke="${c.ink}" stroke-width="${n(2 * s)}"/>`,
  peak: ({ x, ground, s }, c) =>
    `<path d="M${n(x - 90 * s)} ${n(ground)} L${n(x)} ${n(ground - 110 * s)} L${n(x + 90 * s)} ${n(ground)} Z" fill="${c.ink}" fill-opacity="0.8"/>` +
    `<path d="M${n(x - 22 * s)} ${n(ground - 83 * s)} L${n(x)} ${n(ground - 110 * s)} L${n(x + 22 * s)} ${n(ground - 83 * s)} Z" fill="#fff" fill-opacity="0.85"/>` +
    `<path d="M${n(x)} ${n(ground - 110 * s)} V${n(ground - 140 * s)} L${n(x + 20 * s)} ${n(ground - 132 * s)} L${n(x)} ${n(ground - 124 * s)}" fill="${c.accent}" stroke="${c.ink}" stroke-width="${n(1.5 * s)}"/>`,
  cat: ({ x, ground, s }, c) =>
    `<ellipse cx="${n(x)}" cy="${n(ground - 22 * s)}" rx="${n(24 * s)}" ry="${n(22 * s)}" fill="${c.ink}"/>` +
    `<circle cx="${n(x)}" cy="${n(ground - 58 * s)}" r="${n(18 * s)}" fill="${c.ink}"/>` +
    `<path d="M${n(x - 16 * s)} ${n(ground - 66 * s)} L${n(x - 14 * s)} ${n(ground - 86 * s)} L${n(x - 4 * s)} ${n(ground - 74 * s)} Z M${n(x + 16 * s)} ${n(ground - 66 * s)} L${n(x + 14 * s)} ${n(ground - 86 * s)} L${n(x + 4 * s)} ${n(ground - 74 * s)} Z" fill="${c.ink}"/>` +
    `<circle cx="${n(x - 7 * s)}" cy="${n(ground - 60 * s)}" r="${n(3 * s)}" fill="${c.accent}"/><circle cx="${n(x + 7 * s)}" cy="${n(ground - 60 * s)}" r="${n(3 * s)}" fill="${c.accent}"/>` +
    `<path d="M${n(x + 22 * s)} ${n(ground - 14 * s)} q${n(24 * s)} ${n(-4 * s)} ${n(18 * s)} ${n(-34 * s)}" fill="none" stroke="${c.ink}" stroke-width="${n(5 * s)}"/>`,
  snowman: ({ x, ground, s }, c) =>
    `<circle cx="${n(x)}" cy="${n(ground - 26 * s)}" r="${n(26 * s)}" fill="#fff"/>` +
    `<circle cx="${n(x)}" cy="${n(ground - 68 * s)}" r="${n(18 * s)}" fill="#fff"/>` +
    `<path d="M${n(x)} ${n(ground - 68 * s)} l${n(16 * s)} ${n(4 * s)} l${n(-16 * s)} ${n(3 * s)} Z" fill="${c.accent}"/>` +
    `<rect x="${n(x - 14 * s)}" y="${n(ground - 90 * s)}" width="${n(28 * s)}" height="${n(6 * s)}" fill="${c.ink}"/>` +
    `<rect x="${n(x - 9 * s)}" y="${n(ground - 106 * s)}" width="${n(18 * s)}" height="${n(16 * s)}" fill="${c.ink}"/>`,
} satisfies Record<string, Draw>;

export type Motif = keyof typeof SUBJECTS;
