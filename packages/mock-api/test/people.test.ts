/** Actor pages through the real routes: a person's facts and their filmography. */
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActorCollectionData,
  ActorInfo,
  ErrorCode,
  type ActorCollectionData as Works,
  type ActorInfo as Info,
} from '@xinghe/contracts';
import { buildTestApi, call } from './helpers';
import { catalogue, titleOf } from './oracle';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApi();
});
afterAll(() => app.close());

const titlesOf = (actorId: number) =>
  catalogue.credits.filter((c) => c.actorId === actorId).map((c) => c.titleId);
const star = [...catalogue.actors].sort(
  (a, b) => titlesOf(b.id).length - titlesOf(a.id).length,
)[0]!;
const korean = catalogue.actors.find((a) => a.region === 'kr' && a.profession === 'actor')!;

describe('GET /metadata/v1/actor/info/{id}', () => {
  it("answers a person's names, portrait, birth date, region and biography", async () => {
    const { status, body } = await call<Info>(app, `/metadata/v1/actor/info/${korean.id}`);
    expect(status).toBe(200);
    expect(Value.Check(ActorInfo, body.data)).toBe(true);
    expect(body.data).toEqual({
      id: korean.id,
      name: korean.name,
      foreignName: korean.foreignName,
      avatar: `/api/images/avatar/${korean.id}.webp`,
      gender: korean.gender === 'male' ? '男' : '女',
      genderKey: korean.gender,
      role: '演员',
      roleKey: 'actor',
      birthDate: korean.birthDate,
      region: 'kr',
      biography: korean.description,
      works: titlesOf(korean.id).length,
    });
  });

  it('gives no foreign name to a Chinese name', async () => {
    const chinese = catalogue.actors.find((a) => a.region === 'cn')!;
    const { body } = await call<Info>(app, `/metadata/v1/actor/info/${chinese.id}`);
    expect(body.data.name).toBe(chinese.name);
    expect(body.data).not.toHaveProperty('foreignName');
  });

  it('refuses an unknown id with 404 and a Chinese message, and a malformed one with 400', async () => {
    const unknown = await call(app, `/metadata/v1/actor/info/${catalogue.actors.length + 1}`);
    expect(unknown.body.code).toBe(ErrorCode.NotFound);
    expect(unknown.body.msg).toBe('该影人不存在');
    const malformed = await call(app, '/metadata/v1/actor/info/abc');
    expect(malformed.body.code).toBe(ErrorCode.BadRequest);
  });
});

describe('GET /metadata/v1/actor/collection/{id}', () => {
  it('lists every title crediting the person, newest first, with the part they play', async () => {
    const { status, body } = await call<Works>(app, `/metadata/v1/actor/collection/${star.id}`);
    expect(status).toBe(200);
    expect(Value.Check(ActorCollectionData, body.data)).toBe(true);
    expect(body.data.list.map((w) => titleOf(w.id).id).sort((a, b) => a - b)).toEqual(
      titlesOf(star.id).sort((a, b) => a - b),
    );
    const years = body.data.list.map((w) => w.time ?? 0);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const film = body.data.list.find((w) => w.type === 'movie' || w.type === 'drama');
    expect(film?.role).toBe('演员');
    expect(film?.character).toMatch(/\S/);
    expect(body.data.list[0]!.img).toBe(`/api/images/poster/${body.data.list[0]!.id}.webp`);
    expect(body.data.list[0]!.name).toBe(titleOf(body.data.list[0]!.id).title);
  });

  it('refuses an unknown id with 404', async () => {
    const { body } = await call(app, `/metadata/v1/actor/collection/999999`);
    expect(body.code).toBe(ErrorCode.NotFound);
  });
});
