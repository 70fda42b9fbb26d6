import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActorSearchData, SearchData } from '@xinghe/contracts';
import { buildTestApi, call } from './helpers';

const HOOK = '/__dev/provider-state';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApi({ devRoutes: true });
});
afterAll(() => app.close());

const state = (name: string, params: object = {}, action: 'setup' | 'teardown' = 'setup') =>
  call<Record<string, unknown>>(app, {
    method: 'POST',
    url: HOOK,
    payload: { state: name, params, action },
  });

const search = async (word: string) =>
  (
    await call<SearchData>(app, {
      method: 'POST',
      url: '/v3/web/api/search',
      payload: { word },
    })
  ).body.data;

const count = (sql: string, value: string) =>
  app.db.prepare<[string], { n: number }>(sql).get(value)?.n ?? -1;

describe('browse and search provider states', () => {
  it('checks that a channel has titles, refusing one that is not a channel', async () => {
    const { body } = await state('titles of type {type} exist', { type: 'animation' });
    expect(body.code).toBe(0);
    expect(body.data['count']).toBeGreaterThan(0);
    expect((await state('titles of type sports exist')).body).toEqual({
      code: 400,
      msg: '参数错误：type',
      data: null,
    });
  });

  it('checks a filtered set is not empty, and says so when it is', async () => {
    const name =
      'titles of channel {chName}, label {label}, country {country}, years {startTime} to {endTime} exist';
    const params = {
      chName: '电视剧',
      label: '古装',
      country: '大陆',
      startTime: 2020,
      endTime: 2023,
    };
    const met = await state(name, params);
    expect(met.body).toMatchObject({ code: 0, data: params });
    expect(met.body.data['count']).toBeGreaterThan(0);
    const unmet = await state(name, { ...params, startTime: 1900, endTime: 1900 });
    expect(unmet.body.code).toBe(404);
    expect(unmet.body.msg).toMatch(/^提供方状态不成立/);
    const backwards = await state(name, { ...params, startTime: 2023, endTime: 2020 });
    expect(backwards.body).toEqual({ code: 400, msg: '参数错误：endTime', data: null });
    // The filled-in sentence, years 0 for no bound.
    const filled = await state(
      'titles of channel 电视剧, label 古装, country 大陆, years 0 to 0 exist',
    );
    expect(filled.body.code).toBe(0);
  });

  it('adds a title it names, and its teardown removes only that', async () => {
    const word = '星河测试片';
    expect((await search(word)).total).toBe(0);
    const { body } = await state('a title named {word} exists', { word });
    expect(body.code).toBe(0);
    // The state hands back the new title's video id, the one replies carry.
    const found = (await search(word)).list[0];
    expect(found?.name).toBe(word);
    expect(body.data['id']).toBe(found?.id);
    await state('a title named {word} exists', { word }, 'teardown');
    expect((await search(word)).total).toBe(0);
  });

  it('keeps a seeded title it names through setup and teardown', async () => {
    const seeded = app.db.prepare<[], { title: string }>('SELECT title FROM titles LIMIT 1').get()!;
    await state('a title named {word} exists', { word: seeded.title });
    await state('a title named {word} exists', { word: seeded.title }, 'teardown');
    expect(count('SELECT COUNT(*) AS n FROM titles WHERE title = ?', seeded.title)).toBe(1);
  });

  it('adds an actor with one work, found by the actor search, and removes them after', async () => {
    const name = '易烊千玺';
    await state('an actor named {name} exists', { name });
    const { body } = await call<ActorSearchData>(
      app,
      `/metadata/v1/actor/searchActor?word=${encodeURIComponent(name)}`,
    );
    expect(body.data.list[0]).toMatchObject({ name, role: '演员', works: 1 });
    await state('an actor named {name} exists', { name }, 'teardown');
    expect(count('SELECT COUNT(*) AS n FROM actors WHERE name = ?', name)).toBe(0);
    expect(
      count('SELECT COUNT(*) AS n FROM title_search WHERE people_lc LIKE ?', `%${name}%`),
    ).toBe(0);
  });

  it('adds a live channel it names unless it is seeded', async () => {
    await state('a live channel named {name} exists', { name: 'CCTV-5 体育' });
    await state('a live channel named {name} exists', { name: 'CCTV-5 体育' }, 'teardown');
    expect(count('SELECT COUNT(*) AS n FROM channels WHERE name = ?', 'CCTV-5 体育')).toBe(1);

    await state('a live channel named {name} exists', { name: '星河测试台' });
    expect((await search('星河测试台')).lives?.map((l) => l.name)).toEqual(['星河测试台']);
    await state('a live channel named {name} exists', { name: '星河测试台' }, 'teardown');
    expect((await search('星河测试台')).lives).toEqual([]);
  });

  it('refuses a blank name', async () => {
    const { body } = await state('an actor named {name} exists', { name: ' ' });
    expect(body).toEqual({ code: 400, msg: '参数错误：name', data: null });
  });
});
