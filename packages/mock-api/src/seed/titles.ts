/**
 * On-demand titles: unique, believable Chinese names composed from word pools, each with the
 * facts a poster card and a detail page need. Pure: the same stream gives the same titles.
 */
import { VOD_TYPES, type RegionCode, type VodType } from '@xinghe/contracts';
import { CHANNEL_GENRES, EPISODE_UNIT } from '../domain/channels';
import { PLACES, SYNOPSES, TAGLINES } from './description-words';
import { characterName } from './names';
import type { Random } from './random';
import { TITLE_PATTERNS, type TitlePattern, type Word } from './title-words';
import type { TitleSeed } from './types';

/** 3,200 titles, most of them films and series, as on such sites. */
export const TITLE_COUNTS: Record<VodType, number> = {
  movie: 1100,
  drama: 850,
  variety: 350,
  animation: 420,
  children: 230,
  documentary: 250,
};

export const FIRST_YEAR = 1990;
export const LAST_YEAR = 2026;
/** The catalogue's "now": fixed, so a seed always gives the same dates. 2026-06-01 UTC. */
export const CATALOGUE_NOW = Date.UTC(2026, 5, 1) / 1000;

/** Where each channel's titles come from, weighted toward the mainland (SPEC region map). */
const REGION_WEIGHTS: Record<VodType, Partial<Record<RegionCode, number>>> = {
  movie: {
    cn: 38,
    hk: 8,
    tw: 4,
    us: 20,
    jp: 6,
    kr: 7,
    gb: 4,
    th: 2,
    sp: 1,
    ca: 1,
    fr: 3,
    in: 3,
    au: 1,
    others: 2,
  },
  drama: { cn: 55, hk: 4, tw: 5, us: 10, jp: 8, kr: 12, gb: 3, th: 3 },
  variety: { cn: 75, tw: 5, kr: 12, jp: 4, us: 4 },
  animation: { cn: 45, jp: 40, us: 10, kr: 2, others: 3 },
  children: { cn: 60, us: 20, jp: 8, gb: 7, ca: 2, au: 3 },
  documentary: { cn: 50, gb: 20, us: 15, jp: 5, fr: 5, others: 5 },
};

const CHINESE_NUMBERS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

function chineseNumber(n: number): string {
  if (n <= 10) return CHINESE_NUMBERS[n] ?? String(n);
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? '' : CHINESE_NUMBERS[tens]}十${ones ? CHINESE_NUMBERS[ones] : ''}`;
}

interface Name {
  zh: string;
  en: string;
}

function compose(pattern: TitlePattern, head: Word, tail: Word): Name {
  const zh = pattern.tailFirst ? tail[0] + head[0] : head[0] + tail[0];
  return { zh, en: tail[1].replace('{h}', head[1]) };
}

/** A head and tail sharing a character read badly (长夜 + 之夜), so such pairs are skipped. */
function sharesCharacter(a: string, b: string): boolean {
  for (const c of a) if (b.includes(c)) return true;
  return false;
}

/** Hands out unique names for one channel, falling back to sequels when the pools run dry. */
class NameMaker {
  private readonly made: Name[] = [];

  constructor(
    private readonly random: Random,
    private readonly type: VodType,
    private readonly used: Set<string>,
  ) {}

  next(): Name {
    const patterns = TITLE_PATTERNS[this.type];
    // Variety shows come back season after season.
    if (this.type === 'variety' && this.made.length > 20 && this.random.chance(0.3)) {
      return this.sequel();
    }
    for (let attempt = 0; attempt < 60; attempt++) {
      const pattern = this.random.pick(patterns);
      const head = this.random.pick(pattern.heads);
      const tail = this.random.pick(pattern.tails);
      if (sharesCharacter(head[0], tail[0])) continue;
      const name = compose(pattern, head, tail);
      if (this.used.has(name.zh)) continue;
      return this.keep(name);
    }
    return this.sequel();
  }

  /** Another instalment of a title already made: 唐人街探案2, 奔跑吧兄弟 第三季. */
  private sequel(): Name {
    for (;;) {
      const base = this.random.pick(this.made);
      for (let n = 2; n <= 12; n++) {
        const name =
          this.type === 'movie'
            ? { zh: `${base.zh}${n}`, en: `${base.en} ${n}` }
            : { zh: `${base.zh} 第${chineseNumber(n)}季`, en: `${base.en} Season ${n}` };
        if (!this.used.has(name.zh)) {
          this.used.add(name.zh);
          return name;
        }
      }
    }
  }

  private keep(name: Name): Name {
    this.used.add(name.zh);
    this.made.push(name);
    return name;
  }

  /** A Hong Kong / Taiwan translation of a foreign title: same head, another tail. */
  translation(name: Name): string | null {
    const pattern = this.random.pick(TITLE_PATTERNS[this.type]);
    const tail = this.random.pick(pattern.tails);
    const head = pattern.heads.find(([zh]) => name.zh.startsWith(zh));
    if (!head || pattern.tailFirst || sharesCharacter(head[0], tail[0])) return null;
    const alias = compose(pattern, head, tail).zh;
    return alias === name.zh || this.used.has(alias) ? null : alias;
  }
}

function pickYear(random: Random): number {
  // Skewed toward recent years, as a streaming catalogue is.
  const span = LAST_YEAR - FIRST_YEAR + 1;
  return LAST_YEAR - Math.min(span - 1, Math.floor(span * random.next() ** 1.8));
}

function pickEpisodes(random: Random, type: VodType, region: RegionCode): number {
  switch (type) {
    case 'movie':
      return 1;
    case 'drama':
      if (region === 'kr') return random.pick([16, 16, 20, 24]);
      if (region === 'jp' || region === 'us' || region === 'gb')
        return random.pick([12, 13, 16, 20]);
      return random.pick([12, 20, 24, 30, 32, 36, 36, 40, 40, 45, 46, 50, 60]);
    case 'variety':
      return random.int(8, 16);
    case 'animation':
      return region === 'jp'
        ? random.pick([12, 13, 24, 25, 26])
        : random.pick([26, 52, 52, 104, 156]);
    case 'children':
      return random.pick([26, 52, 52, 78, 104]);
    case 'documentary':
      return random.int(3, 12);
  }
}

function isOngoing(random: Random, type: VodType, year: number): boolean {
  if (type === 'movie' || type === 'documentary' || year < LAST_YEAR - 1) return false;
  return random.chance(year === LAST_YEAR ? 0.7 : 0.3);
}

function remarkFor(random: Random, type: VodType, episodes: number, ongoing: boolean): string {
  if (type === 'movie') return random.chance(0.4) ? '蓝光' : 'HD';
  const unit = EPISODE_UNIT[type];
  return ongoing ? `更新至${random.int(1, episodes - 1)}${unit}` : `全${episodes}${unit}`;
}

function updatedAt(random: Random, year: number, ongoing: boolean): number {
  if (ongoing) return CATALOGUE_NOW - random.int(0, 7 * 86400);
  const month = year === LAST_YEAR ? random.int(0, 4) : random.int(0, 11);
  return Date.UTC(year, month, random.int(1, 28), random.int(0, 23), random.int(0, 59)) / 1000;
}

function pickScore(random: Random): number {
  return Math.round(Math.min(9.7, Math.max(4, random.normal(7, 0.9))) * 10) / 10;
}

/** Heavy-tailed (Pareto), lifted for recent and well-rated titles. */
function pickPopularity(random: Random, year: number, score: number): number {
  const base = 1000 / (1 - random.next()) ** (1 / 1.3);
  const recency = year >= LAST_YEAR - 1 ? 4 : year >= LAST_YEAR - 3 ? 2 : year <= 2010 ? 0.6 : 1;
  return Math.min(5_000_000, Math.round(base * recency * (score / 7) ** 2));
}

function synopsis(random: Random, type: VodType, region: RegionCode): string {
  const hero = characterName(random, region);
  let other = characterName(random, region);
  if (other === hero) other = characterName(random, region);
  return random
    .pick(SYNOPSES[type])
    .replaceAll('{hero}', hero)
    .replaceAll('{other}', other)
    .replaceAll('{place}', random.pick(PLACES));
}

export function generateTitles(random: Random): TitleSeed[] {
  const used = new Set<string>();
  const titles: Omit<TitleSeed, 'id'>[] = [];
  for (const type of VOD_TYPES) {
    const names = new NameMaker(random, type, used);
    for (let i = 0; i < TITLE_COUNTS[type]; i++) {
      const name = names.next();
      const region = random.weighted(REGION_WEIGHTS[type]);
      const year = pickYear(random);
      const episodes = pickEpisodes(random, type, region);
      const ongoing = isOngoing(random, type, year);
      const score = pickScore(random);
      const aliases = [name.en];
      if (region !== 'cn' && region !== 'hk' && region !== 'tw' && random.chance(0.4)) {
        const translation = names.translation(name);
        if (translation) aliases.push(translation);
      }
      titles.push({
        title: name.zh,
        aliases,
        type,
        region,
        year,
        genres: random.sample(CHANNEL_GENRES[type], Number(random.weighted({ 1: 3, 2: 5, 3: 2 }))),
        score,
        description: synopsis(random, type, region),
        tagline: random.pick(TAGLINES[type]),
        episodes,
        remark: remarkFor(random, type, episodes, ongoing),
        popularity: pickPopularity(random, year, score),
        updatedAt: updatedAt(random, year, ongoing),
      });
    }
  }
  // Mix the channels so ids do not come in blocks of one type.
  return random.shuffle(titles).map((title, index) => ({ id: index + 1, ...title }));
}
