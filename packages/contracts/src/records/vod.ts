import { Envelope } from '../schemas/envelope';
import {
  CastData,
  PlayCount,
  PlayInfo,
  PlayLineBody,
  RecommendData,
  VideoRecordBody,
  CollectionInfo,
  VodEpisodes,
  VodIdParams,
  VodTransfer,
} from '../schemas/vod';
import { record } from './record';
import { TOKEN_HEADER } from './token-header';

export const vodRecords = {
  getVodDetail: record('getVodDetail', {
    refusals: ['NotFound'],
    summary: 'Detail page of a title: facts, artwork, credits and its lines of episodes',
    shape: { from: 'real', sources: ['K', 'J', 'F'], ours: true },
    description:
      'collectionInfo (K for hlove, J and F for histar), the ' +
      'page data the real detail page is built from. videosGroup has one group per play line, ' +
      'each listing the released episodes (an ongoing series 更新至N集 has N) with eporder and ' +
      'purl, the unsigned path of the episode playlist at the best quality a visitor may play. ' +
      'Ours, optional: per-episode name (第N集, 第N期 for variety, 正片 for a film) ' +
      'and duration (the real length of the media), the line key and VIP flag, type, region, ' +
      'genres, score, tagline and banner. Unknown id: code 404 影片不存在.',
    params: VodIdParams,
    response: Envelope(CollectionInfo),
  }),
  getVodTransfer: record('getVodTransfer', {
    refusals: ['NotFound'],
    summary: 'Maps a play id (official or third-party listing) to its official title id',
    shape: { from: 'ours' },
    description:
      'A third-party listing of a title has an id of its own, 13 lowercase hex ' +
      'digits as in /vod/play-thrid/9b1169e9b7c04/1 (REAL-API.md K); an official id maps to itself. Reply ' +
      "{ id, officialId, source: 'official' | 'third' }; an id that leads to no title: code 404.",
    params: VodIdParams,
    response: Envelope(VodTransfer),
  }),
  getVodEpisodes: record('getVodEpisodes', {
    refusals: ['NotFound'],
    summary: "The player's light episode list: id, title and episodes",
    shape: { from: 'ours' },
    description:
      'The same episodes as the detail reply without the rest, for the ' +
      'player and the embed page. Unknown id: code 404.',
    params: VodIdParams,
    response: Envelope(VodEpisodes),
  }),
  getPlayLine: record('getPlayLine', {
    refusals: ['Unauthorized', 'VipRequired', 'Forbidden', 'NotFound'],
    summary: 'Play lines of an episode and the playlist of the chosen line and quality',
    shape: { from: 'ours' },
    description:
      'line defaults to the official line, quality to the best one the viewer may play. ' +
      'Lines (same for every title): official 官方线路 (720p 蓝光 VIP, 360p 标清), bluray 蓝光线路 ' +
      '(VIP only, 720p), third1 线路二 and third2 线路三 (third-party, 360p). A visitor or a ' +
      'non-VIP asking for a VIP line or quality gets code 402 开通VIP即可观看蓝光画质 (the site ' +
      'opens the VIP dialog). playlist and download are paths to sign with signMediaUrl before ' +
      'use; download is present for a VIP only. Our addition: mediaToken, the token= of those ' +
      'signed URLs (SPEC 7 names the parameter, not its value). It is never the session token, ' +
      'since URLs leak (logs, referrers, shared links): a media token is derived from the ' +
      "session, valid for media paths only, for 30 minutes (never past the session's end) and " +
      'until the session is logged out; as a token header it is refused (401). A visitor gets ' +
      "'' and signs with an empty token (free media only). A media request refused with 403 " +
      'after a while means the media token ran out: ask for the play line again. Deliberately broken for line fallback tests: ' +
      "third2 of a title whose id's SHA-1 starts with a byte that is 0 modulo 4 answers its " +
      'playlist with HTTP 404, and with a byte 1 modulo 4 its media segments with HTTP 404 (half ' +
      'of all titles play on it). Unknown title or episode: 404; ' +
      'unknown line or a quality the line lacks: 400. ' +
      `The token is optional: without one (or with an invalid one) the viewer is a visitor. ${TOKEN_HEADER}`,
    body: PlayLineBody,
    response: Envelope(PlayInfo),
  }),
  getRecommend: record('getRecommend', {
    refusals: ['NotFound'],
    summary: 'Titles like this one, for the detail page',
    shape: { from: 'real', sources: ['S'], ours: true },
    description:
      'data.cards [{ id, name, img }]; our cards add countStr ' +
      'and the rest. Up to 12 popular titles of the same type, those sharing its main genre ' +
      'first, never the title itself. Unknown id: code 404.',
    params: VodIdParams,
    response: Envelope(RecommendData),
  }),
  recordPlay: record('recordPlay', {
    refusals: ['NotFound'],
    summary: 'Counts a play of an episode (public play counter)',
    shape: { from: 'ours' },
    description:
      "Decided: body { id, ep }; replies with the title's play count so far. No token needed. " +
      'Unknown title or episode: code 404.',
    body: VideoRecordBody,
    response: Envelope(PlayCount),
  }),
  getVodCast: record('getVodCast', {
    refusals: ['NotFound'],
    summary: 'Directors and actors of a title',
    shape: { from: 'ours' },
    description:
      'role is 导演 or 演员; character (the part played) is given for actors of films, series, ' +
      "anime and children's titles. Directors first, then actors in billing order. Unknown id: 404.",
    params: VodIdParams,
    response: Envelope(CastData),
  }),
};
