/**
 * The page the service worker answers a navigation with when the network is down and the page was
 * never seen: it says so and links to 我的下载. Static HTML without scripts, one per language,
 * written by the build from the offline catalogue.
 */
import { PAGE_PATHS, type Locale } from '@xinghe/contracts/client';
import type { offlineMessages } from '@xinghe/ui/offlineMessages';
import { localePrefix } from '../routes/locales';
import { siteNameIn } from '../routes/siteName';
import { THEME_COLOUR } from './webManifest';

type Texts = { readonly [K in keyof typeof offlineMessages]: string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const STYLE = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:${THEME_COLOUR};color:#f2f3f6;font:16px/1.6 "PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif}main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:1rem 0 .5rem}p{color:#b4b8c3}a{display:inline-block;margin-top:1rem;padding:.6rem 1.4rem;border-radius:999px;background:#5b8cff;color:#fff;text-decoration:none;font-weight:600}img{width:64px;height:64px}`;

export function offlinePageHtml(locale: Locale, t: Texts): string {
  const downloads = `${localePrefix(locale)}${PAGE_PATHS.downloads}`;
  const title = `${siteNameIn(locale)} - ${t['offline.pageTitle']}`;
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="${THEME_COLOUR}"><title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.png" type="image/png"><style>${STYLE}</style></head>
<body><main><img src="/icons/icon-96.png" alt=""><h1>${escapeHtml(t['offline.pageTitle'])}</h1><p>${escapeHtml(t['offline.pageText'])}</p><a href="${downloads}">${escapeHtml(t['offline.openDownloads'])}</a></main></body></html>
`;
}
