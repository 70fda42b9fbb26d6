/**
 * The closed lists of a reply named in the viewer's language: the host renames, for a zh-TW or
 * English page, each value the reply gives a code for (a genre, a badge, a line, a live group, a
 * sports category or tournament, a round, a VIP package, a role) with the ui's list catalogues, in
 * the API replies it passes on and in the first replies it writes into a page. Titles, synopses and
 * names are left as they are. A value without a code, or with one the catalogues do not know,
 * keeps the API's text. Shapes are told apart by their fields (the contract's), so one walk serves
 * every endpoint; a genre's name in the filter's options is sent back to the API, so it is not
 * renamed here (the filter bar names it by its slug).
 */
import { listCatalogues, type ListKey } from '@xinghe/ui/listCatalogues';
import type { MessageKey } from '@xinghe/ui';

export type ListLanguage = keyof typeof listCatalogues;
type Json = Record<string, unknown>;

const fill = (text: string, vars: Record<string, string | number> = {}) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole));

const isText = (value: unknown): value is string => typeof value === 'string';

/** Renames the closed lists in `value` (a reply's JSON), in a copy. */
export function nameLists<T>(value: T, language: ListLanguage): T {
  const { lists, main } = listCatalogues[language];
  const name = (key: string, vars?: Record<string, string | number>): string | undefined =>
    Object.hasOwn(lists, key) ? fill(lists[key as ListKey], vars) : undefined;
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'CNY' });

  function rename(node: Json): void {
    const { genreKeys, genres, badge, type, key } = node;
    if (Array.isArray(genreKeys) && Array.isArray(genres) && genreKeys.length === genres.length) {
      node.genres = genres.map((genre, i) => name(`genre.${genreKeys[i]}`) ?? genre);
    }
    if (badge && typeof badge === 'object' && isText(node.countStr)) {
      const { kind, n } = badge as { kind: string; n?: number };
      node.countStr = name(`badge.${kind}`, { n: n ?? '' }) ?? node.countStr;
    }
    if (Array.isArray(node.cards) && isText(node.name) && isText(type)) {
      const genre = isText(node.genreKey) ? name(`genre.${node.genreKey}`) : undefined;
      if (genre) node.name = name(`genreRow.${type}`, { genre }) ?? node.name;
      else if (key === type) node.name = name(`hotRow.${type}`) ?? node.name;
    }
    if (isText(node.level) && isText(node.label)) {
      node.label = name(`quality.${node.level}`) ?? node.label;
    }
    const isLine = Array.isArray(node.qualities) || Array.isArray(node.videos);
    if (isText(key) && isText(node.name) && isLine) node.name = name(`line.${key}`) ?? node.name;
    if (isText(key) && isText(node.name) && Array.isArray(node.channels)) {
      node.name = name(`liveGroup.${key}`) ?? node.name;
    }
    if (isText(node.group) && isText(node.groupName)) {
      node.groupName = name(`liveGroup.${node.group}`) ?? node.groupName;
    }
    if (isText(node.url) && isText(node.title) && isText(node.desc) && !('shortName' in node)) {
      const sport = name(`sport.${node.url}`);
      if (sport) Object.assign(node, { name: sport, title: name('sport.title', { sport }) });
    }
    if (isText(node.url) && isText(node.shortName)) {
      const short = name(`competition.${node.url}`);
      // The full name stays Chinese's own in zh-TW; English has one name for both.
      if (short) Object.assign(node, { shortName: short }, language === 'en' && { name: short });
    }
    if (isText(node.competitionUrl) && isText(node.competitionName)) {
      node.competitionName = name(`competition.${node.competitionUrl}`) ?? node.competitionName;
    }
    if (isText(node.round)) {
      const round = isText(node.stage)
        ? name(`stage.${node.stage}`)
        : typeof node.roundNo === 'number'
          ? name('round.n', { n: node.roundNo })
          : undefined;
      node.round = round ?? node.round;
    }
    if (isText(node.plan) && isText(node.pDesc) && typeof node.price === 'number') {
      const days = typeof node.days === 'number' && node.days > 0 ? node.days : 1;
      const perDay = money.format(Math.round((node.price / days) * 100) / 100);
      node.name = name(`plan.${node.plan}`) ?? node.name;
      node.pDesc = name(`planDesc.${node.plan}`, { perDay }) ?? node.pDesc;
    }
    if (isText(node.roleKey) && isText(node.role))
      node.role = name(`role.${node.roleKey}`) ?? node.role;
    if (isText(node.genderKey) && isText(node.gender)) {
      node.gender = name(`gender.${node.genderKey}`) ?? node.gender;
    }
    // A title's region as its detail writes it (`country`, a Chinese name) beside its code.
    if (isText(node.country) && isText(node.region)) {
      node.country = main[`region.${node.region}` as MessageKey] ?? node.country;
    }
  }

  function walk(node: unknown): unknown {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const copy: Json = {};
    for (const [field, child] of Object.entries(node)) copy[field] = walk(child);
    rename(copy);
    return copy;
  }

  return walk(value) as T;
}
