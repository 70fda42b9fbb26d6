/**
 * Actor portraits as flat editorial illustrations: a backdrop shape, shoulders in a garment, a
 * face and one of several hairstyles, each part and colour drawn from the id (and the person's
 * gender), so a cast list reads as a row of different people. No initials, no letters.
 */
import type { ActorArtwork } from '../queries/catalogue';
import { escapeXml } from '../lib/xml';
import { hashString, mulberry32, Random } from '../seed/random';

const BACKDROPS = [
  '#f3d8c7',
  '#cfe3e8',
  '#e4dcf1',
  '#f5e7b8',
  '#d6e8d0',
  '#2f3b52',
  '#5b3a4a',
  '#e9c9c9',
];
const SKIN = ['#f6d7c3', '#edc3a3', '#e0ac86', '#c98f67', '#a8714e', '#f1cdb5'];
const HAIR = ['#1d1a1a', '#2e2320', '#4a3426', '#6b4a2f', '#8c6a4a', '#b9b1a8', '#3a2a3f'];
const CLOTHES = [
  '#20324f',
  '#8a2f3b',
  '#2f5d50',
  '#d7a54a',
  '#efeae2',
  '#3d3d46',
  '#6c4f8c',
  '#c8643b',
];

type Part = (r: Random, hair: string) => string;

const shortCrop: Part = (_, hair) =>
  `<path d="M62 92 Q60 50 100 46 Q140 50 138 92 Q132 70 100 66 Q70 68 62 92 Z" fill="${hair}"/>`;
const sidePart: Part = (_, hair) =>
  `<path d="M60 96 Q56 44 104 44 Q146 48 140 96 Q138 74 118 64 Q96 76 66 74 Q62 82 60 96 Z" fill="${hair}"/>`;
const buzz: Part = (_, hair) =>
  `<path d="M64 88 Q64 54 100 52 Q136 54 136 88 Q128 66 100 64 Q72 66 64 88 Z" fill="${hair}" fill-opacity="0.85"/>`;
const swept: Part = (_, hair) =>
  `<path d="M60 90 Q58 40 112 42 Q150 50 140 92 Q134 60 104 60 Q84 58 70 72 Q64 78 60 90 Z" fill="${hair}"/>`;
const longStraight: Part = (_, hair) =>
  `<path d="M58 150 Q50 46 100 44 Q150 46 142 150 L128 150 Q134 90 124 74 Q100 66 76 74 Q66 90 72 150 Z" fill="${hair}"/>`;
const bob: Part = (_, hair) =>
  `<path d="M56 122 Q50 44 100 44 Q150 44 144 122 L130 122 Q134 84 122 72 Q100 64 78 72 Q66 84 70 122 Z" fill="${hair}"/>`;
const bun: Part = (_, hair) =>
  `<circle cx="100" cy="38" r="16" fill="${hair}"/><path d="M62 94 Q58 48 100 48 Q142 48 138 94 Q132 70 100 66 Q68 70 62 94 Z" fill="${hair}"/>`;
const wavy: Part = (_, hair) =>
  `<path d="M54 146 Q40 120 56 100 Q48 46 100 44 Q152 46 144 100 Q160 120 146 146 L128 146 Q138 90 124 74 Q100 64 76 74 Q62 90 72 146 Z" fill="${hair}"/>`;

const HAIRSTYLES: Record<'male' | 'female', readonly Part[]> = {
  male: [shortCrop, sidePart, buzz, swept],
  female: [longStraight, bob, bun, wavy],
};

function backdrop(r: Random, colour: string): string {
  const accent = r.pick(BACKDROPS);
  switch (r.int(0, 2)) {
    case 0:
      return `<rect width="200" height="200" fill="${colour}"/><circle cx="${r.int(40, 160)}" cy="${r.int(40, 90)}" r="${r.int(50, 80)}" fill="${accent}" fill-opacity="0.55"/>`;
    case 1:
      return `<rect width="200" height="200" fill="${colour}"/><path d="M30 200 V90 A70 70 0 0 1 170 90 V200 Z" fill="${accent}" fill-opacity="0.5"/>`;
    default:
      return (
        `<rect width="200" height="200" fill="${colour}"/>` +
        [0, 1, 2, 3, 4]
          .map(
            (i) =>
              `<rect x="${i * 44 - 10}" width="18" height="200" fill="${accent}" fill-opacity="0.3" transform="rotate(20 100 100)"/>`,
          )
          .join('')
      );
  }
}

function garment(r: Random, colour: string, skin: string): string {
  const shoulders = `<path d="M28 200 Q30 150 74 140 L126 140 Q170 150 172 200 Z" fill="${colour}"/>`;
  switch (r.int(0, 3)) {
    case 0: // crew neck
      return (
        shoulders +
        `<path d="M84 140 Q100 152 116 140" stroke="${skin}" stroke-width="6" fill="none"/>`
      );
    case 1: // V neck
      return shoulders + `<path d="M84 140 L100 166 L116 140 Z" fill="${skin}"/>`;
    case 2: // shirt collar under a jacket
      return (
        shoulders +
        `<path d="M86 140 L100 170 L114 140 Z" fill="#f4f1ea"/><path d="M86 140 L94 160 L100 150 Z M114 140 L106 160 L100 150 Z" fill="#dcd6ca"/>`
      );
    default: // turtleneck
      return shoulders + `<rect x="84" y="128" width="32" height="20" rx="8" fill="${colour}"/>`;
  }
}

export function portraitSvg(actor: ActorArtwork): string {
  const r = new Random(mulberry32(hashString(`portrait:${actor.id}`)));
  const skin = r.pick(SKIN);
  const hair = r.pick(HAIR);
  const gender = actor.gender === 'female' ? 'female' : 'male';
  const hairstyle = r.pick(HAIRSTYLES[gender]);
  // Long hair falls behind the shoulders; the rest sits on the head.
  const behind = hairstyle === longStraight || hairstyle === wavy || hairstyle === bob;
  const face =
    `<rect x="90" y="112" width="20" height="30" fill="${skin}"/>` +
    `<ellipse cx="100" cy="94" rx="34" ry="42" fill="${skin}"/>` +
    `<ellipse cx="66" cy="98" rx="5" ry="8" fill="${skin}"/><ellipse cx="134" cy="98" rx="5" ry="8" fill="${skin}"/>` +
    `<path d="M84 88 q6 -3 12 0 M104 88 q6 -3 12 0" stroke="${hair}" stroke-width="2.5" stroke-linecap="round" fill="none" stroke-opacity="0.8"/>` +
    `<path d="M92 118 q8 5 16 0" stroke="#8a4b3c" stroke-width="2" stroke-linecap="round" fill="none" stroke-opacity="0.55"/>`;
  const body =
    backdrop(r, r.pick(BACKDROPS)) +
    (behind ? hairstyle(r, hair) : '') +
    garment(r, r.pick(CLOTHES), skin) +
    face +
    (behind
      ? `<path d="M64 92 Q62 52 100 50 Q138 52 136 92 Q126 70 100 70 Q74 70 64 92 Z" fill="${hair}"/>`
      : hairstyle(r, hair)) +
    (r.chance(0.2)
      ? `<g fill="none" stroke="#1d1a1a" stroke-width="2.5"><circle cx="86" cy="98" r="9"/><circle cx="114" cy="98" r="9"/><path d="M95 98 h10"/></g>`
      : '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(actor.name)}"><title>${escapeXml(actor.name)}</title>${body}</svg>`;
}
