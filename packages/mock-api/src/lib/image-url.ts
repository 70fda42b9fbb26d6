/** URLs of generated images, built from the contract's path (never written here). */
import { fillPath, routes, type ImageFormat, type ImageKind } from '@xinghe/contracts';

/**
 * The format each kind is linked as: posters, banners and portraits as WebP, which the browser
 * decodes off the page's main thread (a page shows dozens); channel logos and sports badges,
 * small flat drawings by the hundred, as SVG, which costs the mock nothing to draw. Every kind is
 * served in both (routes/images.ts).
 */
const LINKED_FORMAT: Record<ImageKind, ImageFormat> = {
  poster: 'webp',
  banner: 'webp',
  avatar: 'webp',
  logo: 'svg',
  sport: 'svg',
  team: 'svg',
};

/** Posters and banners by video id, the other kinds by number. */
export function imageUrl(kind: ImageKind, id: string | number): string {
  return fillPath(routes.getImage.path, { kind, name: `${id}.${LINKED_FORMAT[kind]}` });
}
