/**
 * Texts of the site's own placeholder pages (zh-CN). They belong in the ui message catalogue; they
 * are here only because this package may not edit ui. Move them there (keys as named) and read them
 * with `useT()` once the catalogue has them.
 */
export const pageTexts = {
  /** ui key suggestion: `page.comingSoon` */
  comingSoon: '页面建设中',
  /** ui key suggestion: `page.comingSoonHint` */
  comingSoonHint: '这个页面正在建设中，先去首页看看吧。',
  /** ui key suggestion: `page.notFound` */
  notFound: '页面不存在',
  /** ui key suggestion: `page.notFoundHint` */
  notFoundHint: '您访问的页面不存在或已被移除。',
  /** ui key suggestion: `page.backHome` */
  backHome: '返回首页',
} as const;
