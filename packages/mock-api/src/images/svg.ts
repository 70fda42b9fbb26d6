/**
 * Generated artwork: posters (2:3), banners (16:6) and portraits (1:1) as SVG. A title's key art
 * follows its genre family (see `families.ts`): one of the family's backdrops and palettes and one
 * of its title treatments, picked from the id, so the catalogue looks art-directed rather than
 * templated, and one of the family's subjects (`motifs.ts`) that its neighbours in its channel do
 * not show (`assignments.ts`), so a screen of posters shows no subject twice. Cards and the carousel draw score, badges and facts
 * themselves. Text is XML-escaped.
 */
import type { ActorArtwork, TitleArtwork } from '../queries/catalogue';
import { escapeXml } from '../lib/xml';
import { hashString, mulberry32, Random } from '../seed/random';
import { familyOf, PALETTES, type Family } from './families';
import { drawMotif, motifOf, type Motif } from './motifs';
import { SCENES, type Colours } from './scenes';
import { splitTitle, TREATMENTS, type Treatment } from './typeset';

export { portraitSvg as avatarSvg } from './portrait';

const POSTER_TREATMENTS: Record<Family, readonly Treatment[]> = {
  ink: ['vertical', 'vertical', 'head'],
  neon: ['foot', 'head'],
  soft: ['head', 'foot'],
  noir: ['foot', 'foot', 'vertical'],
  warm: ['foot', 'head', 'vertical'],
  flat: ['band', 'foot'],
  land: ['head', 'foot'],
  stage: ['band', 'foot'],
  kids: ['band'],
};

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title>${body}</svg>`;
}

/**
 * The drawing's parts. `subject`: the one the catalogue's order gave the title (`assignments.ts`);
 * without it, its id picks one of its family's.
 */
function artOf(kind: string, title: TitleArtwork, subject: Motif | undefined) {
  const random = new Random(mulberry32(hashString(`${kind}:${title.id}`)));
  const family = familyOf(title.type, title.genres[0]);
  const [from, to, accent, ink] = random.pick(PALETTES[family]);
  const colours: Colours = { from, to, accent, ink };
  const scene = random.pick(SCENES[family]);
  const motif = subject ?? motifOf(family, title.id);
  const art = (w: number, h: number, treatment?: Treatment) =>
    scene(random, w, h, colours) + drawMotif(motif, random, { w, h, treatment }, colours);
  return { random, family, colours, art };
}

function meta(title: TitleArtwork): string {
  return [String(title.year), title.genres.slice(0, 2).join(' / ')].filter(Boolean).join(' · ');
}

export function posterSvg(title: TitleArtwork, subject?: Motif): string {
  const W = 300;
  const H = 450;
  const { random, family, colours, art } = artOf('poster', title, subject);
  const treatment = random.pick(POSTER_TREATMENTS[family]);
  const body =
    art(W, H, treatment) +
    TREATMENTS[treatment]({
      w: W,
      h: H,
      c: colours,
      parts: splitTitle(title.title),
      meta: meta(title),
      tagline: title.tagline,
    });
  return svg(W, H, title.title, body);
}

/**
 * The banner is its own composition, not a stretched poster: the scene runs across the frame,
 * with no text of its own. Pages that show a banner (the home carousel, the detail hero) write the
 * title, tagline and facts over it as HTML, at the lower left, which a drawn title overlapped; the
 * gradient there keeps their text readable on any scene.
 */
export function bannerSvg(title: TitleArtwork, subject?: Motif): string {
  const W = 1600;
  const H = 600;
  const { art } = artOf('banner', title, subject);
  const body =
    art(W, H) +
    `<defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.55"/>` +
    `<stop offset="0.5" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#shade)"/>`;
  return svg(W, H, title.title, body);
}

export type { ActorArtwork };
