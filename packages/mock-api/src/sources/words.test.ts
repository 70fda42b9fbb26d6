import { describe, expect, it } from 'vitest';
import { nameMatches, scriptForms } from './words';

describe('scriptForms', () => {
  it('gives the words as typed and in the other script, each once', () => {
    expect(scriptForms('北平潜伏')).toEqual(['北平潜伏', '北平潛伏']);
    expect(scriptForms('北平潛伏')).toEqual(['北平潛伏', '北平潜伏']);
    expect(scriptForms(' abc ')).toEqual(['abc']);
  });
});

describe('nameMatches', () => {
  it('finds a form in a name, letters without case', () => {
    expect(nameMatches('北平潛伏風雲', scriptForms('潜伏'))).toBe(true);
    expect(nameMatches('CCTV-1 综合', ['cctv'])).toBe(true);
    expect(nameMatches('星河新闻台', ['音乐'])).toBe(false);
  });
});
