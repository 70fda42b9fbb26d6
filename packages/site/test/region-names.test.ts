import { REGION_CODES, REGION_NAMES } from '@xinghe/contracts/client';
import { describe, expect, it } from 'vitest';
import { toTraditional } from '../server/content/traditional';
import { regionNamesIn, TRADITIONAL_REGION_NAMES } from '../src/content/regionNames';

describe("the region names a zh-TW viewer's filter replies carry", () => {
  it('are the names the host converts the API replies into', () => {
    for (const code of REGION_CODES) {
      expect(TRADITIONAL_REGION_NAMES[code], code).toBe(toTraditional(REGION_NAMES[code]));
    }
  });

  it('are read for zh-TW only; the other languages get the API names as sent', () => {
    expect(regionNamesIn('zh-TW').us).toBe('美國');
    expect(regionNamesIn('zh-CN')).toBe(REGION_NAMES);
    expect(regionNamesIn('en')).toBe(REGION_NAMES);
  });
});
