import type { FastifyInstance } from 'fastify';
import { Converter } from 'opencc-js/cn2t';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActorSummary, SearchData } from '@xinghe/contracts';
import { buildTestApi, call } from './helpers';
import { catalogue } from './oracle';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApi();
});
afterAll(() => app.close());

/** What a zh-TW viewer types: the Simplified word as Taiwan writes it. */
const traditional = Converter({ from: 'cn', to: 'tw' });

const titles = async (word: string) =>
  (await call<SearchData>(app, { method: 'POST', url: '/v3/web/api/search', payload: { word } }))
    .body;
const actors = async (word: string) =>
  (
    await call<{ list: ActorSummary[] }>(app, {
      method: 'GET',
      url: `/metadata/v1/actor/searchActor?word=${encodeURIComponent(word)}`,
    })
  ).body;

/** A seeded name whose Traditional spelling differs from it. */
const changing = (names: string[]) => names.find((name) => traditional(name) !== name)!;

describe('search in either script', () => {
  it('finds the same titles and channels for a Traditional word as for its Simplified one', async () => {
    const name = changing(catalogue.titles.map((t) => t.title));
    const simplified = await titles(name);
    const typed = await titles(traditional(name));
    expect(simplified.data.list.length).toBeGreaterThan(0);
    expect(typed.data.list).toEqual(simplified.data.list);
    expect(typed.data.total).toBe(simplified.data.total);
    // The reply echoes what the viewer typed.
    expect(typed.data.word).toBe(traditional(name));

    const channel = await titles('湖南衛視');
    expect(channel.data.lives?.[0]?.name).toBe('湖南卫视');
  });

  it('finds the same people for a Traditional name', async () => {
    const name = changing(catalogue.actors.map((a) => a.name));
    const simplified = await actors(name);
    expect(simplified.data.list.length).toBeGreaterThan(0);
    expect((await actors(traditional(name))).data.list).toEqual(simplified.data.list);
  });

  it('counts the 20-character limit on what was typed', async () => {
    expect((await titles('國'.repeat(20))).code).toBe(0);
    expect((await titles('國'.repeat(21))).code).toBe(400);
  });
});
