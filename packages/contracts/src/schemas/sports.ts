/** Sports: categories (projects), tournaments (competitions), matches and followed matches. */
import { Type, type Static } from 'typebox';
import {
  HOT_COMPETITION_URLS,
  MATCH_STAGES,
  MATCH_STATUSES,
  SPORT_PROJECT_URLS,
  SPORT_SLUG_KINDS,
} from '../literals';
import { keyUnion, literalUnion } from './literal-union';
import { ChannelId } from './live';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Slug = Type.String({ pattern: '^[a-z0-9-]{1,40}$', description: 'Lowercase slug' });
const Day = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'YYYY-MM-DD, Asia/Shanghai',
});

export const SportProjectUrl = literalUnion(SPORT_PROJECT_URLS);
export type SportProjectUrl = Static<typeof SportProjectUrl>;
export const HotCompetitionUrl = literalUnion(HOT_COMPETITION_URLS);
export type HotCompetitionUrl = Static<typeof HotCompetitionUrl>;
export const MatchStatus = literalUnion(MATCH_STATUSES);
export type MatchStatus = Static<typeof MatchStatus>;
export const SportSlugKind = literalUnion(SPORT_SLUG_KINDS);
export type SportSlugKind = Static<typeof SportSlugKind>;

/** SPEC "Sports category": url, name, title, desc (plus its id and logo). */
export const SportProject = Type.Object({
  id: Id,
  url: SportProjectUrl,
  name: Type.String({ description: 'Tab label, e.g. 足球' }),
  title: Type.String({ description: 'Heading of the category view' }),
  desc: Type.String(),
  logo: Type.String({ description: 'Image path under /api/images/' }),
});
export type SportProject = Static<typeof SportProject>;

export const SportCompetition = Type.Object({
  id: Id,
  url: Slug,
  name: Type.String({ description: 'Full name, e.g. 英格兰足球超级联赛' }),
  shortName: Type.String({ description: 'Short name for chips and match rows, e.g. 英超' }),
  projectId: Id,
  projectUrl: SportProjectUrl,
  logo: Type.String(),
  hot: Type.Boolean({ description: 'One of the sixteen hot tournaments of the spec' }),
});
export type SportCompetition = Static<typeof SportCompetition>;

export const CompetitionDesc = Type.Object({
  ...SportCompetition.properties,
  desc: Type.String({ description: 'A paragraph about the tournament' }),
});
export type CompetitionDesc = Static<typeof CompetitionDesc>;

export const MatchTeam = Type.Object({
  name: Type.String(),
  logo: Type.String(),
});
export type MatchTeam = Static<typeof MatchTeam>;

export const SportMatch = Type.Object({
  id: Id,
  competitionId: Id,
  competitionUrl: Slug,
  competitionName: Type.String({ description: "The tournament's short name" }),
  projectUrl: SportProjectUrl,
  round: Type.String({ description: 'Round or stage, e.g. 第12轮' }),
  roundNo: Type.Optional(
    Type.Integer({ minimum: 1, description: "Ours: a league round's number (第12轮: 12)" }),
  ),
  stage: Type.Optional(
    keyUnion(MATCH_STAGES, { description: 'Ours: a knock-out stage by code (半决赛: semi)' }),
  ),
  home: MatchTeam,
  away: MatchTeam,
  homeScore: Type.Integer({ minimum: 0, description: '0 while upcoming: read status first' }),
  awayScore: Type.Integer({ minimum: 0 }),
  status: MatchStatus,
  startTime: Type.Integer({ minimum: 0, description: 'Kick-off, epoch seconds' }),
  endTime: Type.Integer({ minimum: 0, description: 'Expected (or actual) end, epoch seconds' }),
  isFocus: Type.Boolean({ description: 'Followed by the viewer (false without a token)' }),
});
export type SportMatch = Static<typeof SportMatch>;

export const SportMatchList = Type.Array(SportMatch);
export type SportMatchList = Static<typeof SportMatchList>;

/** Narrows a list to a category or a tournament (a tournament wins when both are given). */
export const SportFilterQuery = Type.Object({
  projectId: Type.Optional(Id),
  competitionId: Type.Optional(Id),
});
export type SportFilterQuery = Static<typeof SportFilterQuery>;

export const CompetitionQuery = Type.Object({ projectId: Type.Optional(Id) });
export type CompetitionQuery = Static<typeof CompetitionQuery>;

export const MatchesByDayQuery = Type.Object({ ...SportFilterQuery.properties, date: Day });
export type MatchesByDayQuery = Static<typeof MatchesByDayQuery>;

export const MatchDay = Type.Object({
  date: Day,
  startTime: Type.Integer({ minimum: 0, description: 'Midnight Asia/Shanghai, epoch seconds' }),
  count: Type.Integer({ minimum: 1, description: 'Matches that day' }),
  liveCount: Type.Integer({ minimum: 0 }),
});
export type MatchDay = Static<typeof MatchDay>;

export const SportHeader = Type.Object({
  now: Type.Integer({ minimum: 0, description: "The server's clock, epoch seconds" }),
  today: Day,
  liveCount: Type.Integer({ minimum: 0 }),
  todayCount: Type.Integer({ minimum: 0 }),
});
export type SportHeader = Static<typeof SportHeader>;

export const MatchIdQuery = Type.Object({ id: Id });
export type MatchIdQuery = Static<typeof MatchIdQuery>;

export const MatchIdParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,10}$' }) });
export type MatchIdParams = Static<typeof MatchIdParams>;

export const MatchPlayUrl = Type.Object({
  url: Type.String({ description: 'Unsigned play path of the broadcasting channel' }),
  channelId: ChannelId,
});
export type MatchPlayUrl = Static<typeof MatchPlayUrl>;

export const FocusBody = Type.Object({ matchId: Id });
export type FocusBody = Static<typeof FocusBody>;
export const FocusQuery = Type.Object({ matchId: Id });
export type FocusQuery = Static<typeof FocusQuery>;

export const FocusStatus = Type.Object({ matchId: Id, isFocus: Type.Boolean() });
export type FocusStatus = Static<typeof FocusStatus>;

export const FocusIds = Type.Array(Id);
export type FocusIds = Static<typeof FocusIds>;

export const SportUrlEntry = Type.Object({ id: Id, url: Slug, type: SportSlugKind });
export type SportUrlEntry = Static<typeof SportUrlEntry>;
export const SportUrlMap = Type.Array(SportUrlEntry);
export type SportUrlMap = Static<typeof SportUrlMap>;

export const RealSiteBody = Type.Object({
  host: Type.String({ minLength: 1, maxLength: 253, description: 'location.host of the page' }),
});
export type RealSiteBody = Static<typeof RealSiteBody>;

export const RealSite = Type.Object({
  site: Type.String({ description: 'The official origin, e.g. https://www.example.com' }),
  real: Type.Boolean({ description: 'The page is on the official origin' }),
});
export type RealSite = Static<typeof RealSite>;
