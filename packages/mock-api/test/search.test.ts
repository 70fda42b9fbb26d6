import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchData, type SearchData as Data } from '@xinghe/contracts';
import { buildTestApi, call } from './helpers';
import { catalogue, matchOf, peopleOf, titleOf, titlesMatching, vidOf } from './oracle';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApi();
});
afterAll(() => app.close());

const search = (payload: Record<string, unknown>) =>
  call<Data>(app, { method: 'POST', url: '/v3/web/api/search', payload });

async function allResults(word: string) {
  const pages: Data[] = [];
  for (let page = 1; ; page++) {
    const { body } = await search({ word, page, pageSize: 60 });
    expect(body.code).toBe(0);
    pages.push(body.data);
    if (!body.data.hasMore) return pages;
    expect(page).toBeLessThan(100);
  }
}

/** 0 exact title, 1 title prefix, 2 elsewhere in the title, 3 alias or person. */
function rankOf(id: string, word: string): number {
  const title = titleOf(id).title.toLowerCase();
  const needle = word.toLowerCase();
  if (title === needle) return 0;
  if (title.startsWith(needle)) return 1;
  return title.includes(needle) ? 2 : 3;
}

const longTitle = catalogue.titles.find((t) => [...t.title].length >= 5)!;

describe('POST /v3/web/api/search', () => {
  it('finds a seeded title by a Chinese substring from the middle of its name', async () => {
    const word = [...longTitle.title].slice(1, 3).join('');
    const { status, body } = await search({ word });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(Value.Check(SearchData, body.data)).toBe(true);
    // The real search's card: name and picurl (the poster).
    for (const item of body.data.list) {
      expect(item.picurl).toBe(`/api/images/poster/${item.id}.webp`);
      expect(item.name).toBe(titleOf(item.id).title);
      expect(item.countStr).toBe(titleOf(item.id).remark);
    }
    const all = (await allResults(word)).flatMap((p) => p.list).map((item) => item.id);
    expect(all).toContain(vidOf(longTitle));
  });

  it.each(['夜', '王', '守护', 'night'])(
    'returns exactly the titles holding %s in a name, alias or person, each once',
    async (word) => {
      const pages = await allResults(word);
      const ids = pages.flatMap((p) => p.list).map((item) => item.id);
      const expected = titlesMatching(word).map(vidOf);
      expect(expected.length).toBeGreaterThan(0);
      expect(pages.every((p) => p.total === expected.length)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort()).toEqual([...expected].sort());
    },
  );

  it('orders exact title, title prefix, other title matches, then alias or person matches, popular first', async () => {
    for (const word of ['夜', '王', 'night']) {
      const ids = (await allResults(word)).flatMap((p) => p.list).map((item) => item.id);
      const keyed = ids.map(
        (id) => [rankOf(id, word), -titleOf(id).popularity, titleOf(id).id] as const,
      );
      const sorted = [...keyed].sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
      expect(keyed, word).toEqual(sorted);
    }
  });

  it('puts the title named exactly as the word first, then its next seasons', async () => {
    const base = catalogue.titles.find((t) =>
      catalogue.titles.some((o) => o.title === `${t.title} 第二季`),
    )!;
    const { body } = await search({ word: base.title });
    expect(body.data.list[0]?.id).toBe(vidOf(base));
    expect(body.data.list[1]?.name).toMatch(new RegExp(`^${base.title} 第`));
  });

  it('finds a title by an alias, ignoring the case of Latin letters', async () => {
    const foreign = catalogue.titles.find(
      (t) => t.aliases.length > 1 && titlesMatching(t.aliases[1]!).length < 60,
    )!;
    const byTranslation = await search({ word: foreign.aliases[1], pageSize: 60 });
    expect(byTranslation.body.data.list.map((item) => item.id)).toContain(vidOf(foreign));

    const english = catalogue.titles.find(
      (t) => t.aliases[0]!.length <= 20 && titlesMatching(t.aliases[0]!).length === 1,
    )!;
    expect(matchOf(english, english.aliases[0]!)).toBe('alias');
    const { body } = await search({ word: english.aliases[0]!.toUpperCase() });
    expect(body.data.list.map((item) => item.id)).toEqual([vidOf(english)]);
  });

  it('finds every title of an actor by the actor name', async () => {
    const actor = catalogue.actors.find((a) => a.profession === 'actor' && a.name.length === 3)!;
    const credited = catalogue.credits.filter((c) => c.actorId === actor.id).map((c) => c.titleId);
    expect(credited.length).toBeGreaterThan(0);
    const ids = (await allResults(actor.name)).flatMap((p) => p.list).map((item) => item.id);
    for (const row of credited) {
      expect(ids).toContain(vidOf(catalogue.titles.find((t) => t.id === row)!));
    }
    for (const id of ids) expect(matchOf(titleOf(id), actor.name)).not.toBeNull();
    expect(peopleOf(credited[0]!)).toContain(actor.name);
  });

  it('lists live channels on page 1 only, matching their names in any letter case', async () => {
    const first = await search({ word: 'cctv', pageSize: 1 });
    const lives = first.body.data.lives ?? [];
    expect(lives.length).toBeGreaterThan(5);
    for (const live of lives) {
      expect(live.name.toLowerCase()).toContain('cctv');
      expect(live.url).toBe(`/live/${live.id}`);
      expect(live.category).toBe('央视');
    }
    const second = await search({ word: '卫视', page: 2, pageSize: 1 });
    expect(second.body.data.lives).toEqual([]);
    // Full-width letters, as a Chinese input method may type them, find the same channels.
    const fullWidth = await search({ word: 'ＣＣＴＶ', pageSize: 1 });
    expect(fullWidth.body.data.lives).toEqual(first.body.data.lives);
  });

  it('puts the channel named exactly as the word first', async () => {
    const { body } = await search({ word: '湖南卫视' });
    expect(body.data.lives?.[0]?.name).toBe('湖南卫视');
  });

  it('echoes the trimmed word and pages with defaults of 1 and 24', async () => {
    const { body } = await search({ word: '  夜  ' });
    expect(body.data).toMatchObject({ word: '夜', page: 1, pageSize: 24 });
    expect(body.data.list).toHaveLength(24);
    const page2 = await search({ word: '夜', page: 2 });
    const overlap = page2.body.data.list.filter((a) => body.data.list.some((b) => b.id === a.id));
    expect(overlap).toEqual([]);
  });

  it('answers a word nothing holds with empty lists', async () => {
    // % and _ are plain characters, not LIKE wildcards.
    for (const word of ['没有这样的片名', '%', '_']) {
      const { body } = await search({ word });
      expect(body).toEqual({
        code: 0,
        msg: 'ok',
        data: { list: [], total: 0, word, page: 1, pageSize: 24, hasMore: false, lives: [] },
      });
    }
  });

  it('takes 20 characters, counted after trimming', async () => {
    const twenty = '一二三四五六七八九十一二三四五六七八九十';
    expect((await search({ word: twenty })).body.code).toBe(0);
    expect((await search({ word: `  ${twenty}  ` })).body.code).toBe(0);
    const over = await search({ word: `${twenty}一` });
    expect(over.body).toEqual({ code: 400, msg: '搜索内容不能超过20个字', data: null });
  });

  it.each([
    [{ word: '' }, '请输入搜索内容'],
    [{ word: '   ' }, '请输入搜索内容'],
    [{ word: '\u3000' }, '请输入搜索内容'],
    [{}, '请输入搜索内容'],
    [{ word: '长\u001f安' }, '参数错误：word'],
    [{ word: ['夜', '王'] }, '参数错误：word'],
    [{ word: 'x'.repeat(65) }, '参数错误：word'],
    [{ word: '夜', page: 0 }, '参数错误：page'],
    [{ word: '夜', pageSize: 61 }, '参数错误：pageSize'],
  ])('refuses %o with code 400: %s', async (payload, msg) => {
    const { status, body } = await search(payload);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 400, msg, data: null });
  });
});
