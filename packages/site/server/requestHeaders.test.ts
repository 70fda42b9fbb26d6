import { describe, expect, it } from 'vitest';
import { pageEncoding } from './requestHeaders';

describe('the coding a page goes out in', () => {
  it('prefers brotli, then gzip, and sends the bytes as they are otherwise', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('deflate')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
    expect(pageEncoding('identity')).toBeNull();
  });

  it('honours q-values: 0 refuses a coding, a higher one wins, * stands for the rest', () => {
    expect(pageEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pageEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(pageEncoding('*')).toBe('br');
    expect(pageEncoding('*;q=0')).toBeNull();
    expect(pageEncoding('br;q=0, *')).toBe('gzip');
    expect(pageEncoding('BR')).toBe('br');
  });
});
