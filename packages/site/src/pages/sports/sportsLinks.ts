/**
 * Links of the sports area. A category or tournament view is `/sports?tab={slug}` and a day
 * `&date=YYYY-MM-DD` (the spec's only sports routes are /sports and /sports/live/{id}; the slugs
 * come from the url map). 我的关注 is `?tab=followed`.
 */
import { hrefFor } from '../../routes/paths';

export function sportsHref(tab = '', date = ''): string {
  const query = new URLSearchParams();
  if (tab) query.set('tab', tab);
  if (date) query.set('date', date);
  const text = query.toString();
  return hrefFor('sports') + (text ? `?${text}` : '');
}

export const matchHref = (id: number) => hrefFor('sportsLive', { id });

export const followedMatchesHref = () => sportsHref('followed');
