import { afterEach, describe, expect, it } from 'vitest';
import { refusalReply } from '@xinghe/contracts/testing';
import { ok, scriptedClient } from '../../test/storeClients';
import { parseSourceKey, sourceChannelHref, sourceItemHref } from '../pages/sourcePlay/sourceIds';
import { sourceChannelsActions, sourceChannelsState } from './sourceChannels';
import { sourceTitleActions, sourceTitleState } from './sourceTitle';

const title = {
  sourceId: 7,
  sourceName: '苹果CMS',
  itemId: '101',
  name: '星河漫游',
  pic: '',
  remarks: '',
  year: '',
  desc: '',
  lines: [
    { name: '量子', episodes: [{ name: '第1集', media: { url: '/a.m3u8', relayed: true } }] },
  ],
};
const channel = {
  itemId: '0',
  name: '星河新闻台',
  logo: '',
  group: '新闻',
  media: { url: 'https://tv.example.com/news.m3u8', relayed: false },
};

afterEach(() => {
  sourceTitleActions.reset();
  sourceChannelsActions.reset();
});

describe('source addresses', () => {
  it('reads s{source}-{item} and nothing else', () => {
    expect(parseSourceKey('s7-101')).toEqual({ sourceId: 7, itemId: '101' });
    expect(parseSourceKey('s7-ab_c-1')).toEqual({ sourceId: 7, itemId: 'ab_c-1' });
    for (const other of ['7-101', 's0-1', 's7-', 'cctv1', '0123456789abc', 's99999999999-1']) {
      expect(parseSourceKey(other)).toBeNull();
    }
    expect(sourceItemHref(7, '101', 2)).toBe('/vod/play-thrid/s7-101/2');
    expect(sourceChannelHref(8, '0')).toBe('/live/s8-0');
  });
});

describe('source title store', () => {
  it('loads a title once and forgets the chosen line when another title opens', async () => {
    const { client, urls } = scriptedClient([ok(title), ok({ ...title, itemId: '102' })]);
    await sourceTitleActions.load({ sourceId: 7, itemId: '101' }, { client });
    sourceTitleActions.chooseLine('line2');
    await sourceTitleActions.load({ sourceId: 7, itemId: '101' }, { client });
    expect(sourceTitleState.line).toBe('line2');
    expect(sourceTitleActions.peek({ sourceId: 7, itemId: '101' })?.name).toBe('星河漫游');
    await sourceTitleActions.load({ sourceId: 7, itemId: '102' }, { client });
    expect(urls).toEqual(['/user/source/title/7/101', '/user/source/title/7/102']);
    expect(sourceTitleState.line).toBeUndefined();
  });

  it("shows the API's 404 as not found, with its message", async () => {
    const { client } = scriptedClient([refusalReply(404, '片源里没有这部影片')]);
    await sourceTitleActions.load({ sourceId: 7, itemId: '9' }, { client });
    expect(sourceTitleState.title).toMatchObject({
      status: 'notFound',
      failure: { msg: '片源里没有这部影片' },
    });
  });
});

describe('source channels store', () => {
  it('finds a channel of a loaded list, and only there', async () => {
    const groups = [
      { sourceId: 8, sourceName: '家里', state: 'ok', detail: '', channels: [channel] },
      { sourceId: 9, sourceName: '朋友', state: 'timeout', detail: '片源未响应', channels: [] },
    ];
    const { client } = scriptedClient([ok({ list: groups })]);
    await sourceChannelsActions.load({ client });
    expect(sourceChannelsState.groups.status).toBe('loaded');
    expect(sourceChannelsActions.find({ sourceId: 8, itemId: '0' })?.channel.name).toBe(
      '星河新闻台',
    );
    expect(sourceChannelsActions.find({ sourceId: 9, itemId: '0' })).toBeUndefined();
  });
});
