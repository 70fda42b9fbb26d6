/**
 * The links cards and rows build: plain functions without React, so the site imports the same ones
 * (`@xinghe/ui/links`). They load with the first page, so a category page's URL, built with a
 * filter or read back, is apart (`@xinghe/ui/categoryLinks`, which only that page loads).
 */
import { fillPath, PAGE_PATHS, type VideoId, type VodType } from '@xinghe/contracts/client';

/** Builds the link of a title's detail page; pages may swap it (e.g. for a player route). */
export type DetailHref = (id: VideoId) => string;

/** SPEC route `/vod/detail/{id}` (REAL-API.md: /vod/detail/LX89vyQfIj). */
export const defaultDetailHref: DetailHref = (id) => fillPath(PAGE_PATHS.vodDetail, { id });

/** A channel's page filtered by nothing (`/movie`): where a home row's 更多 leads. */
export const channelHref = (channel: VodType): string =>
  fillPath(PAGE_PATHS.channel, { type: channel });

/** 我的关注 on the sports page: where the account menu and /userinfo send a viewer's follows. */
const followedMatchesHref = `${PAGE_PATHS.sports}?tab=followed`;

/** The account pages the user menu and /userinfo both list (SPEC: account items lead to /{key}). */
export interface AccountHrefs {
  historyHref?: string;
  collectHref?: string;
  pointsHref?: string;
  inviteHref?: string;
  /** 关注的比赛: the followed sports matches. */
  sportsHref?: string;
  /** 我的片源: the user's own video sources. */
  sourcesHref?: string;
}

/** Each account link: the page's own where it gives one, else the site's page. */
export function accountHrefs(given: AccountHrefs): Required<AccountHrefs> {
  return {
    historyHref: given.historyHref ?? PAGE_PATHS.history,
    collectHref: given.collectHref ?? PAGE_PATHS.collect,
    pointsHref: given.pointsHref ?? PAGE_PATHS.points,
    inviteHref: given.inviteHref ?? PAGE_PATHS.invite,
    sportsHref: given.sportsHref ?? followedMatchesHref,
    sourcesHref: given.sourcesHref ?? PAGE_PATHS.source,
  };
}
