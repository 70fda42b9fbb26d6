import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FilterConditionData,
  type FilterConditionData as Data,
  type FilterPage,
  REGION_CODES,
  REGION_NAMES,
  VOD_CHANNEL_NAMES,
  VOD_TYPES,
} from '@xinghe/contracts';
import { CHANNEL_GENRES } from '../src/domain/channels';
import { buildTestApi, call } from './helpers';
import { catalogue } from './oracle';

const URL = '/v3/web/api/getFilterCondition';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApi();
});
afterAll(() => app.close());

const conditions = (chName: string) =>
  call<Data>(app, `${URL}?chName=${encodeURIComponent(chName)}`);
const filter = (payload: object) =>
  call<FilterPage>(app, { method: 'POST', url: '/v3/web/api/filter', payload });

describe('GET /v3/web/api/getFilterCondition', () => {
  it.each(VOD_TYPES)('gives %s its genres with pinyin slugs, regions and years', async (type) => {
    const { status, body } = await conditions(VOD_CHANNEL_NAMES[type]);
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(Value.Check(FilterConditionData, body.data)).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(['country', 'label', 'time']);
    expect(body.data.label.map(([name]) => name)).toEqual(CHANNEL_GENRES[type]);
    // No 全部: the site offers it.
    expect(body.data.label.flat()).not.toContain('全部');
    expect(body.data.country).not.toContain('全部');
    const slugs = body.data.label.map(([, slug]) => slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+$/);
  });

  it('slugs genres in pinyin as the real site does', async () => {
    const movie = await conditions('电影');
    expect(movie.body.data.label).toContainEqual(['动作', 'dongzuo']);
    expect(movie.body.data.label).toContainEqual(['剧情', 'juqing']);
    const variety = await conditions('综艺');
    expect(variety.body.data.label).toContainEqual(['真人秀', 'zhenrenxiu']);
  });

  it('offers exactly the regions a channel has titles from, in the spec order, in Chinese', async () => {
    for (const type of VOD_TYPES) {
      const { body } = await conditions(VOD_CHANNEL_NAMES[type]);
      const seeded = new Set(catalogue.titles.filter((t) => t.type === type).map((t) => t.region));
      const expected = REGION_CODES.filter((code) => seeded.has(code));
      expect(body.data.country).toEqual(expected.map((code) => REGION_NAMES[code]));
    }
    // Variety comes from a handful of places only: no 西班牙 to click in vain.
    const variety = await conditions('综艺');
    expect(variety.body.data.country).not.toContain('西班牙');
  });

  it('offers each year down to 2020, then the decades down to 1970', async () => {
    const { body } = await conditions('电影');
    const newest = Math.max(...catalogue.titles.map((t) => t.year));
    const singles = Array.from({ length: newest - 2020 + 1 }, (_, i) => newest - i);
    expect(body.data.time).toEqual([...singles, 2010, 2000, 1990, 1980, 1970]);
  });

  it('offers only options the filter call accepts, each genre and region narrowing to titles', async () => {
    const chName = '纪录片';
    const { body } = await conditions(chName);
    for (const [label] of body.data.label) {
      const { body: page } = await filter({ chName, label });
      expect(page.code, label).toBe(0);
      expect(page.data.total, label).toBeGreaterThan(0);
    }
    for (const country of body.data.country) {
      const { body: page } = await filter({ chName, country });
      expect(page.code, country).toBe(0);
      expect(page.data.total, country).toBeGreaterThan(0);
    }
    for (const year of body.data.time) {
      const endTime = year < 2020 ? year + 9 : year;
      const { body: page } = await filter({ chName, startTime: year, endTime });
      expect(page.code, String(year)).toBe(0);
    }
  });

  it('refuses an unknown, English or missing chName with code 400 and a Chinese message', async () => {
    for (const url of [`${URL}?chName=live`, `${URL}?chName=movie`, `${URL}?type=movie`, URL]) {
      const { status, body } = await call(app, url);
      expect(status).toBe(200);
      expect(body.code, url).toBe(400);
      expect(body.msg, url).toMatch(/^参数错误：/);
    }
  });
});
