import { describe, expect, it } from 'vitest';
import { containsBannedWord, lengthAllowed, normalizeText } from './text';

describe('normalizeText', () => {
  it('trims, joins white space and drops control and format characters, keeping markup as text', () => {
    expect(normalizeText(' 前方\n\t高能\u200b\u202e ')).toBe('前方 高能');
    expect(normalizeText('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('lengthAllowed', () => {
  it('counts characters as a viewer does (an emoji is one)', () => {
    expect(lengthAllowed('')).toBe(false);
    expect(lengthAllowed('😀'.repeat(50))).toBe(true);
    expect(lengthAllowed('好'.repeat(51))).toBe(false);
  });
});

describe('containsBannedWord', () => {
  it('finds a banned word whatever the spacing and case', () => {
    expect(containsBannedWord('加 Q Q 领资源')).toBe(true);
    expect(containsBannedWord('这集太好看了')).toBe(false);
  });
});
