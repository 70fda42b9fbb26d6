/**
 * What a posted 弹幕 text becomes before it is stored, and the banned-word check. The text stays
 * plain text: nothing is escaped or parsed here because nothing downstream interprets HTML (the
 * site renders it as a text node), so `<b>` is stored and shown as the four characters typed.
 */
import { DANMAKU_TEXT_MAX, DANMAKU_TEXT_MIN } from '@xinghe/contracts';

// Control and format characters (a zero-width joiner, a bidi override) would let a comment
// hide or reorder its words; line breaks would break the one-line layout.
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** Control characters removed, runs of white space made one space, trimmed. */
export function normalizeText(raw: string): string {
  return raw.replace(CONTROL, ' ').replace(/\s+/gu, ' ').trim();
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
  '加qq',
  '博彩',
  '赌场',
  '代开发票',
  '刷单',
];

/** Compared without spaces and case, so 加 微 信 and 加QQ are caught too. */
export function containsBannedWord(text: string): boolean {
  const folded = text.replace(/\s+/gu, '').toLowerCase();
  return BANNED_WORDS.some((word) => folded.includes(word));
}
