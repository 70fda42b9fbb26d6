import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SuggestData, SUGGESTION_LIMIT, type SuggestData as Data } from '@xinghe/contracts';
import { buildTestApi, call } from './helpers';
import { catalogue, titlesMatching, vidOf } from './oracle';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApi();
});
afterAll(() => app.close());

const suggest = (word: string) =>
  call<Data>(app, { method: 'GET', url: `/v3/web/api/suggest?word=${encodeURIComponent(word)}` });

describe('GET /v3/web/api/suggest', () => {
  it('suggests the best titles of the search, with where the word sits in each name', async () => {
    const { status, body } = await suggest('夜');
    expect(status).toBe(200);
    expect(Value.Check(SuggestData, body.data)).toBe(true);
    const titles = body.data.list.filter((s) => s.kind === 'title');
    expect(titles.length).toBeGreaterThanOrEqual(4);
    expect(body.data.list.length).toBeLessThanOrEqual(SUGGESTION_LIMIT);
    const matching = new Set(titlesMatching('夜').map(vidOf));
    for (const title of titles) {
      expect(matching).toContain(title.id);
      expect(title.url).toBe(`/vod/detail/${title.id}`);
      if (title.match)
        expect(title.name.slice(title.match.start, title.match.start + 1)).toBe('夜');
    }
  });

  it('names people and channels after the titles, opening their pages', async () => {
    const actor = catalogue.actors.find((a) => a.profession === 'actor' && a.name.length === 3)!;
    const people = (await suggest(actor.name)).body.data.list.filter((s) => s.kind === 'person');
    expect(people[0]).toMatchObject({
      name: actor.name,
      detail: '演员',
      url: `/person/${actor.id}`,
    });
    expect(people[0]!.match).toEqual({ start: 0, length: 3 });

    const { list } = (await suggest('卫视')).body.data;
    const channels = list.filter((s) => s.kind === 'live');
    expect(channels).toHaveLength(2);
    for (const channel of channels) expect(channel.url).toBe(`/live/${channel.id}`);
    expect(list.findIndex((s) => s.kind === 'live')).toBeGreaterThan(
      list.findLastIndex((s) => s.kind === 'title'),
    );
  });

  it('finds the same suggestions for a Traditional word, echoing what was typed', async () => {
    const simplified = (await suggest('湖南卫视')).body.data;
    const typed = (await suggest('湖南衛視')).body.data;
    expect(typed.word).toBe('湖南衛視');
    expect(typed.list).toEqual(simplified.list);
    expect(typed.list.some((s) => s.kind === 'live' && s.name === '湖南卫视')).toBe(true);
  });

  it('answers a word nothing holds with an empty list, and refuses an empty one', async () => {
    expect((await suggest('zzqqxx')).body.data.list).toEqual([]);
    const empty = await suggest('  ');
    expect(empty.body).toMatchObject({ code: 400, msg: '请输入搜索内容', data: null });
    expect((await suggest('长'.repeat(21))).body.code).toBe(400);
  });
});
