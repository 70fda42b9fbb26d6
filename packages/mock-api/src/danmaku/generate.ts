/**
 * Believable 弹幕 for an episode of a popular title, generated deterministically from the title
 * and the episode: a steady trickle over the whole episode, more over the opening song, and a
 * burst around the climax (60-70% in), so a viewer sees the density change as it plays.
 */
import { DANMAKU_COLORS, type DanmakuColor, type DanmakuMode } from '@xinghe/contracts';
import { hashString, mulberry32, Random } from '../seed/random';

export interface GeneratedDanmaku {
  /** Tenths of a second. */
  timeDs: number;
  text: string;
  color: DanmakuColor;
  mode: DanmakuMode;
}

export interface EpisodeMoments {
  duration: number;
  /** The opening song, when the episode has one. */
  intro?: { start: number; end: number };
}

/** Comments per second: the trickle, over the opening song, and at the climax. */
export const RATE = { base: 1.2, intro: 5, climax: 25 } as const;
/** The climax, as fractions of the episode. */
export const CLIMAX = { start: 0.6, end: 0.7 } as const;
/**
 * About this many comments at most per episode: they are stored on an episode's first read, and
 * at the full rates a two-hour film would add some 27 000 rows. Longer episodes get the same
 * shape (trickle, opening song, climax) at a lower density.
 */
export const GENERATED_MAX = 4000;

const ANYTIME = [
  '前排打卡',
  '第一次看，好期待',
  '二刷来了',
  '三刷了还是好看',
  '这演技绝了',
  '哈哈哈哈哈哈',
  '哈哈哈哈笑死我了',
  '太好看了吧',
  '这个镜头好美',
  '画质好清晰',
  'BGM是什么歌？',
  '有没有一起追的',
  '弹幕护体',
  '233333',
  '这句台词记住了',
  '细节满满',
  '服化道用心了',
  '这里伏笔了吧',
  '好甜啊啊啊',
  '心疼主角',
  '反派好可恶',
  '这段我能看十遍',
  '下饭神剧',
  '空降成功',
  '来了来了',
  '主角光环太强了',
  '笑出声',
  '这眼神戏绝了',
  '打卡第二天',
  '有人和我一样熬夜看吗',
] as const;

const OPENING = [
  '片头曲好好听',
  '不跳片头的举手',
  '前奏一响DNA动了',
  '片头曲单曲循环中',
  '跟着唱起来',
  '每集都不跳片头',
  '这片头做得好用心',
  '片头打卡',
] as const;

const CLIMAX_LINES = [
  '前方高能！！！',
  '高能预警',
  '名场面来了',
  '啊啊啊啊啊啊',
  '泪目了',
  '鸡皮疙瘩起来了',
  '燃起来了！',
  '太燃了太燃了',
  '这段封神',
  '我哭死',
  '名场面打卡',
  '全体起立',
  '就为了这一段',
  '经典永流传',
  '爷青回',
] as const;

function rateAt(t: number, moments: EpisodeMoments): number {
  const { duration, intro } = moments;
  if (t >= duration * CLIMAX.start && t < duration * CLIMAX.end) return RATE.climax;
  if (intro && t >= intro.start && t < intro.end) return RATE.intro;
  return RATE.base;
}

function poolAt(t: number, moments: EpisodeMoments): readonly string[] {
  const { duration, intro } = moments;
  if (t >= duration * CLIMAX.start && t < duration * CLIMAX.end) return CLIMAX_LINES;
  if (intro && t >= intro.start && t < intro.end) return OPENING;
  return ANYTIME;
}

/** Every generated comment of one episode, by time. */
export function generateDanmaku(
  titleId: number,
  ep: number,
  moments: EpisodeMoments,
): GeneratedDanmaku[] {
  const random = new Random(mulberry32(hashString(`danmaku:${titleId}:${ep}`)));
  const out: GeneratedDanmaku[] = [];
  const seconds = Math.floor(moments.duration);
  let expected = 0;
  for (let second = 0; second < seconds; second++) expected += rateAt(second, moments);
  const scale = Math.min(1, GENERATED_MAX / Math.max(1, expected));
  // Second by second, a count drawn around that second's rate, spread inside the second.
  for (let second = 0; second < seconds; second++) {
    const rate = rateAt(second, moments) * scale;
    // Rounded up with the chance of its fraction: a thinned rate below one still adds up.
    const drawn = rate * (0.6 + random.next() * 0.8);
    const count = Math.floor(drawn) + (random.chance(drawn % 1) ? 1 : 0);
    for (let i = 0; i < count; i++) {
      const timeDs = second * 10 + random.int(0, 9);
      const colored = random.chance(0.12);
      out.push({
        timeDs,
        text: random.pick(poolAt(second, moments)),
        color: colored ? random.pick(DANMAKU_COLORS.slice(1)) : DANMAKU_COLORS[0],
        mode: random.weighted<DanmakuMode>({ scroll: 90, top: 6, bottom: 4 }),
      });
    }
  }
  return out.sort((a, b) => a.timeDs - b.timeDs);
}
