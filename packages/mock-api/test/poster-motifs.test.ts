import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOD_CHANNEL_NAMES, VOD_TYPES, type FilterPage, type HomeData } from '@xinghe/contracts';
import { FAMILY_MOTIFS } from '../src/images/motifs';
import { posterSvg } from '../src/images/svg';
import { buildTestApi, call } from './helpers';

/**
 * The posters a viewer sees on one screen show no subject twice (the sun with three figures, the
 * window, the spotlight once repeated), and the subjects follow the genre: read from the drawings
 * the API serves, each marked with what it shows.
 */

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApi();
});
afterAll(() => app.close());

async function motifOf(id: string): Promise<string> {
  const response = await app.inject(`/api/images/poster/${id}.svg`);
  expect(response.statusCode).toBe(200);
  const motif = /data-motif="([a-z]+)"/.exec(response.body)?.[1];
  expect(motif, `the poster of ${id} names its subject`).toBeDefined();
  return motif!;
}

/** The subjects of a screen, and those shown more than once with the titles that show them. */
async function repeatsOf(cards: readonly { id: string; name: string }[]) {
  const byMotif = new Map<string, string[]>();
  for (const card of cards) {
    const motif = await motifOf(card.id);
    byMotif.set(motif, [...(byMotif.get(motif) ?? []), card.name]);
  }
  return [...byMotif].filter(([, names]) => names.length > 1);
}

describe('poster subjects', () => {
  it('are never repeated within a home row of twelve', async () => {
    const home = await call<HomeData>(app, '/v3/web/api/home');
    const rows = home.body.data.cardsGroup.filter((group) => group.cards.length > 0);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const screen = row.cards.slice(0, 12);
      expect(screen.length, row.name).toBe(12);
      expect(await repeatsOf(screen), row.name).toEqual([]);
    }
  });

  it.each(VOD_TYPES)(
    "are never repeated among the %s channel page's first twelve",
    async (type) => {
      const { body } = await call<FilterPage>(app, {
        method: 'POST',
        url: '/v3/web/api/filter',
        payload: { chName: VOD_CHANNEL_NAMES[type], page: 1, pageSize: 12 },
      });
      expect(body.data.list).toHaveLength(12);
      expect(await repeatsOf(body.data.list)).toEqual([]);
    },
  );

  it('come from lists of twelve or more that differ by genre family', () => {
    const lists = Object.entries(FAMILY_MOTIFS);
    for (const [family, motifs] of lists) {
      expect(new Set(motifs).size, family).toBe(motifs.length);
      expect(motifs.length, family).toBeGreaterThanOrEqual(12);
    }
    // Any two families share at most half their subjects, and lead with different ones.
    for (const [a, first] of lists) {
      for (const [b, second] of lists) {
        if (a >= b) continue;
        const shared = first.filter((motif) => second.includes(motif));
        expect(shared.length, `${a} and ${b}`).toBeLessThanOrEqual(first.length / 2 + 2);
        expect(first[0], `${a} and ${b}`).not.toBe(second[0]);
      }
    }
  });

  it('follow the genre: one title drawn as 武侠, 科幻, 爱情 or 悬疑 shows a different subject', () => {
    const title = {
      id: 7,
      title: '星河',
      type: 'movie' as const,
      year: 2020,
      region: 'cn' as const,
      tagline: '',
      score: 8,
    };
    const subjectAs = (genre: string) =>
      /data-motif="([a-z]+)"/.exec(posterSvg({ ...title, genres: [genre] }))?.[1];
    expect(FAMILY_MOTIFS.ink).toContain(subjectAs('武侠'));
    expect(FAMILY_MOTIFS.neon).toContain(subjectAs('科幻'));
    expect(new Set(['武侠', '科幻', '爱情', '悬疑', '剧情'].map(subjectAs)).size).toBe(5);
  });
});
