/**
 * On-demand titles: unique, believable Chinese names composed from the word pools of a title's
 * kind (see `kinds/`), with the facts a poster card and a detail page need. The synopsis is
 * written later, once the cast is known (see `synopsis.ts`). Pure: the same stream gives the
 * same titles.
 */
import { VOD_TYPES, type RegionCode, type VodType } from '@xinghe/contracts';
import { EPISODE_UNIT } from '../domain/channels';
import { KINDS, type Kind, type TitlePattern, type Word } from './kinds';
import type { Random } from './random';
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

/**
 * Bases drawn in a row without a free instalment before a remake is made instead: high enough
 * that the unscaled catalogue never reaches it (its names stay as they were), and a bound, so
 * that a catalogue too large for its pools fails rather than loops.
 */
const SEQUELS_BEFORE_REMAKES = 30;
const MAX_SEQUEL_TRIES = 5000;

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

interface Made {
  name: Name;
  region: RegionCode;
  year: number;
  /** The year of its latest instalment: the next one comes out after it. */
  latest: number;
}

/**
 * Hands out unique names for one channel, falling back to sequels when a kind's pools run dry.
 * A sequel is of a title of the same kind, made in the same region, and comes out later.
 */
class NameMaker {
  private readonly made = new Map<Kind, Made[]>();
  /** Kinds whose word pools gave no new name in a row of tries: they make sequels from then on. */
  private readonly dry = new Set<Kind>();
  /** `originals()`, gathered again only after a new name is kept. */
  private all: Made[] | null = null;

  constructor(
    private readonly random: Random,
    private readonly type: VodType,
    private readonly used: Set<string>,
  ) {}

  /** A new name, or a sequel: then the region and the earliest year it may come out. */
  next(kind: Kind): { name: Name; sequelOf?: Made; year?: number } {
    const made = this.made.get(kind) ?? [];
    this.made.set(kind, made);
    // Variety shows come back season after season.
    if (this.type === 'variety' && made.length > 8 && this.random.chance(0.3)) {
      return this.sequel(made);
    }
    if (this.dry.has(kind) && made.length > 0) return this.sequel(made);
    for (let attempt = 0; attempt < 60; attempt++) {
      const pattern = this.random.pick(kind.patterns);
      const head = this.random.pick(pattern.heads);
      const tail = this.random.pick(pattern.tails);
      if (sharesCharacter(head[0], tail[0])) continue;
      const name = compose(pattern, head, tail);
      if (this.used.has(name.zh)) continue;
      this.used.add(name.zh);
      return { name };
    }
    this.dry.add(kind);
    return this.sequel(made);
  }

  /** A Hong Kong / Taiwan translation of a foreign title: the same head with another tail. */
  translation(kind: Kind, name: Name): string | null {
    for (const pattern of kind.patterns) {
      const head = pattern.heads.find(([zh]) => name.zh.startsWith(zh));
      if (!head || pattern.tailFirst) continue;
      const tail = this.random.pick(pattern.tails);
      if (sharesCharacter(head[0], tail[0])) return null;
      const alias = compose(pattern, head, tail).zh;
      return alias === name.zh || this.used.has(alias) ? null : alias;
    }
    return null;
  }

  /** Every title of the channel made under a new name, whatever its kind. */
  private originals(): Made[] {
    this.all ??= [...this.made.values()].flat();
    return this.all;
  }

  /** Records a title made under a new name, so sequels can follow it. */
  keep(kind: Kind, made: Made): void {
    this.made.get(kind)?.push(made);
    this.all = null;
  }

  /**
   * Another instalment of a title already made: 唐人街探案2, 奔跑吧兄弟 第三季. Once the
   * instalments run out (a catalogue scaled beyond the word pools, see `generateTitles`), a
   * spin-off (see `spinOff`).
   */
  private sequel(made: readonly Made[]): { name: Name; sequelOf: Made; year?: number } {
    // A franchise whose latest instalment is this year's has no room for one more yet.
    const open = made.filter((m) => m.latest < LAST_YEAR);
    const bases = open.length > 0 ? open : made;
    for (let tries = 0; tries < MAX_SEQUEL_TRIES; tries++) {
      const base = this.random.pick(bases);
      for (let n = 2; n <= 12; n++) {
        const name =
          this.type === 'movie'
            ? { zh: `${base.name.zh}${n}`, en: `${base.name.en} ${n}` }
            : { zh: `${base.name.zh} 第${chineseNumber(n)}季`, en: `${base.name.en} Season ${n}` };
        if (!this.used.has(name.zh)) {
          this.used.add(name.zh);
          return { name, sequelOf: base };
        }
      }
      // Only a scaled catalogue gets here: at scale 1 a free instalment is always found first.
      if (tries >= SEQUELS_BEFORE_REMAKES) {
        const spinOff = this.spinOff(base);
        if (spinOff) return spinOff;
      }
    }
    throw new Error(`no new ${this.type} name left: the catalogue is too large for its word pools`);
  }

  /**
   * A franchise's new story, named as such sites name them, 鬼吹灯之精绝古城: the title and the
   * name of another of its kind; or a remake labelled with its year, 西游记（2011版）.
   */
  private spinOff(base: Made): { name: Name; sequelOf: Made; year?: number } | null {
    let name: Name;
    let year: number | undefined;
    if (base.year < LAST_YEAR && this.random.chance(0.25)) {
      year = this.random.int(base.year + 1, LAST_YEAR);
      name = { zh: `${base.name.zh}（${year}版）`, en: `${base.name.en} (${year})` };
    } else {
      // Another name of the channel, of any kind: a small kind alone soon runs out of pairs.
      const story = this.random.pick(this.originals());
      if (sharesCharacter(base.name.zh, story.name.zh)) return null;
      name = { zh: `${base.name.zh}之${story.name.zh}`, en: `${base.name.en}: ${story.name.en}` };
    }
    if (this.used.has(name.zh)) return null;
    this.used.add(name.zh);
    return year === undefined ? { name, sequelOf: base } : { name, sequelOf: base, year };
  }
}

/**
 * Skewed toward recent years, as a streaming catalogue is, but most titles are not this year's
 * (this year is five months old): the peak is the last few years.
 */
function pickYear(random: Random, from: number): number {
  const span = LAST_YEAR - from + 1;
  const draw = () => LAST_YEAR - Math.min(span - 1, Math.floor(span * random.next() ** 1.4));
  const year = draw();
  return year === LAST_YEAR && random.chance(0.5) ? draw() : year;
}

/** A few years after the instalment before it (this year at the latest). */
function sequelYear(random: Random, previous: number): number {
  return Math.min(LAST_YEAR, previous + random.int(1, 3));
}

function pickEpisodes(random: Random, type: VodType, region: RegionCode): number {
  switch (type) {
    case 'movie':
      return 1;
    case 'drama':
      if (region === 'kr') return random.pick([16, 16, 20, 24]);
      if (region === 'jp') return random.pick([12, 12, 13]);
      if (region === 'us' || region === 'gb') return random.pick([12, 13, 13, 20, 22]);
      if (region === 'th') return random.pick([12, 16, 18]);
      return random.pick([12, 20, 24, 30, 32, 36, 36, 40, 40, 45, 46, 50, 60]);
    case 'variety':
      // A season airs weekly for about a quarter: its episodes are named by air date.
      return random.int(10, 14);
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

function pickKind(random: Random, type: VodType): Kind {
  const kinds = KINDS[type];
  const index = Number(random.weighted(Object.fromEntries(kinds.map((k, i) => [i, k.weight]))));
  const kind = kinds[index];
  if (!kind) throw new Error(`no kind ${index} for ${type}`);
  return kind;
}

function pickGenres(random: Random, kind: Kind): string[] {
  const main = random.pick(kind.main);
  const extra = kind.extra.filter((g) => g !== main);
  const count = Number(random.weighted({ 0: 3, 1: 5, 2: 2 }));
  return [main, ...random.sample(extra, Math.min(count, extra.length))];
}

/** A title before its synopsis is written: the kind's template it will be written from. */
export interface TitleDraft extends TitleSeed {
  synopsisTemplate: string;
}

/**
 * The titles of a catalogue `scale` times the usual size (MOCK_SEED_SCALE, for measuring search
 * at ten times the catalogue): the same channels in the same proportions, from the same pools.
 */
export function generateTitles(random: Random, scale = 1): TitleDraft[] {
  const used = new Set<string>();
  const titles: Omit<TitleDraft, 'id'>[] = [];
  for (const type of VOD_TYPES) {
    const names = new NameMaker(random, type, used);
    for (let i = 0; i < Math.round(TITLE_COUNTS[type] * scale); i++) {
      const kind = pickKind(random, type);
      const { name, sequelOf, year: remakeYear } = names.next(kind);
      const region = sequelOf?.region ?? (random.weighted(kind.regions) as RegionCode);
      const year =
        remakeYear ??
        (sequelOf ? sequelYear(random, sequelOf.latest) : pickYear(random, kind.from));
      // A series of instalments spans the years in order: 父亲往事 2019, 父亲往事2 2021, ...
      if (sequelOf && remakeYear === undefined) sequelOf.latest = year;
      if (!sequelOf) names.keep(kind, { name, region, year, latest: year });
      const episodes = pickEpisodes(random, type, region);
      const ongoing = isOngoing(random, type, year);
      const score = pickScore(random);
      const aliases = [name.en];
      if (!['cn', 'hk', 'tw'].includes(region) && random.chance(0.4)) {
        const translation = names.translation(kind, name);
        if (translation) aliases.push(translation);
      }
      titles.push({
        title: name.zh,
        aliases,
        type,
        region,
        year,
        genres: pickGenres(random, kind),
        score,
        description: '',
        synopsisTemplate: random.pick(kind.synopses),
        tagline: random.pick(kind.taglines),
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
