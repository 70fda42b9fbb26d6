import { Envelope } from '../schemas/envelope';
import {
  ChannelGroups,
  ChannelIdParams,
  LiveChannel,
  LiveCollectBody,
  LiveCollected,
  LiveCollectList,
  LiveCollectQuery,
  LiveDesc,
  LivePlayInfo,
  LiveRecordList,
  LiveStreams,
  PlayUrlQuery,
  ProgrammeGuide,
  ProgrammeQuery,
} from '../schemas/live';
import { record } from './record';
import { NEEDS_LOGIN, TOKEN_HEADER } from './token-header';

/** Decisions shared by the channel replies, written once. */
const CHANNELS =
  'Decided: 540 channels in nine groups (LIVE_GROUPS: 央视 卫视 地方 港澳台 体育 新闻 少儿 电影 ' +
  '国际), in that order. A channel is addressed by its slug (url), as the real site does: ' +
  'lowercase pinyin of its name (湖南卫视 hunan, 东方卫视 dongfang), the ASCII head of a numbered ' +
  'one (CCTV-1 综合 cctv1, CCTV-5+ 体育赛事 cctv5plus); when taken, the whole name (CCTV-4 欧洲 ' +
  'cctv4ouzhou), then -2 (陕西都市 after 山西都市: shanxidushi-2). ' +
  'The first 13 (cctv1 to cctv12 and cctv5plus) are free, every other one needs VIP (vip: true). ' +
  'now/next are the programmes on at the time of the request (China time guides, see getProgramme).';

const UNKNOWN_CHANNEL = 'Unknown channel: code 404 频道不存在.';

export const liveRecords = {
  getChannelGroups: record('getChannelGroups', {
    summary: 'Every live channel, in its group, with what is on now and next',
    shape: { from: 'real', sources: ['N'], ours: true },
    description:
      "channelGroups[{ name, channels[{ name, img, url }] }]; a group's key, a channel's group, " +
      'vip, now and next and the total are ours, ' +
      `optional beside them. ${CHANNELS} One reply holds every group and channel, so /live can ` +
      'filter locally.',
    response: Envelope(ChannelGroups),
  }),
  getLiveChannel: record('getLiveChannel', {
    refusals: ['NotFound'],
    summary: 'One channel: name, logo, group, VIP rule, now and next',
    shape: { from: 'ours' },
    description: `The list entry's shape (its real fields are REAL-API.md N's) plus groupName. ${CHANNELS} ${UNKNOWN_CHANNEL}`,
    params: ChannelIdParams,
    response: Envelope(LiveChannel),
  }),
  getLiveStream: record('getLiveStream', {
    refusals: ['NotFound'],
    summary: "A channel's lines, in fallback order, and its default line",
    shape: { from: 'real', sources: ['N'], ours: true },
    description:
      "purl is the real channel page's (the m3u8 of the channel), here the default " +
      "line's playlist, UNSIGNED (sign it with signMediaUrl); the lines are ours. " +
      'Decided: the same three lines for every channel: line1 主线路 (the default), line2 ' +
      "备用线路一 and line3 备用线路二, all 360p (a live stream must load as fast as it plays). No line is VIP only: VIP is the channel's rule. " +
      UNKNOWN_CHANNEL,
    params: ChannelIdParams,
    response: Envelope(LiveStreams),
  }),
  getLiveDesc: record('getLiveDesc', {
    refusals: ['NotFound'],
    summary: "A channel's description",
    shape: { from: 'ours' },
    description: UNKNOWN_CHANNEL,
    params: ChannelIdParams,
    response: Envelope(LiveDesc),
  }),
  getProgramme: record('getProgramme', {
    refusals: ['NotFound'],
    summary: "A channel's programme guide for one day",
    shape: { from: 'ours' },
    description:
      'Days are China days (UTC+8), 00:00 to 24:00, date YYYY-MM-DD defaulting to today; ' +
      'guides exist from yesterday to six days ahead, generated around the current time (the same ' +
      'day always has the same guide). Another date: code 400 该日期暂无节目单. ' +
      UNKNOWN_CHANNEL,
    query: ProgrammeQuery,
    response: Envelope(ProgrammeGuide),
  }),
  getLivePlayUrl: record('getLivePlayUrl', {
    refusals: ['VipRequired', 'NotFound'],
    summary: "The live playlist of a channel's line, to sign with signMediaUrl",
    shape: { from: 'real', sources: ['N'], ours: true },
    description:
      "purl is the line's playlist, named as the real channel page's, UNSIGNED; the " +
      'rest is ours. Fixed query parameters (decided; SPEC 7 says only that they are fixed): from=web and ' +
      'format=m3u8, besides id (the channel) and line (default line1; unknown: code 400 ' +
      '线路不存在). A VIP channel for a visitor or a non-VIP: code 402 开通VIP即可观看该频道 (the ' +
      'site opens the VIP dialog). mediaToken as getPlayLine: a media token derived from the ' +
      "session ('' for a visitor), never the session token. With a valid token the play is " +
      'recorded for getLiveRecords (this is how the server learns what was watched). ' +
      `${UNKNOWN_CHANNEL} The token is optional. ${TOKEN_HEADER}`,
    query: PlayUrlQuery,
    response: Envelope(LivePlayInfo),
  }),
  getLiveCollects: record('getLiveCollects', {
    summary: 'My favourite channels, newest first',
    shape: { from: 'ours' },
    description: `Entries on the list entry's shape (its real fields are REAL-API.md N's). Not paged (at most one entry per channel). ${NEEDS_LOGIN}`,
    response: Envelope(LiveCollectList),
  }),
  getLiveRecords: record('getLiveRecords', {
    summary: 'Channels I watched, newest first, one entry per channel',
    shape: { from: 'ours' },
    description:
      "Entries on the list entry's shape (its real fields are REAL-API.md N's). Filled by getLivePlayUrl " +
      'calls with a token; the newest 50 channels. ' +
      NEEDS_LOGIN,
    response: Envelope(LiveRecordList),
  }),
  isLiveCollected: record('isLiveCollected', {
    refusals: ['NotFound'],
    summary: 'Whether I have favourited a channel',
    shape: { from: 'ours' },
    description: `${UNKNOWN_CHANNEL} ${NEEDS_LOGIN}`,
    params: ChannelIdParams,
    response: Envelope(LiveCollected),
  }),
  addLiveCollect: record('addLiveCollect', {
    refusals: ['NotFound'],
    summary: 'Favourites a channel',
    shape: { from: 'ours' },
    description: `Idempotent: favouriting twice keeps the first date. ${UNKNOWN_CHANNEL} ${NEEDS_LOGIN}`,
    body: LiveCollectBody,
    response: Envelope(LiveCollected),
  }),
  removeLiveCollect: record('removeLiveCollect', {
    summary: 'Removes a channel from the favourites',
    shape: { from: 'ours' },
    description: `Idempotent: replies { collected: false } either way. ${NEEDS_LOGIN}`,
    query: LiveCollectQuery,
    response: Envelope(LiveCollected),
  }),
};
