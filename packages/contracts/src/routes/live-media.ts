import type { Route } from './types';

/**
 * The live channels' HLS (our addition: the spec names the signing parameters, not the paths).
 * Signed like the VOD media (see `signing/`): the token travels in the query. The playlist path
 * comes from the getPlayUrl reply; segment URLs from the playlists the server rewrites.
 */
export const liveMediaRoutes = {
  getLivePlaylist: {
    method: 'GET',
    path: '/api/media/live/{line}/{id}/index.m3u8',
    auth: 'none',
    group: 'media',
    addition: true,
  },
  getLiveSegment: {
    method: 'GET',
    path: '/api/media/live/{line}/{id}/{file}',
    auth: 'none',
    group: 'media',
    addition: true,
  },
} as const satisfies Record<string, Route>;
