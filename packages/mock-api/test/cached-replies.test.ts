/**
 * The replies the mock keeps as bytes (home, filter bar, hot searches): the same as a build made
 * for the request, whichever channel, and a change to the catalogue is seen by the next request.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOME_CHANNEL_NAME,
  REGION_CODES,
  REGION_NAMES,
  VOD_CHANNEL_NAMES,
  VOD_TYPES,
  type FilterConditionData,
  type HomeChannelName,
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
    const channels: HomeChannelName[] = [HOME_CHANNEL_NAME, ...Object.values(VOD_CHANNEL_NAMES)];
    for (const chName of channels) {
      expect(await twice(`/v3/web/api/home?chName=${encodeURIComponent(chName)}`)).toEqual(
        ok(homePage(q, chName)),
      );
    }
    expect(await twice('/v3/web/api/home')).toEqual(ok(homePage(q, HOME_CHANNEL_NAME)));
  });

  it('the filter bar of every content type', async () => {
    const q = createFilterQueries(app.db);
    for (const type of VOD_TYPES) {
      const chName = encodeURIComponent(VOD_CHANNEL_NAMES[type]);
      expect(await twice(`/v3/web/api/getFilterCondition?chName=${chName}`)).toEqual(
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
    const url = `/v3/web/api/getFilterCondition?chName=${encodeURIComponent('电影')}`;
    const before = await call<FilterConditionData>(app, url);
    const codeOf = (name: string) => REGION_CODES.find((code) => REGION_NAMES[code] === name);
    const [first, ...rest] = before.body.data.country;
    const gone = rest.at(-1)!;
    app.db
      .prepare("UPDATE titles SET region = ? WHERE type = 'movie' AND region = ?")
      .run(codeOf(first!), codeOf(gone));
    const after = await call<FilterConditionData>(app, url);
    expect(after.body.data.country).not.toContain(gone);
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
