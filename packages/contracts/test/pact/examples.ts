/**
 * Example values the consumer tests share: ids in the real API's forms (letters and digits for
 * videos) and one card of each kind. Replies are matched by type, so a server with its own data
 * passes; ids in request paths are the titles the provider states name (`vod {id} exists`), which
 * a server makes exist (the mock's seed has them).
 */

/** A film of the seeded catalogue (one episode, 正片). */
export const FILM_ID = 'LX89vyQfIj';
/** A series of the seeded catalogue (several episodes, intro marks). */
export const SERIES_ID = 'VICsHCoQYhFl';
/** An id no title has. */
export const UNKNOWN_ID = 'zzzzzzzzzz';

/** A card as every list carries it: the real fields (K, J, W) and our optional ones. */
export const filmCard = {
  id: FILM_ID,
  name: '末日特工',
  img: `/api/images/poster/${FILM_ID}.webp`,
  countStr: 'HD',
  badge: { kind: 'hd' },
  time: 2026,
  type: 'movie',
  region: 'hk',
  genres: ['奇幻', '剧情'],
  genreKeys: ['qihuan', 'juqing'],
  score: 6.4,
  episodes: 1,
};

export const seriesCard = {
  id: SERIES_ID,
  name: '长安十二时辰',
  img: `/api/images/poster/${SERIES_ID}.webp`,
  countStr: '全48集',
  badge: { kind: 'complete' },
  time: 2019,
  type: 'drama',
  region: 'cn',
  genres: ['古装', '悬疑'],
  genreKeys: ['guzhuang', 'xuanyi'],
  score: 8.6,
  episodes: 48,
};
