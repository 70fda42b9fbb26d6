/**
 * Texts of the detail page (and the recommendations the play page shares with it). They load with
 * those pages, not with the first-load bundle (see `area.ts`).
 */
import { areaTranslate, type PlainAreaKey } from './area';

export const detailMessages = {
  // Score and favourite button.
  'video.scoreValue': '评分 {score}',
  'video.favourite': '收藏',
  'video.favourited': '已收藏',

  // Detail page.
  'detail.expand': '展开',
  'detail.collapse': '收起',
  'detail.cast': '演职人员',
  'detail.director': '导演',
  'detail.actor': '演员',
  'detail.character': '饰 {name}',
  'detail.recommendations': '猜你喜欢',
  'detail.lines': '播放线路',
  'detail.resumeEpisode': '第{ep}集 {time}',

  // Sharing.
  'share.share': '分享',
  'share.linkCopied': '链接已复制',
} as const;

export type DetailMessageKey = keyof typeof detailMessages;
/** The keys without placeholders, for tables of keys passed to `detailT(key)` as they are. */
export type PlainDetailKey = PlainAreaKey<typeof detailMessages>;

export const detailT = areaTranslate(detailMessages, {
  'zh-TW': () => import('./zh-TW/detailMessages'),
  en: () => import('./en/detailMessages'),
});
