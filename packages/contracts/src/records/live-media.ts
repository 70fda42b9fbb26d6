import { Type } from 'typebox';
import { LivePlaylistParams, LiveSegmentParams } from '../schemas/live';
import { SignedMediaQuery } from '../schemas/vod-media';
import { record } from './record';

export const liveMediaRecords = {
  getLivePlaylist: record('getLivePlaylist', {
    refusals: ['Forbidden', 'NotFound'],
    summary: "Live HLS playlist of a channel's line: a sliding window that never ends (signed URL)",
    shape: { from: 'ours' },
    description:
      'The path is the purl of getLivePlayUrl. Signed and refused exactly like getVodPlaylist: a correctly signed URL fresh ' +
      'within 300 s whose token= is empty (a visitor) or the media token of a getPlayUrl reply, ' +
      'else HTTP 403; a VIP channel also needs the media token of a VIP (403). The playlist lists ' +
      'the last 10 segments (20 s) complete by now (EXT-X-MEDIA-SEQUENCE counts segments since the ' +
      "stream began, so it advances with the clock), the channel's clip looped: each loop's " +
      'first segment is preceded by EXT-X-DISCONTINUITY and the init segment again, ' +
      'EXT-X-DISCONTINUITY-SEQUENCE counts the loops, and there is no EXT-X-ENDLIST. Every URI is ' +
      'an absolute path signed by the server for the same media token and uuid. Deliberately ' +
      'broken for line fallback tests: line1 of the 3rd, 9th, 15th... channel of getChannelGroups ' +
      '(cctv3, ...) answers HTTP 404; of the 6th, 12th... (cctv5plus, ...), its segments do. Unknown ' +
      'channel or line: 404. Errors keep their HTTP status with an envelope body.',
    params: LivePlaylistParams,
    query: SignedMediaQuery,
    response: Type.String(),
    produces: 'application/vnd.apple.mpegurl',
  }),
  getLiveSegment: record('getLiveSegment', {
    summary: 'fMP4 init segment or media segment of a live playlist',
    shape: { from: 'ours' },
    description:
      'URIs as written in a served live playlist, signed by the server and valid for 6 hours while ' +
      'their media token is (as getVodSegment). Same token and VIP rules as the playlist.',
    params: LiveSegmentParams,
    query: SignedMediaQuery,
    response: Type.String(),
    produces: 'video/iso.segment',
  }),
};
