/**
 * Live TV through the real client: the channel list, a channel, its lines, description, guide and
 * play URL, and a viewer's live favourites and records (login states supply the token).
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { LIVE_PLAY_URL_FIXED } from '../../src/literals';
import { records } from '../../src/records';
import { likeExample } from './likeExample';
import {
  EXAMPLE_TOKEN,
  loginRequiredReply,
  MEMBER_EMAIL,
  sessionHeaders,
  VIP_EMAIL,
} from './session';
import { clientFor, clientHeaders, pact } from './support';

const ok = <T>(data: T) => ({ code: 0, msg: 'ok', data });
const member = { email: MEMBER_EMAIL };
const client = (url: string) => clientFor(url);

const programme = { title: '新闻联播', start: 1780315200, end: 1780317000 };
const summary = {
  name: 'CCTV-1 综合',
  img: '/api/images/logo/1.svg',
  url: 'cctv1',
  group: 'cctv',
  vip: false,
  now: programme,
  next: { ...programme, start: 1780317000, end: 1780318800 },
} as const;
const line = {
  key: 'line1',
  name: '主线路',
  official: true,
  vip: false,
  qualities: [{ key: '360p', label: '标清', level: 'sd', vip: false }],
};
/** The first 体育 channel: VIP only. */
const VIP_CHANNEL = 'wuxingtiyu';

describe('GET /web/v1/channels', () => {
  it('lists every channel in its group', () =>
    pact
      .addInteraction()
      .given('live channel {id} exists', { id: 'cctv1' })
      .uponReceiving('a request for the live channel groups')
      .withRequest('GET', '/web/v1/channels', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getChannelGroups.response,
            ok({ channelGroups: [{ name: '央视', channels: [summary], key: 'cctv' }], total: 540 }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getChannelGroups', {});
        expect(result.ok && result.data.channelGroups[0]?.channels[0]?.url).toBe('cctv1');
      }));
});

describe('GET /web/v1/zhibo/channels/{id}', () => {
  it('returns a channel', () =>
    pact
      .addInteraction()
      .given('live channel {id} exists', { id: 'cctv1' })
      .uponReceiving('a request for a live channel')
      .withRequest('GET', '/web/v1/zhibo/channels/cctv1', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(records.getLiveChannel.response, ok({ ...summary, groupName: '央视' })),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getLiveChannel', { path: { id: 'cctv1' } });
        expect(result.ok && result.data.groupName).toBe('央视');
      }));

  it('refuses an unknown channel with code 404', () =>
    pact
      .addInteraction()
      .given('no live channel has id {id}', { id: 'nosuchchannel' })
      .uponReceiving('a request for a live channel that does not exist')
      .withRequest('GET', '/web/v1/zhibo/channels/nosuchchannel', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 404, msg: MatchersV3.like('频道不存在'), data: null }),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getLiveChannel', {
          path: { id: 'nosuchchannel' },
        });
        expect(!result.ok && result.code).toBe(404);
      }));
});

describe('GET /web/v1/zhibo/streams/{id}', () => {
  it("returns a channel's lines", () =>
    pact
      .addInteraction()
      .given('live channel {id} exists', { id: 'cctv1' })
      .uponReceiving("a request for a live channel's lines")
      .withRequest('GET', '/web/v1/zhibo/streams/cctv1', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getLiveStream.response,
            ok({
              purl: '/api/media/live/line1/cctv1/index.m3u8',
              id: 'cctv1',
              lines: [line],
              line: 'line1',
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getLiveStream', { path: { id: 'cctv1' } });
        expect(result.ok && result.data.lines.length).toBeGreaterThan(0);
      }));
});

describe('GET /web/v1/liveDesc/{id}', () => {
  it("returns a channel's description", () =>
    pact
      .addInteraction()
      .given('live channel {id} exists', { id: 'cctv1' })
      .uponReceiving("a request for a live channel's description")
      .withRequest('GET', '/web/v1/liveDesc/cctv1', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getLiveDesc.response,
            ok({ id: 'cctv1', name: 'CCTV-1 综合', description: 'CCTV-1 综合是……' }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getLiveDesc', { path: { id: 'cctv1' } });
        expect(result.ok && result.data.description).not.toBe('');
      }));
});

describe('GET /v3/api/programme/get', () => {
  it("returns today's guide of a channel", () =>
    pact
      .addInteraction()
      .given('live channel {id} exists', { id: 'cctv1' })
      .uponReceiving("a request for a channel's programme guide of today")
      .withRequest('GET', '/v3/api/programme/get', (b) =>
        b.query({ id: 'cctv1' }).headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getProgramme.response,
            ok({ id: 'cctv1', date: '2026-11-24', list: [programme] }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getProgramme', { params: { id: 'cctv1' } });
        expect(result.ok && result.data.list.length).toBeGreaterThan(0);
      }));
});

describe('GET /api/iptv/getPlayUrl', () => {
  const query = { id: 'cctv1', line: 'line2', ...LIVE_PLAY_URL_FIXED };

  it('gives a visitor the playlist of a free channel', () =>
    pact
      .addInteraction()
      .given('live channel {id} exists', { id: 'cctv1' })
      .uponReceiving('a visitor asking for the play URL of a free channel')
      .withRequest('GET', '/api/iptv/getPlayUrl', (b) => b.query(query).headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getLivePlayUrl.response,
            ok({
              id: 'cctv1',
              lines: [line],
              line: 'line2',
              quality: '360p',
              purl: '/api/media/live/line2/cctv1/index.m3u8',
              mediaToken: '',
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getLivePlayUrl', {
          params: { id: 'cctv1', line: 'line2', ...LIVE_PLAY_URL_FIXED },
        });
        expect(result.ok && result.data.purl).toMatch(/index\.m3u8$/);
      }));

  it('refuses a VIP channel to a member with code 402', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in without VIP', member)
      .given('live channel {id} exists', { id: VIP_CHANNEL })
      .uponReceiving('a member asking for the play URL of a VIP channel')
      .withRequest('GET', '/api/iptv/getPlayUrl', (b) =>
        b.query({ id: VIP_CHANNEL, ...LIVE_PLAY_URL_FIXED }).headers(sessionHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 402, msg: MatchersV3.like('开通VIP即可观看该频道'), data: null }),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getLivePlayUrl', {
          params: { id: VIP_CHANNEL, ...LIVE_PLAY_URL_FIXED },
          token: EXAMPLE_TOKEN,
        });
        expect(!result.ok && result.code).toBe(402);
      }));

  it('gives a VIP the playlist of a VIP channel with a media token', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in as VIP', { email: VIP_EMAIL })
      .given('live channel {id} exists', { id: VIP_CHANNEL })
      .uponReceiving('a VIP asking for the play URL of a VIP channel')
      .withRequest('GET', '/api/iptv/getPlayUrl', (b) =>
        b.query({ id: VIP_CHANNEL, ...LIVE_PLAY_URL_FIXED }).headers(sessionHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getLivePlayUrl.response,
            ok({
              id: VIP_CHANNEL,
              lines: [line],
              line: 'line1',
              quality: '360p',
              purl: `/api/media/live/line1/${VIP_CHANNEL}/index.m3u8`,
              mediaToken: 'eyJ.media.token',
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getLivePlayUrl', {
          params: { id: VIP_CHANNEL, ...LIVE_PLAY_URL_FIXED },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.mediaToken).not.toBe('');
      }));
});

describe('GET /web/v1/zhibo/collect', () => {
  it('lists my favourite channels', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', member)
      .given('user {email} has favourited live channel {id}', { ...member, id: 'cctv1' })
      .uponReceiving('a request for my favourite channels')
      .withRequest('GET', '/web/v1/zhibo/collect', (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getLiveCollects.response,
            ok({ list: [{ ...summary, collectedAt: 1780315200 }] }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getLiveCollects', { token: EXAMPLE_TOKEN });
        expect(result.ok && result.data.list[0]?.collectedAt).toBeGreaterThan(0);
      }));

  it('refuses a visitor with code 401', () =>
    pact
      .addInteraction()
      .given('the caller has no session')
      .uponReceiving('a visitor asking for favourite channels')
      .withRequest('GET', '/web/v1/zhibo/collect', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) => b.jsonBody(loginRequiredReply))
      .executeTest(async (server) => {
        const result = await client(server.url).call('getLiveCollects', {});
        expect(!result.ok && result.code).toBe(401);
      }));
});

describe('GET /web/v1/zhibo/record', () => {
  it('lists the channels I watched', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', member)
      .given('user {email} has watched live channel {id}', { ...member, id: 'cctv1' })
      .uponReceiving('a request for my watched channels')
      .withRequest('GET', '/web/v1/zhibo/record', (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getLiveRecords.response,
            ok({ list: [{ ...summary, playTime: 1780315200 }] }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getLiveRecords', { token: EXAMPLE_TOKEN });
        expect(result.ok && result.data.list[0]?.playTime).toBeGreaterThan(0);
      }));
});

describe('GET /user/zhibo/collect/{id}', () => {
  it('says whether I favourited a channel', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', member)
      .given('user {email} has favourited live channel {id}', { ...member, id: 'cctv1' })
      .uponReceiving('a request whether I favourited a channel')
      .withRequest('GET', '/user/zhibo/collect/cctv1', (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) => b.jsonBody(ok({ collected: true })))
      .executeTest(async (server) => {
        const result = await client(server.url).call('isLiveCollected', {
          path: { id: 'cctv1' },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.collected).toBe(true);
      }));
});

describe('POST /user/zhibo/collect', () => {
  it('favourites a channel', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', member)
      .given('user {email} has not favourited live channel {id}', { ...member, id: 'cctv2' })
      .uponReceiving('favouriting a channel')
      .withRequest('POST', '/user/zhibo/collect', (b) =>
        b.headers(sessionHeaders).jsonBody({ id: 'cctv2' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(ok({ collected: true })))
      .executeTest(async (server) => {
        const result = await client(server.url).call('addLiveCollect', {
          params: { id: 'cctv2' },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.collected).toBe(true);
      }));
});

describe('DELETE /user/zhibo/collect', () => {
  it('removes a channel from my favourites', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', member)
      .given('user {email} has favourited live channel {id}', { ...member, id: 'cctv2' })
      .uponReceiving('removing a favourite channel')
      .withRequest('DELETE', '/user/zhibo/collect', (b) =>
        b.query({ id: 'cctv2' }).headers(sessionHeaders),
      )
      .willRespondWith(200, (b) => b.jsonBody(ok({ collected: false })))
      .executeTest(async (server) => {
        const result = await client(server.url).call('removeLiveCollect', {
          params: { id: 'cctv2' },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.collected).toBe(false);
      }));
});
