import { afterEach, describe, expect, it } from 'vitest';
import { refusalReply } from '@xinghe/contracts/testing';
import { ok, scriptedClient } from '../../test/storeClients';
import { sourcesActions, sourcesState } from './sources';

const own = {
  id: 3,
  name: '直播',
  url: 'https://cdn.example.com/a.m3u8',
  type: 'hls' as const,
  shared: false,
  importCount: 0,
  createdAt: 1,
  updatedAt: 1,
};
const added = {
  id: 8,
  name: '分享',
  url: 'https://x.example.com/b.m3u8',
  type: 'hls' as const,
  added: true,
};
const lists = (url: string) =>
  url.startsWith('/user/source/manage')
    ? ok({ list: [own] })
    : ok({ list: [{ ...own, added: false }, added] });
const refusal = (msg: string) => refusalReply(400, msg);

afterEach(() => sourcesActions.reset());

describe('sources store', () => {
  it('loads my own sources and, apart, the ones I added', async () => {
    const { client } = scriptedClient(lists);
    await sourcesActions.load(client);
    expect(sourcesState.list.status).toBe('loaded');
    expect(sourcesState.list.data?.own.map((s) => s.id)).toEqual([3]);
    expect(sourcesState.list.data?.added.map((s) => s.id)).toEqual([8]);
  });

  it("keeps the form open with the server's refusal", async () => {
    const { client } = scriptedClient([refusal('不能使用本机、内网或保留地址')]);
    sourcesActions.openNew();
    const values = {
      name: 'a',
      url: 'http://10.0.0.1/a.m3u8',
      type: 'hls' as const,
      shared: false,
    };
    await sourcesActions.save(values, client);
    expect(sourcesState.form).toEqual({ initial: values, error: '不能使用本机、内网或保留地址' });
  });

  it('checks a source: alive, then whether its host allows CORS', async () => {
    const { client, urls } = scriptedClient((url) =>
      url === '/user/source/alive'
        ? ok({ id: 3, alive: true, detail: '可以访问', checkedAt: 1 })
        : url.startsWith('/metrics/v1/cors')
          ? ok({ host: 'cdn.example.com', reachable: true, cors: true, checkedAt: 1 })
          : lists(url),
    );
    await sourcesActions.load(client);
    await sourcesActions.check(3, client);
    expect(sourcesState.checks[3]).toEqual({ state: 'alive', cors: true });
    expect(urls).toContain('/metrics/v1/cors?host=cdn.example.com');
  });

  it('shows a refused check as refused, with the reason', async () => {
    const { client } = scriptedClient([refusal('不能使用本机、内网或保留地址')]);
    await sourcesActions.check(3, client);
    expect(sourcesState.checks[3]).toEqual({
      state: 'refused',
      detail: '不能使用本机、内网或保留地址',
    });
  });

  it('says a source is already on my list instead of importing it again', async () => {
    const { client, urls } = scriptedClient([ok({ added: true })]);
    await sourcesActions.import(8, client);
    expect(sourcesState.notice).toEqual({ kind: 'alreadyAdded' });
    expect(urls).toEqual(['/user/source/added/8']);
  });
});
