/**
 * Channel slugs, the ids the real site addresses channels by (/live/cctv1, /live/hunan): lowercase
 * ASCII from the name, the same on every start. A numbered channel goes by its ASCII head
 * (CCTV-5+ 体育赛事: cctv5plus), a satellite or themed one by the pinyin of its name without
 * 卫视/频道 (湖南卫视: hunan, 足球频道: zuqiu); when that is taken, the whole name (CCTV-4 欧洲:
 * cctv4ouzhou; 陕西卫视 after 山西卫视: shanxiweishi), then -2, -3... (陕西都市 after 山西都市:
 * shanxidushi-2).
 */
import { pinyin } from 'pinyin-pro';

const MAX_SLUG = 40;

/** ASCII of a name: Chinese as toneless pinyin (words read in context: 重庆 chongqing), + as plus. */
export function transliterate(name: string): string {
  const parts = pinyin(name, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true });
  return parts
    .join('')
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, MAX_SLUG - 3);
}

/** The short form: the ASCII head of "CCTV-1 综合", else the name without 卫视/频道 at its end. */
function shortForm(name: string): string {
  const head = /^([A-Za-z][A-Za-z0-9+-]*\d[A-Za-z0-9+]*) /.exec(name)?.[1];
  return transliterate(head ?? name.replace(/(卫视|频道)$/, ''));
}

/** Slugs of the names in order, each unique: the first name to want a slug has it. */
export function slugsOf(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const candidates = [shortForm(name), transliterate(name)].filter((s) => s.length > 0);
    const base = candidates[0] ?? 'channel';
    let slug = candidates.find((s) => !taken.has(s));
    for (let n = 2; !slug; n++) if (!taken.has(`${base}-${n}`)) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  });
}
