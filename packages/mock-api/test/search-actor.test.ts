import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActorSearchData, type ActorSearchData as Data } from '@xinghe/contracts';
import { buildTestApi, call } from './helpers';
import { catalogue } from './oracle';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApi();
});
afterAll(() => app.close());

const searchActor = (word?: string) =>
  call<Data>(
    app,
    `/metadata/v1/actor/searchActor${word === undefined ? '' : `?word=${encodeURIComponent(word)}`}`,
  );

/** Distinct titles crediting a person, from the generator's own credits. */
const worksOf = (actorId: number) =>
  new Set(catalogue.credits.filter((c) => c.actorId === actorId).map((c) => c.titleId)).size;

describe('GET /metadata/v1/actor/searchActor', () => {
  it('finds a seeded actor by full name, with avatar, role and number of works', async () => {
    const actor = catalogue.actors.find((a) => a.profession === 'actor' && worksOf(a.id) > 3)!;
    const { status, body } = await searchActor(actor.name);
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(Value.Check(ActorSearchData, body.data)).toBe(true);
    expect(body.data.list[0]).toEqual({
      id: actor.id,
      name: actor.name,
      avatar: `/api/images/avatar/${actor.id}.webp`,
      role: '演员',
      roleKey: 'actor',
      works: worksOf(actor.id),
    });
    const avatar = await app.inject(body.data.list[0]!.avatar);
    expect(avatar.statusCode).toBe(200);
  });

  it('calls directors 导演', async () => {
    const director = catalogue.actors.find((a) => a.profession === 'director')!;
    const { body } = await searchActor(director.name);
    expect(body.data.list[0]).toMatchObject({ id: director.id, role: '导演' });
  });

  it('lists at most 12 people whose names hold the word, most works first', async () => {
    const { body } = await searchActor('斯');
    const holders = catalogue.actors.filter((a) => a.name.includes('斯'));
    expect(holders.length).toBeGreaterThan(12);
    expect(body.data.list).toHaveLength(12);
    for (const person of body.data.list) expect(person.name).toContain('斯');
    const works = body.data.list.map((p) => p.works);
    expect(works).toEqual([...works].sort((a, b) => b - a));
    // Nobody left out has more works than the last one listed.
    const most = Math.max(
      ...holders
        .filter((a) => !body.data.list.some((p) => p.id === a.id))
        .map((a) => worksOf(a.id)),
    );
    expect(most).toBeLessThanOrEqual(works.at(-1)!);
  });

  it('matches Latin letters in any case and answers a miss with an empty list', async () => {
    expect((await searchActor('没有这个人')).body).toEqual({
      code: 0,
      msg: 'ok',
      data: { list: [] },
    });
    const western = catalogue.actors.find((a) => a.name.includes('·'))!;
    const { body } = await searchActor(` ${western.name} `);
    expect(body.data.list[0]?.id).toBe(western.id);
  });

  it('refuses an empty, blank or missing word with 请输入搜索内容', async () => {
    for (const word of [undefined, '', '  ']) {
      const { status, body } = await searchActor(word);
      expect(status).toBe(200);
      expect(body).toEqual({ code: 400, msg: '请输入搜索内容', data: null });
    }
  });

  it('refuses a word over 20 characters with code 400', async () => {
    const { body } = await searchActor('一二三四五六七八九十一二三四五六七八九十一');
    expect(body).toEqual({ code: 400, msg: '搜索内容不能超过20个字', data: null });
  });
});
