import { describe, expect, it } from 'vitest';
import { Refusal } from '../lib/reply';
import { toSearchWord } from './search-word';

const refusalOf = (raw: string) => {
  try {
    toSearchWord(raw);
  } catch (error) {
    return error instanceof Refusal ? { code: error.code, msg: error.message } : error;
  }
  return null;
};

describe('toSearchWord', () => {
  it('trims the word and folds what the stored text folds', () => {
    expect(toSearchWord('  长安 Night\u3000')).toEqual({
      word: '长安 Night',
      needle: '长安 night',
    });
    expect(toSearchWord('ＣＣＴＶ-５')).toEqual({ word: 'ＣＣＴＶ-５', needle: 'cctv-5' });
  });

  it('counts characters, not UTF-16 units: 20 rare characters pass', () => {
    const rare = '𠀀'.repeat(20);
    expect(rare.length).toBe(40);
    expect(toSearchWord(rare).word).toBe(rare);
  });

  it('refuses an empty word, one over 20 characters and control characters', () => {
    expect(refusalOf(' \t ')).toEqual({ code: 400, msg: '请输入搜索内容' });
    expect(refusalOf('一'.repeat(21))).toEqual({ code: 400, msg: '搜索内容不能超过20个字' });
    expect(refusalOf('长\n安')).toEqual({ code: 400, msg: '参数错误：word' });
  });
});
