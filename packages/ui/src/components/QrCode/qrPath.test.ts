import qrcode from 'qrcode-generator';
import { describe, expect, it } from 'vitest';
import { encodeQr, qrModulesPath } from './qrPath';

describe('qrModulesPath', () => {
  it('draws each run of dark modules in a row as one rectangle', () => {
    const dark = [
      [true, true, false],
      [false, false, false],
      [true, false, true],
    ];
    expect(qrModulesPath(3, (row, col) => dark[row]![col]!)).toBe(
      'M0 0h2v1h-2zM0 2h1v1h-1zM2 2h1v1h-1z',
    );
  });
});

describe('encodeQr', () => {
  it('encodes a URL into a square code whose path covers exactly its dark modules', () => {
    const url = 'https://t.me/xinghe_official';
    const { count, path } = encodeQr(qrcode, url);
    const reference = qrcode(0, 'M');
    reference.addData(url, 'Byte');
    reference.make();
    expect(count).toBe(reference.getModuleCount());
    // Every rectangle's cells are dark in the reference code, and their total is its dark count.
    let drawn = 0;
    for (const [, col, row, width] of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      for (let c = Number(col); c < Number(col) + Number(width); c += 1) {
        expect(reference.isDark(Number(row), c)).toBe(true);
        drawn += 1;
      }
    }
    let dark = 0;
    for (let r = 0; r < count; r += 1)
      for (let c = 0; c < count; c += 1) if (reference.isDark(r, c)) dark += 1;
    expect(drawn).toBe(dark);
  });
});
