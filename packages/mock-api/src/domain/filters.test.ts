import { describe, expect, it } from 'vitest';
import { filterCondition, regionOfName, yearOptions, yearRange } from './filters';

describe('yearOptions', () => {
  it('gives each year down to 2020, then the decades down to 1970', () => {
    expect(yearOptions(2026)).toEqual([
      2026, 2025, 2024, 2023, 2022, 2021, 2020, 2010, 2000, 1990, 1980, 1970,
    ]);
  });

  it('follows the newest year', () => {
    expect(yearOptions(2030).slice(0, 3)).toEqual([2030, 2029, 2028]);
    expect(yearOptions(2030)).toContain(2020);
  });

  it('offers only the decades for an empty catalogue', () => {
    expect(yearOptions(null)).toEqual([2020, 2010, 2000, 1990, 1980, 1970]);
  });
});

describe('yearRange', () => {
  it('reads 0 as no bound and equal years as one year', () => {
    expect(yearRange(0, 0)).toEqual({ from: 0, to: Number.POSITIVE_INFINITY });
    expect(yearRange(2024, 2024)).toEqual({ from: 2024, to: 2024 });
    expect(yearRange(2010, 2019)).toEqual({ from: 2010, to: 2019 });
    expect(yearRange(0, 2019)).toEqual({ from: 0, to: 2019 });
  });

  it('refuses a range that ends before it starts', () => {
    expect(yearRange(2019, 2010)).toBeNull();
  });
});

describe('filterCondition', () => {
  it('lists genres with pinyin slugs and regions by Chinese name in the spec order', () => {
    const bar = filterCondition('variety', new Set(['others', 'kr', 'cn']), 2026);
    expect(bar.label[0]).toEqual(['真人秀', 'zhenrenxiu']);
    expect(bar.label).toContainEqual(['旅行', 'lvxing']);
    expect(bar.country).toEqual(['大陆', '韩国', '其他']);
    expect(regionOfName('美国')).toBe('us');
    expect(regionOfName('火星')).toBeUndefined();
  });
});
