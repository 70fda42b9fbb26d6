import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeData } from '@xinghe/contracts';
import { buildTestApi, call } from './helpers';
import { vidOfRow } from './vod-helpers';

let app: FastifyInstance;
/** Two titles of the home page, by the video ids their posters are named by. */
let first: { id: string; title: string };
let second: { id: string; title: string };

beforeAll(async () => {
  app = await buildTestApi();
  const home = await call<HomeData>(app, '/v3/web/api/home');
  const [a, b] = home.body.data.cardsGroup[0]?.cards ?? [];
  if (!a || !b) throw new Error('home has no cards');
  first = { id: a.id, title: a.name };
  second = { id: b.id, title: b.name };
});
afterAll(() => app.close());

function viewBox(svg: string): [number, number] {
  const match = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  return [Number(match?.[1]), Number(match?.[2])];
}

describe('GET /api/images/{kind}/{id}.svg', () => {
  it('draws a 2:3 poster carrying the title text, as cacheable SVG', async () => {
    const response = await app.inject(`/api/images/poster/${first.id}.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe(
      'public, max-age=604800, stale-while-revalidate=86400',
    );
    expect(response.body.startsWith('<svg')).toBe(true);
    expect(response.body).toContain(`<title>${first.title}</title>`);
    const [w, h] = viewBox(response.body);
    expect(w / h).toBeCloseTo(2 / 3);
  });

  it('draws a 16:6 banner and a 1:1 avatar', async () => {
    const banner = await app.inject(`/api/images/banner/${first.id}.svg`);
    expect(banner.statusCode).toBe(200);
    expect(banner.body).toContain(first.title);
    const [bw, bh] = viewBox(banner.body);
    expect(bw / bh).toBeCloseTo(16 / 6);

    const avatar = await app.inject('/api/images/avatar/1.svg');
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    const [aw, ah] = viewBox(avatar.body);
    expect(aw).toBe(ah);
  });

  it('gives the same image for the same id, and different colours for different ids', async () => {
    const a = await app.inject(`/api/images/poster/${first.id}.svg`);
    const again = await app.inject(`/api/images/poster/${first.id}.svg`);
    const b = await app.inject(`/api/images/poster/${second.id}.svg`);
    expect(again.body).toBe(a.body);
    const colours = (svg: string) => /stop-color="([^"]+)"/.exec(svg)?.[1];
    expect(colours(a.body)).not.toBe(colours(b.body));
  });

  it('answers an unknown id with HTTP 404 and the envelope', async () => {
    const { status, body } = await call(app, '/api/images/poster/999999.svg');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: '图片不存在', data: null });
    expect((await call(app, '/api/images/avatar/999999.svg')).status).toBe(404);
    expect((await call(app, '/api/images/poster/999999.webp')).status).toBe(404);
    // A title's row number is not its id, and a person is not named by letters.
    expect((await call(app, '/api/images/poster/1.svg')).status).toBe(404);
    expect((await call(app, `/api/images/avatar/${first.id}.svg`)).status).toBe(404);
  });

  it.each([
    ['a path in the name', '/api/images/poster/..%2Fx'],
    ['a name without .svg', '/api/images/poster/12'],
    ['another extension', '/api/images/poster/12.png'],
    ['two extensions', '/api/images/poster/12.svg.webp'],
    ['an unknown kind', '/api/images/wallpaper/12.svg'],
    ['markup in the name', '/api/images/poster/%3Cscript%3E.svg'],
  ])('refuses %s with a 4xx envelope, never a 500', async (_, url) => {
    const { status, body } = await call(app, url);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.code).toBe(status);
    expect(body.msg).toMatch(/^参数错误/);
    expect(body.data).toBeNull();
  });

  it('escapes text so a title can never break out of the markup', async () => {
    const { posterSvg } = await import('../src/images/svg');
    const svg = posterSvg({
      id: 7,
      title: '<b>&"猫\'',
      type: 'movie',
      year: 2020,
      region: 'cn',
      genres: ['喜剧'],
      tagline: '',
      score: 7,
    });
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&#60;b&#62;&#38;&#34;猫&#39;');
  });
});

describe('GET /api/images/{kind}/{id}.webp', () => {
  const webp = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ url, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(
      'public, max-age=604800, stale-while-revalidate=86400',
    );
    return {
      bytes: response.rawPayload,
      meta: await sharp(response.rawPayload).metadata(),
      vary: response.headers.vary,
    };
  };

  it('renders the poster drawing as a 2:3 WebP sharp at 2x on a card', async () => {
    const { meta } = await webp(`/api/images/poster/${first.id}.webp`);
    expect(meta).toMatchObject({ format: 'webp', width: 450, height: 675 });
  });

  it('renders a 16:6 banner and a square portrait', async () => {
    expect((await webp(`/api/images/banner/${first.id}.webp`)).meta).toMatchObject({
      width: 1600,
      height: 600,
    });
    const { meta } = await webp('/api/images/avatar/1.webp');
    expect(meta.width).toBe(meta.height);
  });

  it('gives a phone a banner of its size, and says the reply varies with the hint', async () => {
    const url = `/api/images/banner/${second.id}.webp`;
    const phone = await webp(url, { 'sec-ch-ua-mobile': '?1' });
    expect(phone.meta).toMatchObject({ width: 800, height: 300 });
    expect(phone.vary).toBe('sec-ch-ua-mobile');
    // A desktop asking after the phone gets its own drawing, not the phone's kept one.
    const desktop = await webp(url, { 'sec-ch-ua-mobile': '?0' });
    expect(desktop.meta).toMatchObject({ width: 1600, height: 600 });
    expect(desktop.vary).toBe('sec-ch-ua-mobile');
    // Posters are the same size on a phone's cards: one rendition, nothing to vary on.
    const poster = await webp(`/api/images/poster/${first.id}.webp`, { 'sec-ch-ua-mobile': '?1' });
    expect(poster.meta).toMatchObject({ width: 450, height: 675 });
    expect(poster.vary).toBeUndefined();
  });

  it('draws the art, not a blank: the poster has the colours of its SVG', async () => {
    const { bytes } = await webp(`/api/images/poster/${second.id}.webp`);
    const { channels } = await sharp(bytes).stats();
    // A flat or empty image would have no spread in any channel.
    expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(10);
  });

  it('gives the same bytes for the same id, drawn once for requests that arrive together', async () => {
    const [a, b] = await Promise.all([
      webp(`/api/images/poster/${vidOfRow(3)}.webp`),
      webp(`/api/images/poster/${vidOfRow(3)}.webp`),
    ]);
    expect(b.bytes.equals(a.bytes)).toBe(true);
    const other = await webp(`/api/images/poster/${vidOfRow(4)}.webp`);
    expect(other.bytes.equals(a.bytes)).toBe(false);
  });
});
