/**
 * Invented sides for every tournament: club names made of an invented place and a nickname, or
 * invented player names. Drawn from the tournament's slug, so a side keeps its name for ever;
 * nothing here is a real club or player.
 */
import type { SportProjectUrl } from '@xinghe/contracts';
import { personName } from '../seed/names';
import { streamFor, type Random } from '../seed/random';
import { competitionById, type CompetitionDef } from './catalogue';

/** Sides per tournament; team ids are `competitionId * 100 + index`. */
export const SIDES_PER_COMPETITION = 16;

const PLACES = [
  '星港',
  '银湾',
  '青川',
  '赤岭',
  '北原',
  '云城',
  '海澜',
  '金沙',
  '白鹭',
  '雷峰',
  '霜谷',
  '南屿',
  '东陵',
  '翠湖',
  '铁岩',
  '风铃',
  '碧霞',
  '玄武',
  '朝阳',
  '望江',
  '松原',
  '月岛',
  '丹枫',
  '镜湖',
  '石桥',
  '天穹',
  '紫荆',
  '长堤',
  '流泉',
  '雁门',
] as const;

const NICKNAMES: Partial<Record<SportProjectUrl, readonly string[]>> = {
  soccer: ['竞技', '联队', '流浪者', '体育', '城', '足球俱乐部', '先锋', '雄鹰'],
  basketball: ['猎鹰', '雄狮', '飞龙', '猛虎', '闪电', '巨人', '火箭', '骑士'],
  volleyball: ['女排', '男排', '海燕', '飞燕'],
  esports: ['电竞', '战队', 'Gaming', '星辰'],
  events: ['代表团'],
};

const WOMEN = new Set(['wnba', 'fifa-women-world-cup', 'vnl']);

export interface Side {
  id: number;
  name: string;
}

function teamName(random: Random, project: SportProjectUrl, used: Set<string>): string {
  const nicknames = NICKNAMES[project] ?? ['队'];
  for (;;) {
    const name = random.pick(PLACES) + random.pick(nicknames);
    if (!used.has(name)) return name;
  }
}

function playerName(random: Random, competition: CompetitionDef, used: Set<string>): string {
  const gender = WOMEN.has(competition.url) ? 'female' : 'male';
  for (;;) {
    const { name } = personName(random, random.chance(0.3) ? 'zh' : 'en', gender);
    if (!used.has(name)) return name;
  }
}

const cache = new Map<number, readonly Side[]>();

/** The sides of a tournament, in a fixed order. */
export function sidesOf(competition: CompetitionDef): readonly Side[] {
  const kept = cache.get(competition.id);
  if (kept) return kept;
  const random = streamFor(competition.id, `sides:${competition.url}`);
  const used = new Set<string>();
  const sides = Array.from({ length: SIDES_PER_COMPETITION }, (_, i) => {
    const name =
      competition.sides === 'players'
        ? playerName(random, competition, used)
        : teamName(random, competition.project, used);
    used.add(name);
    return { id: competition.id * 100 + i, name };
  });
  cache.set(competition.id, sides);
  return sides;
}

/** A side by its id (for its logo), or undefined. */
export function sideById(id: number): Side | undefined {
  const competition = competitionById.get(Math.floor(id / 100));
  return competition && sidesOf(competition)[id % 100];
}
