/**
 * The site's pages as spec/routes.tsv writes them (`{id}` parameters, query included), each once:
 * the site's route table (routes/paths.ts) is built from them, the ui's links fill them, and so do
 * the mock's hot-search entries, whose `url` is a site page. Here because all three may import the
 * contract (the ui as values, by a named exception in .oxlintrc.json); plain strings, no TypeBox.
 */
export const PAGE_PATHS = {
  home: '/',
  /** A channel of VOD_TYPES: `/movie`. */
  channel: '/{type}',
  live: '/live',
  sports: '/sports',
  search: '/search?word={keyword}',
  vodDetail: '/vod/detail/{id}',
  vodPlayThird: '/vod/play-thrid/{id}/{ep}',
  vodPlayOfficial: '/vod/play-official/{id}/{ep}',
  liveChannel: '/live/{id}',
  sportsLive: '/sports/live/{id}',
  embedPlayer: '/zj/{id}/{episode}',
  userInfo: '/userinfo',
  searchPhone: '/search-phone',
  invite: '/invite',
  inviteH5: '/invite-h5',
  privacy: '/privacy',
  download: '/download',
  vip: '/vip',
  person: '/person/{id}',
  points: '/points',
  history: '/history',
  collect: '/collect',
  /** Our addition: 我的片源 from the user menu. */
  source: '/source',
  /** Our addition: 我的下载, the episodes a VIP saved in this browser to watch offline. */
  downloads: '/downloads',
} as const;
