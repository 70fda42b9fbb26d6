/**
 * The web app manifest (`/manifest.webmanifest`) and the files the build draws for it: the icons,
 * drawn from the site icon's design (public/favicon.svg) by scripts/appIcons.ts, and the offline
 * pages the service worker answers with when a page was never seen. Plain data, no DOM: the build
 * reads it with Node.
 */
import { PAGE_PATHS } from '@xinghe/contracts/client';
import { offlineMessages } from '@xinghe/ui/offlineMessages';
import { pageMeta } from '../routes/pageMeta';
import { SITE_NAME } from '../routes/siteName';

/** The app's colours: the page's (tokens.css `--page`) and the theme-color meta of index.html. */
export const THEME_COLOUR = '#0c0d11';

export const MANIFEST_FILE = 'manifest.webmanifest';

export interface AppIcon {
  readonly file: string;
  readonly size: number;
  /** `maskable`: the design inside the safe zone on a full-bleed background. */
  readonly purpose: 'any' | 'maskable';
}

/** The sizes that matter: Android's launcher and splash (192, 512), maskable, shortcuts (96), iOS (180). */
export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icons/icon-96.png', size: 96, purpose: 'any' },
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
];

/** iOS reads `<link rel="apple-touch-icon">`, not the manifest: an opaque 180 px square. */
export const APPLE_TOUCH_ICON: AppIcon = {
  file: 'icons/apple-touch-icon.png',
  size: 180,
  purpose: 'maskable',
};

/** The page name without the site's (`星河影视 - 直播` → `直播`). */
const pageName = (title: string) => title.replace(/^.* - /, '');

const iconEntry = (icon: AppIcon) => ({
  src: `/${icon.file}`,
  sizes: `${icon.size}x${icon.size}`,
  type: 'image/png',
  purpose: icon.purpose,
});

const shortcutIcon = [iconEntry(APP_ICONS[0]!)];

export function webManifest() {
  return {
    id: '/',
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: pageMeta.home.description,
    lang: 'zh-CN',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: THEME_COLOUR,
    theme_color: THEME_COLOUR,
    categories: ['entertainment'],
    icons: APP_ICONS.map(iconEntry),
    shortcuts: [
      { name: pageName(pageMeta.live.title), url: PAGE_PATHS.live, icons: shortcutIcon },
      // The search page of a phone: an installed app is most often on one.
      {
        name: pageName(pageMeta.searchPhone.title),
        url: PAGE_PATHS.searchPhone,
        icons: shortcutIcon,
      },
      { name: offlineMessages['offline.title'], url: PAGE_PATHS.downloads, icons: shortcutIcon },
    ],
  };
}
