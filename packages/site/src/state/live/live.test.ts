import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trackedEvents } from '../../analytics';
import { refusalReply } from '@xinghe/contracts/testing';
import { ok, scriptedClient } from '../../../test/storeClients';
import { sessionActions } from '../session';
import { liveChannelsActions, liveChannelsState } from './channels';
import { requestLiveLine } from './livePlay';
import { liveUserActions, liveUserState } from './liveUser';

const line = {
  key: 'line1',
  name: '主线路',
  official: true,
  vip: false,
  qualities: [{ key: '720p', label: '高清', vip: false }],
};

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  liveUserActions.clear();
  sessionActions.signOut();
});

describe('the live play line', () => {
  it('asks getPlayUrl with its fixed parameters and answers in the player’s PlayInfo shape', async () => {
    const playInfo = {
      purl: '/api/media/live/line2/cctv3/index.m3u8',
      id: 'cctv3',
      lines: [line],
      line: 'line2',
      quality: '360p',
      mediaToken: '',
    };
    const { client, urls } = scriptedClient([ok(playInfo)]);
    const reply = await requestLiveLine({ id: 'cctv3', ep: 1, line: 'line2' }, client);
    expect(urls[0]).toContain('/api/iptv/getPlayUrl?id=cctv3&line=line2&from=web&format=m3u8');
    expect(reply.ok && reply.data).toMatchObject({
      id: 'cctv3',
      ep: 1,
      line: 'line2',
      playlist: playInfo.purl,
    });
  });

  it('passes a VIP refusal on as it came (the player shows the lock)', async () => {
    const { client } = scriptedClient([refusalReply(402, '开通VIP即可观看该频道')]);
    const reply = await requestLiveLine({ id: 'wuxingtiyu', ep: 1 }, client);
    expect(!reply.ok && reply.code).toBe(402);
  });
});

describe('the live channel store', () => {
  it('loads a channel, its lines and description at once; an unknown one is not found', async () => {
    // Only the real list entry's fields: the page needs nothing more.
    const channel = { name: 'CCTV-1 综合', img: '', url: 'cctv1' };
    const { client } = scriptedClient((url) =>
      url.includes('/zhibo/channels/')
        ? ok(channel)
        : url.includes('/zhibo/streams/')
          ? ok({ purl: '/p.m3u8', id: 'cctv1', lines: [line], line: 'line1' })
          : ok({ id: 'cctv1', name: 'CCTV-1 综合', description: '介绍' }),
    );
    await liveChannelsActions.loadChannel('cctv1', client);
    expect(liveChannelsState.channels['cctv1']).toMatchObject({
      status: 'loaded',
      data: { description: '介绍' },
    });
    const missing = scriptedClient([refusalReply(404, '频道不存在')]);
    await liveChannelsActions.loadChannel('nosuchchannel', missing.client);
    expect(liveChannelsState.channels['nosuchchannel']?.status).toBe('notFound');
  });
});

describe('live favourites', () => {
  it('toggles a favourite, counting the action, and asks for the list again', async () => {
    sessionActions.acceptUser({ email: 'a@xinghe.test' });
    const { client, urls } = scriptedClient([ok({ collected: true }), ok({ list: [] })]);
    await liveUserActions.toggle('cctv2', client);
    expect(liveUserState.collected['cctv2']).toBe(true);
    expect(urls[0]).toContain('/user/zhibo/collect');
    expect(trackedEvents().map((e) => e[1])).toContain('channel_action_click');
  });
});
