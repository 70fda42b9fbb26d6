import type { Route } from './types';

/** Images and media served by the API host. */
export const mediaRoutes = {
  getImage: {
    method: 'GET',
    path: '/api/images/{kind}/{name}',
    auth: 'none',
    group: 'media',
    addition: true,
  },
  // Video for the player: every URL must be signed (see `signing/`), so the token travels in
  // the query, not in a header. Paths come from PlayInfo (playlist, download); segment URLs from
  // the playlists the server rewrites.
  getVodPlaylist: {
    method: 'GET',
    path: '/api/media/vod/{line}/{vid}/{ep}/{quality}/index.m3u8',
    auth: 'none',
    group: 'media',
    addition: true,
  },
  getVodSegment: {
    method: 'GET',
    path: '/api/media/vod/{line}/{vid}/{ep}/{quality}/{file}',
    auth: 'none',
    group: 'media',
    addition: true,
  },
  getVodDownload: {
    method: 'GET',
    path: '/api/media/download/{vid}/{file}',
    auth: 'none',
    group: 'media',
    addition: true,
  },
} as const satisfies Record<string, Route>;
