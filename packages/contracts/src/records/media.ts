import { Type } from 'typebox';
import { ImageParams } from '../schemas/catalogue';
import {
  SignedMediaQuery,
  VodDownloadParams,
  VodPlaylistParams,
  VodSegmentParams,
} from '../schemas/vod-media';
import { record } from './record';

export const mediaRecords = {
  getImage: record('getImage', {
    summary: 'Generated artwork: posters (2:3), banners (16:6), avatars and channel logos (1:1)',
    shape: { from: 'ours' },
    description:
      'Our addition: the spec only says images are served under /api/images/. The extension ' +
      'names the format: {id}.svg (image/svg+xml, every server serves it) or, where the server ' +
      'offers it, {id}.webp (image/webp: the mock links posters, banners and portraits so). A ' +
      'client uses the URLs the replies carry. A server may send a phone (Sec-CH-UA-Mobile: ?1) ' +
      'a smaller raster of the same drawing, saying Vary: Sec-CH-UA-Mobile (the mock: banners ' +
      'at 800 × 300 pixels instead of 1600 × 600).',
    params: ImageParams,
    response: Type.String(),
    produces: 'image/svg+xml',
  }),
  getVodPlaylist: record('getVodPlaylist', {
    refusals: ['Forbidden', 'NotFound'],
    summary: 'HLS media playlist of an episode in one line and quality (signed URL only)',
    shape: { from: 'ours' },
    description:
      'Served only to a correctly signed URL fresh within 300 s (SPEC 7, see signMediaUrl); ' +
      'otherwise HTTP 403. The token= parameter is empty (a visitor: free media only) or the ' +
      'media token of a getPlayLine reply, never a session token (URLs leak): a session token, ' +
      'an expired media token (30 minutes) or one whose session was logged out is HTTP 403. A ' +
      'VIP line or quality also needs the media token of a VIP (else 403). The playlist is ' +
      'rewritten so every init and segment URI is an absolute path carrying a fresh signature ' +
      'made by the server with the same media token and uuid: the player signs only the ' +
      'playlist. Errors keep their HTTP status (403, 404) with an envelope body.',
    params: VodPlaylistParams,
    query: SignedMediaQuery,
    response: Type.String(),
    produces: 'application/vnd.apple.mpegurl',
  }),
  getVodSegment: record('getVodSegment', {
    refusals: ['Forbidden', 'NotFound'],
    summary: 'fMP4 init segment (video/mp4) or media segment (video/iso.segment) of a playlist',
    shape: { from: 'ours' },
    description:
      'URIs as written in a served playlist; their server-made signatures stay valid for 6 hours ' +
      '(a whole film), as long as their media token does (30 minutes from the getPlayLine reply, ' +
      'until its session is logged out): after a 403 the player asks for the play line again. ' +
      'Same token and VIP rules as the playlist; errors keep their HTTP status.',
    params: VodSegmentParams,
    query: SignedMediaQuery,
    response: Type.String(),
    produces: 'video/iso.segment',
  }),
  getVodDownload: record('getVodDownload', {
    refusals: ['Forbidden', 'NotFound'],
    summary: 'MP4 of an episode, a VIP perk (signed URL with a VIP token)',
    shape: { from: 'ours' },
    description:
      'The path comes from PlayInfo.download. Needs a fresh signature (300 s) and the media ' +
      'token (PlayInfo.mediaToken) of a VIP, else HTTP 403; served as an attachment named after ' +
      'the title and episode.',
    params: VodDownloadParams,
    query: SignedMediaQuery,
    response: Type.String(),
    produces: 'video/mp4',
  }),
};
