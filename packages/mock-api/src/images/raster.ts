/**
 * The generated drawings as WebP, rendered from the same SVG with sharp (libvips with
 * librsvg): a browser decodes a raster image off the page's main thread, while each SVG image is a
 * small document the main thread parses, lays out and paints, which on a phone blocks the page
 * for tens of milliseconds per poster. The text is set with the machine's fonts (the drawings ask
 * for Noto Sans CJK first: Debian's fonts-noto-cjk). sharp works in libuv's thread pool, so the
 * event loop keeps answering while an image is drawn.
 */
import sharp from 'sharp';
import type { ImageKind } from '@xinghe/contracts';

// One libvips thread per drawing (several drawings still run at once in libuv's pool): a page's
// first visit asks for dozens, and they must not take every core from the host and the browsers
// beside the mock. libvips' own operation cache is off: routes/images.ts keeps the results.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Pixels per SVG unit: a poster (300 × 450 units) becomes 450 × 675 pixels, sharp on a card of
 * about 225 CSS pixels at 2x; a banner (1600 × 600) stays 1600 × 600, its soft art scales well;
 * the square drawings (120-200 units) double or so.
 */
const SCALE: Record<ImageKind, number> = {
  poster: 1.5,
  banner: 1,
  avatar: 1.5,
  logo: 2,
  sport: 2,
  team: 2,
};
/** What the SVG renderer counts as one unit per pixel. */
const SVG_DPI = 72;
/** A poster is 7-17 KB at this quality (its SVG 2-9 KB); `effort` 4 is libwebp's default. */
const WEBP = { quality: 80, effort: 4 } as const;

/**
 * Smaller renditions for phones, of the drawings a phone shows much smaller than a desktop: a
 * banner spans a phone's width (about 390-430 CSS pixels), 800 × 300 pixels. Its decoding holds the
 * home page's largest paint, so a smaller banner paints sooner (docs/performance.md).
 */
const PHONE_SCALE: Partial<Record<ImageKind, number>> = { banner: 0.5 };

/** Whether a phone gets a rendition of its own of `kind` (routes/images.ts varies on it). */
export const hasPhoneRendition = (kind: ImageKind) => PHONE_SCALE[kind] !== undefined;

export function svgToWebp(svg: string, kind: ImageKind, phone = false): Promise<Buffer> {
  const scale = (phone && PHONE_SCALE[kind]) || SCALE[kind];
  return sharp(Buffer.from(svg), { density: SVG_DPI * scale })
    .webp(WEBP)
    .toBuffer();
}
