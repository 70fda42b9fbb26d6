import { afterEach, describe, expect, it } from 'vitest';
import { ok, scriptedClient } from '../../test/storeClients';
import { personActions, personState } from './person';

const info = {
  id: 5,
  name: '林婉清',
  avatar: '/api/images/avatar/5.webp',
  gender: '女',
  role: '演员',
  birthDate: '1992-03-08',
  region: 'cn',
  biography: '大陆女演员。',
  works: 1,
};
const work = {
  id: 9,
  title: '锦绣长歌',
  cover: '/api/images/poster/9.webp',
  type: 'drama',
  year: 2024,
  region: 'cn',
  genres: ['古装'],
  score: 8.1,
  remark: '全40集',
  episodes: 40,
  role: '演员',
  character: '沈知意',
};

afterEach(() => personActions.reset());

describe('person store', () => {
  it('loads the person and their filmography once, for the visit', async () => {
    const { client, urls } = scriptedClient((url) =>
      ok(url.includes('/actor/info/') ? info : { list: [work] }),
    );
    await personActions.load(5, { client });
    await personActions.load(5, { client });
    expect(urls).toEqual(['/metadata/v1/actor/info/5', '/metadata/v1/actor/collection/5']);
    expect(personState.byId[5]).toMatchObject({
      status: 'loaded',
      data: { person: info, works: [work] },
    });
  });

  it('tells "no such person" (notFound) from a failure, keeping the API message', async () => {
    const { client } = scriptedClient(() => ({
      body: { code: 404, msg: '该影人不存在', data: null },
    }));
    await personActions.load(6, { client });
    expect(personState.byId[6]).toMatchObject({
      status: 'notFound',
      failure: { code: 404, msg: '该影人不存在' },
    });
  });

  it('fails the page when the filmography fails, and loads again on retry', async () => {
    let calls = 0;
    const { client } = scriptedClient((url) => {
      calls++;
      if (url.includes('/collection/') && calls <= 2) return { status: 500, body: 'oops' };
      return ok(url.includes('/actor/info/') ? info : { list: [work] });
    });
    await personActions.load(5, { client });
    expect(personState.byId[5]?.status).toBe('error');
    await personActions.load(5, { client, force: true });
    expect(personState.byId[5]?.status).toBe('loaded');
  });
});
