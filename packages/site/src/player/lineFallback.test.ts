import { describe, expect, it } from 'vitest';
import { nextLine } from './lineFallback';

const lines = [
  { key: 'blue', vip: true },
  { key: 'a', vip: false },
  { key: 'b', vip: false },
  { key: 'c', vip: false },
];

describe('line fallback', () => {
  it('takes the next line in order, wrapping around, skipping failed ones', () => {
    expect(nextLine(lines, 'a', new Set(['a']), false)?.key).toBe('b');
    expect(nextLine(lines, 'b', new Set(['a', 'b']), false)?.key).toBe('c');
    expect(nextLine(lines, 'c', new Set(['c']), false)?.key).toBe('a');
  });

  it('skips VIP lines for a non-VIP and offers them to a VIP', () => {
    expect(nextLine(lines, 'c', new Set(['c', 'a']), false)?.key).toBe('b');
    expect(nextLine(lines, 'c', new Set(['c']), true)?.key).toBe('blue');
  });

  it('has nothing when every usable line failed', () => {
    expect(nextLine(lines, 'c', new Set(['a', 'b', 'c']), false)).toBeUndefined();
    expect(nextLine([], 'x', new Set(), true)).toBeUndefined();
  });
});
