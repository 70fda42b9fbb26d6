/**
 * Addresses the spec names without giving them (SPEC section 9: "Download addresses exist for a TV
 * build and a phone build (values not shown)"; the community group link is not shown either).
 * Ours until the product supplies real ones: the download page for each app, and a group link.
 */
import { hrefFor } from '../routes/paths';

export const siteLinks = {
  /** The official group (官方交流群); opened in a new tab and encoded in the header's QR card. */
  communityGroup: 'https://t.me/xinghe_yingshi',
  /** The app-download page, per app. */
  tvApp: `${hrefFor('download')}?app=tv`,
  phoneApp: `${hrefFor('download')}?app=phone`,
} as const;

/** An absolute URL on this site, for QR codes a phone camera reads. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}
