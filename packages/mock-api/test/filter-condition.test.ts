import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FilterConditionData,
  type FilterConditionData as Data,
  type FilterPage,
  REGION_CODES,
  VOD_TYPES,
  type VodType,
} from '@xinghe/contracts';
import { CHANNEL_GENRES } from '../src/domain/channels';
import { REGION_NAME } from '../src/domain/regions';
import { buildTestApi, call } from './helpers';
import { catalogue } from './oracle';

const URL = '/v3/web/api/getFilterCondition';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApi();
});
afterAll(() => app.close());

const conditions = (type: string) => call<Data>(app, `${URL}?type=${type}`);
const optionsOf = (data: Data, key: string) =>
  data.filters.find((group) => group.key === key)?.options ?? [];

describe('GET /v3/web/api/getFilterCondition', () => {
  it.each(VOD_TYPES)('gives %s its four rows: 类型 地区 年份 排序', async (type) => {
    const { status, body } = await conditions(type);
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(Value.Check(FilterConditionData, body.data)).toBe(true);
    expect(body.data.type).toBe(type);
    expect(body.data.filters.map((g) => [g.key, g.title])).toEqual([
      ['genre', '类型'],
      ['region', '地区'],
      ['year', '年份'],
      ['sort', '排序'],
    ]);
    // 全部 leads every row but sort, whose first option (最热) is the default.
    for (const key of ['genre', 'region', 'year']) {
      expect(optionsOf(body.data, key)[0]).toEqual({ value: '', label: '全部' });
    }
    expect(optionsOf(body.data, 'sort')).toEqual([
      { value: 'hottest', label: '最热' },
      { value: 'latest', label: '最新' },
      { value: 'rating', label: '评分' },
    ]);
    expect(
      optionsOf(body.data, 'genre')
        .slice(1)
        .map((o) => o.value),
    ).toEqual(CHANNEL_GENRES[type as VodType]);
  });

  it('offers exactly the regions a channel has titles from, in the spec order, in Chinese', async () => {
    for (const type of VOD_TYPES) {
      const { body } = await conditions(type);
      const seeded = new Set(catalogue.titles.filter((t) => t.type === type).map((t) => t.region));
      const expected = REGION_CODES.filter((code) => seeded.has(code));
      const regions = optionsOf(body.data, 'region').slice(1);
      expect(regions.map((o) => o.value)).toEqual(expected);
      expect(regions.map((o) => o.label)).toEqual(expected.map((code) => REGION_NAME[code]));
    }
    // Variety comes from a handful of places only: no 西班牙 (sp) row to click in vain.
    const variety = await conditions('variety');
    expect(optionsOf(variety.body.data, 'region').map((o) => o.value)).not.toContain('sp');
  });

  it('offers the last three years alone, then the rest of the decade, then decades', async () => {
    const { body } = await conditions('movie');
    expect(optionsOf(body.data, 'year').map((o) => o.value)).toEqual([
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

  it('offers only options the filter call accepts, each narrowing to titles', async () => {
    const { body } = await conditions('documentary');
    for (const group of body.data.filters) {
      for (const option of group.options) {
        const { body: page } = await call<FilterPage>(app, {
          method: 'POST',
          url: '/v3/web/api/filter',
          payload: { type: 'documentary', [group.key]: option.value },
        });
        expect(page.code, `${group.key}=${option.value}`).toBe(0);
        if (group.key === 'genre' || group.key === 'region') {
          expect(page.data.total, `${group.key}=${option.value}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('refuses an unknown or missing type with code 400 and a Chinese message', async () => {
    for (const url of [`${URL}?type=sports`, `${URL}?type=live`, URL]) {
      const { status, body } = await call(app, url);
      expect(status).toBe(200);
      expect(body).toEqual({ code: 400, msg: '参数错误：type', data: null });
    }
  });
});
