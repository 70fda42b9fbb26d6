/** URLs of generated images, built from the contract's path (never written here). */
import { fillPath, routes, type ImageKind } from '@xinghe/contracts';

export function imageUrl(kind: ImageKind, id: number): string {
  return fillPath(routes.getImage.path, { kind, name: `${id}.svg` });
}
