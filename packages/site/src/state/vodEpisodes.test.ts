import { afterEach, describe, expect, it } from 'vitest';
import { ok, scriptedClient } from '../../test/storeClients';
import { vodEpisodesActions, vodEpisodesState } from './vodEpisodes';

afterEach(() => vodEpisodesActions.reset());

const notFound = { body: { code: 404, msg: '接口不存在', data: null } };

describe("the embed player's episode list", () => {
  it('is our light list when the server has it', async () => {
    const episodes = [{ ep: 1, title: '第1集', duration: 1500 }];
    const { client, urls } = scriptedClient([ok({ id: 'Ep1', name: '雪线', episodes })]);
    await vodEpisodesActions.load('Ep1', client);
    expect(vodEpisodesState.byId.Ep1).toEqual({
      status: 'loaded',
      data: { id: 'Ep1', name: '雪线', episodes },
    });
    expect(urls).toEqual(['/web/v2/dianbo/vcollection/Ep1']);
  });

  it("comes from the detail's first line when the server has no such call", async () => {
    const detail = {
      id: 'Ep1',
      name: '雪线',
      time: 2025,
      country: '大陆',
      desc: '',
      countStr: '更新至2集',
      imgUrl: '',
      isMovie: false,
      actor: [],
      director: [],
      videosGroup: [
        { name: '线路1', videos: [1, 2].map((ep) => ({ eporder: ep, purl: `/m/${ep}` })) },
      ],
    };
    const { client, urls } = scriptedClient([notFound, ok(detail)]);
    await vodEpisodesActions.load('Ep1', client);
    const entry = vodEpisodesState.byId.Ep1;
    expect(entry?.status === 'loaded' && entry.data?.episodes.map((e) => [e.ep, e.title])).toEqual([
      [1, '第1集'],
      [2, '第2集'],
    ]);
    expect(urls).toEqual(['/web/v2/dianbo/vcollection/Ep1', '/web/v2/dianbo/collection/Ep1']);
  });

  it('is not found when neither knows the title', async () => {
    const { client } = scriptedClient([notFound, notFound]);
    await vodEpisodesActions.load('Ep9', client);
    expect(vodEpisodesState.byId.Ep9).toMatchObject({ status: 'notFound' });
  });
});
