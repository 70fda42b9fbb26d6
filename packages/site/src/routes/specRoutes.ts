/**
 * The routes of spec/routes.tsv, copied verbatim (first column), for tests that check every one of
 * them is served: the spec folder is not part of the repository.
 */
export const specRoutes = [
  '/',
  '/movie',
  '/drama',
  '/live',
  '/sports',
  '/variety',
  '/animation',
  '/children',
  '/documentary',
  '/search?word={keyword}',
  '/vod/detail/{id}',
  '/vod/play-thrid/{id}/{ep}',
  '/vod/play-official/{id}/{ep}',
  '/live/{id}',
  '/sports/live/{id}',
  '/zj/{id}/{episode}',
  '/userinfo',
  '/search-phone',
  '/invite',
  '/invite-h5',
  '/privacy',
  '/download',
  '/vip',
  '/person/{id}',
  '/points',
  '/history',
  '/collect',
] as const;

const samples: Record<string, string> = { id: '12', ep: '3', episode: '2', keyword: '长安' };

/** A concrete URL for a spec route, e.g. `/vod/detail/12`, `/search?word=%E9%95%BF%E5%AE%89`. */
export function sampleUrl(specRoute: string): string {
  return specRoute.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(samples[name] ?? 'x'),
  );
}
