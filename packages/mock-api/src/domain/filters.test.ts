import { describe, expect, it } from 'vitest';
import { parseYearFilter, yearOptions } from './filters';

const values = (span: Parameters<typeof yearOptions>[0]) => yearOptions(span).map((o) => o.value);

describe('yearOptions', () => {
  it('gives the last three years alone, the rest of their decade, then whole decades', () => {
    expect(values({ from: 1990, to: 2026 })).toEqual([
      '',
      '2026',
      '2025',
      '2024',
      '2020-2023',
      '2010-2019',
      '2000-2009',
      '1990-1999',
    ]);
  });

  it('follows the newest year, and rounds the oldest decade down', () => {
    expect(values({ from: 1993, to: 2030 })).toEqual([
      '',
      '2030',
      '2029',
      '2028',
      '2020-2027',
      '2010-2019',
      '2000-2009',
      '1990-1999',
    ]);
    expect(values({ from: 2010, to: 2022 })).toEqual(['', '2022', '2021', '2020', '2010-2019']);
  });

  it('copes with a catalogue of one year or none', () => {
    expect(values({ from: 2026, to: 2026 })).toEqual(['', '2026']);
    expect(values(null)).toEqual(['']);
  });

  it('labels every option as its value, and 全部 for all', () => {
    const options = yearOptions({ from: 2000, to: 2026 });
    expect(options[0]).toEqual({ value: '', label: '全部' });
    for (const option of options.slice(1)) expect(option.label).toBe(option.value);
  });
});

describe('parseYearFilter', () => {
  it('reads one year or an inclusive range', () => {
    expect(parseYearFilter('2026')).toEqual({ from: 2026, to: 2026 });
    expect(parseYearFilter('2010-2019')).toEqual({ from: 2010, to: 2019 });
  });

  it('refuses a range that ends before it starts', () => {
    expect(parseYearFilter('2019-2010')).toBeNull();
  });
});
