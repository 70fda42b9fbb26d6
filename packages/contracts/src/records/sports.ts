import { Type } from 'typebox';
import { Envelope } from '../schemas/envelope';
import {
  CompetitionDesc,
  CompetitionQuery,
  FocusBody,
  FocusIds,
  FocusQuery,
  FocusStatus,
  MatchDay,
  MatchesByDayQuery,
  MatchIdParams,
  MatchIdQuery,
  MatchPlayUrl,
  RealSite,
  RealSiteBody,
  SportCompetition,
  SportFilterQuery,
  SportHeader,
  SportMatch,
  SportMatchList,
  SportProject,
  SportUrlMap,
} from '../schemas/sports';
import { record } from './record';
import { NEEDS_LOGIN, TOKEN_HEADER } from './token-header';

/** The calendar and status rules every match list follows, written once. */
const MATCH_RULES =
  'Days are Asia/Shanghai calendar days. A match is upcoming before startTime, live from ' +
  'startTime until endTime, finished after; scores are 0 while upcoming (every list has one ' +
  'shape), the running score ' +
  'while live, the final score when finished. Lists are ordered by startTime, then id.';

export const sportsRecords = {
  getSportProjects: record('getSportProjects', {
    summary: 'The ten sports categories, in tab order',
    shape: { from: 'spec', ours: true },
    description: 'SPEC "Sports category" (url, name, title, desc) plus id and logo.',
    response: Envelope(Type.Array(SportProject)),
  }),
  getSportCompetitions: record('getSportCompetitions', {
    summary: 'Tournaments, the sixteen hot ones first (in the spec order), then the others',
    shape: { from: 'ours' },
    description:
      'projectId narrows to one category; an unknown projectId gives an empty list. Every ' +
      'category has at least one tournament.',
    query: CompetitionQuery,
    response: Envelope(Type.Array(SportCompetition)),
  }),
  getHotMatches: record('getHotMatches', {
    summary: 'Hot matches: live matches of hot tournaments, then their next kick-offs',
    shape: { from: 'ours' },
    description: `At most 8: live first, then upcoming by kick-off within the coming 48 h. ${MATCH_RULES}`,
    query: SportFilterQuery,
    response: Envelope(SportMatchList),
  }),
  getMatchesByDay: record('getMatchesByDay', {
    summary: "One day's matches (the day list), optionally of one category or tournament",
    shape: { from: 'ours' },
    description:
      `The site groups them by tournament. A day without matches is an empty list. isFocus is ` +
      `always false here (no token): the site marks followed ones from getFollowedMatchIds. ` +
      MATCH_RULES,
    query: MatchesByDayQuery,
    response: Envelope(SportMatchList),
  }),
  getMatchDays: record('getMatchDays', {
    summary: 'The days that have matches (the date strip): from 3 days ago to 6 days ahead',
    shape: { from: 'ours' },
    description: `Only days with at least one match of the filter are listed. ${MATCH_RULES}`,
    query: SportFilterQuery,
    response: Envelope(Type.Array(MatchDay)),
  }),
  getSportHeader: record('getSportHeader', {
    summary: "The sports page's headline figures and the server's clock",
    shape: { from: 'ours' },
    description:
      'Decided (the spec names the call only): now (epoch seconds) lets the page count down ' +
      'to a kick-off on the server clock; today is the Asia/Shanghai date the date strip ' +
      'opens on; liveCount and todayCount are the figures above the list.',
    response: Envelope(SportHeader),
  }),
  getFollowedMatches: record('getFollowedMatches', {
    summary: 'My followed matches (我关注的比赛) in full, live and upcoming first',
    shape: { from: 'ours' },
    description:
      'Live matches, then upcoming by kick-off, then finished ones newest first; a followed ' +
      `match stays listed after it ends. isFocus is true on each. ${NEEDS_LOGIN}`,
    response: Envelope(SportMatchList),
  }),
  getMatchPlayUrl: record('getMatchPlayUrl', {
    refusals: ['NotFound', 'Conflict'],
    summary: 'Where a live match is broadcast: the play path of its live sports channel',
    shape: { from: 'ours' },
    description:
      'Live matches are broadcast on the live area’s sports channels: channelId is the slug of the ' +
      'channel, url its line1 playlist path (unsigned). The site plays it through ' +
      'getLivePlayUrl of channelId, so lines, media tokens and the channel’s VIP rule are the ' +
      'live area’s: sports channels need VIP, and so do live matches. A match that is not live ' +
      'is code 409 比赛未在直播中 (data null); an unknown id is code 404 比赛不存在.',
    query: MatchIdQuery,
    response: Envelope(MatchPlayUrl),
  }),
  getFollowedMatchIds: record('getFollowedMatchIds', {
    summary: 'The ids of the matches I follow (to mark follow buttons in any list)',
    shape: { from: 'ours' },
    description: `Newest follow first. ${NEEDS_LOGIN}`,
    response: Envelope(FocusIds),
  }),
  followMatch: record('followMatch', {
    refusals: ['NotFound', 'Conflict'],
    summary: 'Follows a match (关注)',
    shape: { from: 'ours' },
    description:
      'Our addition: the spec lists reading (GET) and removing (DELETE) follows, and a follow ' +
      'needs a way in; a POST on the same path is it. Idempotent. Only an upcoming or live ' +
      'match can be followed: a finished one is code 409 比赛已结束; an unknown id is code 404 ' +
      `比赛不存在. ${NEEDS_LOGIN}`,
    body: FocusBody,
    response: Envelope(FocusStatus),
  }),
  unfollowMatch: record('unfollowMatch', {
    summary: 'Unfollows a match (取消关注)',
    shape: { from: 'ours' },
    description: `Idempotent: replies { isFocus: false } either way. ${NEEDS_LOGIN}`,
    query: FocusQuery,
    response: Envelope(FocusStatus),
  }),
  getMatchDetail: record('getMatchDetail', {
    refusals: ['NotFound'],
    summary: 'One match: teams, score, status and times (the match page)',
    shape: { from: 'ours' },
    description:
      'The token is optional: with a valid one isFocus says whether I follow it, without one ' +
      `it is false. Unknown id: code 404 比赛不存在. ${MATCH_RULES} ${TOKEN_HEADER}`,
    params: MatchIdParams,
    response: Envelope(SportMatch),
  }),
  getCompetitionDesc: record('getCompetitionDesc', {
    refusals: ['NotFound'],
    summary: 'A tournament with its description (the tournament view)',
    shape: { from: 'ours' },
    description: 'id is a competition id (see getSportUrlMap). Unknown id: code 404 赛事不存在.',
    params: MatchIdParams,
    response: Envelope(CompetitionDesc),
  }),
  getSportUrlMap: record('getSportUrlMap', {
    summary: 'Every sports slug with the id it names (the sports url map of SPEC section 3)',
    shape: { from: 'ours' },
    description:
      'Categories (type project) and tournaments (type competition); slugs are unique across ' +
      'both, so /sports?tab={slug} opens the one view it names.',
    response: Envelope(SportUrlMap),
  }),
  getRealSite: record('getRealSite', {
    summary: 'The official site origin, and whether the page is on it',
    shape: { from: 'ours' },
    description:
      'Decided (the spec names the call only): the page posts its location.host; site is the ' +
      'configured public origin (in development the origin the request names); real is true ' +
      'when host equals its host. The match page builds its share link on site.',
    body: RealSiteBody,
    response: Envelope(RealSite),
  }),
};
