/**
 * What a posted 弹幕 text becomes before it is stored, and the banned-word check. The text stays
 * plain text: nothing is escaped or parsed here because nothing downstream interprets HTML (the
 * site renders it as a text node), so `<b>` is stored and shown as the four characters typed.
 */
import { DANMAKU_TEXT_MAX, DANMAKU_TEXT_MIN } from '@xinghe/contracts';
import unhomoglyph from 'unhomoglyph';

// Control and format characters (a zero-width joiner, a bidi override) would let a comment
// hide or reorder its words; line breaks would break the one-line layout.
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** Enough for any script's accents (Vietnamese stacks two; a keycap emoji has two). */
export const MAX_COMBINING_MARKS = 2;
const STACKED_MARKS = new RegExp(`(\\p{M}{${MAX_COMBINING_MARKS}})\\p{M}+`, 'gu');

/**
 * Composed (NFC), control characters removed, combining marks past two on one character dropped
 * (a stack of dozens paints over the lines around it), runs of white space made one space,
 * trimmed. Full-width and other compatibility forms stay as typed: only the check folds them.
 */
export function normalizeText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(CONTROL, ' ')
    .replace(STACKED_MARKS, '$1')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * What the banned-word check compares: compatibility forms folded (NFKC: full-width ＱＱ is qq,
 * circled and styled letters are plain), case folded, every combining mark dropped, Unicode's
 * confusables (TR39, through unhomoglyph: Cyrillic ԛ, Greek ν) turned into the letters they
 * imitate, and white space, punctuation and symbols between the characters removed.
 */
export function foldForCheck(text: string): string {
  const plain = text.normalize('NFKC').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  return unhomoglyph(plain)
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}\p{C}]/gu, '');
}

/** Length in characters as a viewer counts them (code points, so an emoji is one). */
export function textLength(text: string): number {
  return [...text].length;
}

export function lengthAllowed(text: string): boolean {
  const length = textLength(text);
  return length >= DANMAKU_TEXT_MIN && length <= DANMAKU_TEXT_MAX;
}

/**
 * The mock's banned words: insults, and the contact and gambling spam comment sections attract.
 * A real service keeps a far longer list, server side only; the record says it is unpublished.
 */
export const BANNED_WORDS: readonly string[] = [
  '傻逼',
  '脑残',
  '去死',
  '滚出去',
  '加微信',
  // The spellings spam uses to slip 加微信 past a filter: letters or near-homophones for 微.
  '加v信',
  '加vx',
  '加wx',
  '加薇信',
  '加威信',
  '加qq',
  '加扣扣',
  '博彩',
  '赌场',
  '代开发票',
  '刷单',
];

const FOLDED_BANNED_WORDS = BANNED_WORDS.map(foldForCheck);

/** Compared folded (`foldForCheck`), so 加 微 信, 加ＱＱ, 加.微.信 and 加ԛԛ are caught too. */
export function containsBannedWord(text: string): boolean {
  const folded = foldForCheck(text);
  return FOLDED_BANNED_WORDS.some((word) => folded.includes(word));
}
