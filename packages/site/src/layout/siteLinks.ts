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

/**
 * The installer builds (SPEC section 9: "Download addresses exist for a TV build and a phone
 * build (values not shown)"). Decided: Android packages on the download host, the newest build
 * under a fixed name so links and QR codes never go stale; version and size shown beside them.
 */
export const appBuilds = {
  phone: {
    fileUrl: 'https://dl.xinghe.tv/app/xinghe-phone-latest.apk',
    pagePath: siteLinks.phoneApp,
    version: '3.2.0',
    size: '28.6 MB',
  },
  tv: {
    fileUrl: 'https://dl.xinghe.tv/app/xinghe-tv-latest.apk',
    pagePath: siteLinks.tvApp,
    version: '2.8.1',
    size: '24.1 MB',
  },
} as const;

/** The builds as the ui takes them: the QR codes carry absolute URLs of the app pages. */
export function buildsForUi() {
  const of = (kind: 'phone' | 'tv') => {
    const { pagePath, ...build } = appBuilds[kind];
    return { ...build, pageUrl: absoluteUrl(pagePath) };
  };
  return { phone: of('phone'), tv: of('tv') };
}

/** An absolute URL on this site, for QR codes a phone camera reads. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}
