/**
 * The replies the mock keeps as bytes (home, filter bar, hot searches): the same as a build made
 * for the request, whichever channel, and a change to the catalogue is seen by the next request.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VOD_TYPES,
  type FilterConditionData,
  type HomeChannel,
  type SearchOptionsData,
} from '@xinghe/contracts';
import { createCatalogueQueries } from '../src/queries/catalogue';
import { createFilterQueries } from '../src/queries/filter';
import { SHARED_CACHE_CONTROL } from '../src/lib/cached-reply';
import { ok } from '../src/lib/reply';
import { filterBar } from '../src/routes/browse';
import { homePage } from '../src/routes/catalogue';
import { buildTestApi, call } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApi();
});
afterAll(() => app.close());

/** The reply twice: the first may build it, the second comes from the cache. */
async function twice(url: string) {
  const first = await app.inject(url);
  const second = await app.inject(url);
  expect(second.body).toBe(first.body);
  expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  // The same for everyone: a shared cache in front (the host, a CDN) may keep it; browsers ask again.
  for (const reply of [first, second]) {
    expect(reply.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
  }
  return second.json<unknown>();
}

describe('cached replies equal a fresh build', () => {
  it('the home page of every channel', async () => {
    const q = createCatalogueQueries(app.db);
    const channels: HomeChannel[] = ['recommend', ...VOD_TYPES];
    for (const chName of channels) {
      expect(await twice(`/v3/web/api/home?chName=${chName}`)).toEqual(ok(homePage(q, chName)));
    }
    expect(await twice('/v3/web/api/home')).toEqual(ok(homePage(q, 'recommend')));
  });

  it('the filter bar of every content type', async () => {
    const q = createFilterQueries(app.db);
    for (const type of VOD_TYPES) {
      expect(await twice(`/v3/web/api/getFilterCondition?type=${type}`)).toEqual(
        ok(filterBar(q, type)),
      );
    }
  });

  it('the hot searches', async () => {
    const q = createCatalogueQueries(app.db);
    expect(await twice('/v3/web/api/getSearchOptions')).toEqual(ok({ data: q.hotSearches() }));
  });
});

describe('cached replies after the data changes', () => {
  it('the filter bar drops a region no film is from any more', async () => {
    const url = '/v3/web/api/getFilterCondition?type=movie';
    const before = await call<FilterConditionData>(app, url);
    const regions = before.body.data.filters.find((g) => g.key === 'region')!.options;
    const [, first, ...rest] = regions.map((option) => option.value);
    const gone = rest.at(-1)!;
    app.db
      .prepare("UPDATE titles SET region = ? WHERE type = 'movie' AND region = ?")
      .run(first, gone);
    const after = await call<FilterConditionData>(app, url);
    const values = after.body.data.filters.find((g) => g.key === 'region')!.options;
    expect(values.map((option) => option.value)).not.toContain(gone);
    expect(after.body).toEqual(ok(filterBar(createFilterQueries(app.db), 'movie')));
  });

  it('the hot searches show a renamed entry', async () => {
    const url = '/v3/web/api/getSearchOptions';
    await call<SearchOptionsData>(app, url);
    app.db.prepare("UPDATE hot_searches SET name = '新的热搜' WHERE position = 1").run();
    const after = await call<SearchOptionsData>(app, url);
    expect(after.body.data.data[0]!.name).toBe('新的热搜');
  });
});
