import { Type } from 'typebox';
import { Envelope } from '../schemas/envelope';
import {
  CreateSourceBody,
  OwnSource,
  OwnSourceList,
  SourceAdded,
  SourceAlive,
  SourceAliveBody,
  SourceChannelGroups,
  SourceIdParams,
  SourceItemParams,
  SourceRelayParams,
  SourceRelayQuery,
  SourceRemoved,
  SourceSearchQuery,
  SourceSearchResult,
  SourceTitle,
  UpdateSourceBody,
  UsableSource,
  UsableSourceList,
} from '../schemas/sources';
import { record } from './record';
import { NEEDS_LOGIN } from './token-header';

/**
 * The decisions of the whole group, written once. "Manage" sources are the ones I made: only I
 * can read, change or delete them (another user's id is 404, exactly like an id that does not
 * exist, so ids cannot be probed). "Added" sources are other users' sources I imported by id:
 * only a source its owner marked shared can be imported; I play it but cannot change it, and
 * removing it only takes it off my list. Types: `hls` an HLS playlist, `list` a source list.
 */
const GROUP =
  'Manage = sources I made (only the owner reads, changes or deletes them: another ' +
  "user's id answers 404 源不存在, like a missing id). Added = a shared source of another user I " +
  'imported by id (read-only for me). URLs: http or https only (javascript:, data:, file: and ' +
  'every other scheme: 400 只支持 http 或 https 链接), port 80 or 443, no user:password, no ' +
  'loopback, private, link-local, CGNAT, unique-local or metadata IP as host. Limits: 50 own ' +
  `sources, 100 added; name 1-30 characters. ${NEEDS_LOGIN}`;

export const sourcesRecords = {
  createSource: record('createSource', {
    summary: 'Adds a source of mine',
    shape: { from: 'ours' },
    description: `Name trimmed; shared defaults to false. Replies with the new source. ${GROUP}`,
    body: CreateSourceBody,
    response: Envelope(OwnSource),
  }),
  updateSource: record('updateSource', {
    summary: 'Changes a source of mine (name, URL, type, shared)',
    shape: { from: 'ours' },
    description:
      'While a source is shared, users who added it see its changes. Making it unshared ' +
      'removes it from the lists of every user who added it, in the same change (they cannot ' +
      'play or check it any more; sharing it again does not bring it back: they import it ' +
      'anew). ' +
      GROUP,
    body: UpdateSourceBody,
    response: Envelope(OwnSource),
  }),
  getOwnSources: record('getOwnSources', {
    summary: 'My own sources, newest first',
    shape: { from: 'ours' },
    description: GROUP,
    response: Envelope(OwnSourceList),
  }),
  getOwnSource: record('getOwnSource', {
    summary: 'One source of mine, for the edit form',
    shape: { from: 'ours' },
    description: GROUP,
    params: SourceIdParams,
    response: Envelope(OwnSource),
  }),
  deleteOwnSource: record('deleteOwnSource', {
    summary: 'Deletes a source of mine',
    shape: { from: 'ours' },
    description:
      'It also leaves the lists of everyone who added it. Replies removed: true; an id that is ' +
      `not mine: 404. ${GROUP}`,
    params: SourceIdParams,
    response: Envelope(SourceRemoved),
  }),
  getSources: record('getSources', {
    summary: 'Every source I can play: mine, then the ones I added, newest first within each',
    shape: { from: 'ours' },
    description: GROUP,
    response: Envelope(UsableSourceList),
  }),
  importSource: record('importSource', {
    summary: 'Adds a shared source of another user to my list, by its id',
    shape: { from: 'ours' },
    description:
      'A GET because the spec names one; idempotent (importing twice adds it once) and replies ' +
      'with the source as I will see it. Not shared or not existing: 404 源不存在或未公开分享 ' +
      `(the same reply, so private ids cannot be probed); my own id: 409 这是你自己的片源. ${GROUP}`,
    params: SourceIdParams,
    response: Envelope(UsableSource),
  }),
  removeAddedSource: record('removeAddedSource', {
    summary: 'Takes an added source off my list',
    shape: { from: 'ours' },
    description:
      'Only added ones: my own sources are deleted with DELETE /user/source/manage/{id}. ' +
      `Idempotent: removed says whether it was on my list. ${GROUP}`,
    params: SourceIdParams,
    response: Envelope(SourceRemoved),
  }),
  checkSourceAlive: record('checkSourceAlive', {
    summary: 'The server checks whether a source I can play answers',
    shape: { from: 'ours' },
    description:
      'The server fetches the URL (GET, at most 4 KB read) and calls it alive on a 2xx reply; ' +
      'an hls source must also start with #EXTM3U. It refuses, with code 400 and a Chinese ' +
      'message, any host that is or resolves to a loopback, private, link-local (metadata), ' +
      'CGNAT, unique-local, multicast or other non-public address (IPv4, IPv6, every IPv4 ' +
      'spelling; an IPv6 form that carries an IPv4 address (::ffff:, ::a.b.c.d, NAT64, 6to4, ' +
      'Teredo) is judged by that address too, and 6to4, Teredo and NAT64 are refused anyway), any port but 80/443, and any redirect into those; it connects ' +
      'to the address it checked (no second DNS lookup), follows at most 3 redirects, each ' +
      'checked again, and gives up after 5 s (alive: false, detail 检测超时). Results are cached ' +
      'per URL for 60 s (checkedAt says when it was made). Rate-limited per client IP (60 a ' +
      'minute) and per account (30 a minute): code 429 操作过于频繁，请{n}秒后再试 with data ' +
      `{ retryAfterSeconds }. ${GROUP}`,
    body: SourceAliveBody,
    response: Envelope(SourceAlive),
  }),
  getSourceAdded: record('getSourceAdded', {
    summary: 'Whether I have added a shared source',
    shape: { from: 'ours' },
    description: `False for my own sources (they are mine, not added) and unknown ids. ${GROUP}`,
    params: SourceIdParams,
    response: Envelope(SourceAdded),
  }),
  searchSource: record('searchSource', {
    refusals: ['NotFound', 'TooManyRequests'],
    summary: 'Searches one source I can play (the site asks each of mine at once)',
    shape: { from: 'ours' },
    description:
      'A maccms source is asked `?ac=videolist&wd=` (the words, and their other script: ' +
      'Traditional and Simplified both find a title); a list source lists its entries whose name ' +
      'holds the words; an hls source is one item named by the source, listed when its name ' +
      'does. What the source did is a value, not a refusal: state ok with at most 40 items, ' +
      'timeout (no answer in 6 s: detail 片源未响应) or unusable (an error status, a reply that ' +
      'is not a MacCMS list or an M3U document, more than 2 MB: detail says which). Fetched ' +
      'with the address rules of POST /user/source/alive (SOURCE_ALLOW_HOSTS on a test mock ' +
      'only); replies cached per source and words for 60 s; 60 a minute per account (429). A ' +
      `source I cannot play: 404 源不存在. ${GROUP}`,
    params: SourceIdParams,
    query: SourceSearchQuery,
    response: Envelope(SourceSearchResult),
  }),
  getSourceTitle: record('getSourceTitle', {
    refusals: ['NotFound', 'TooManyRequests'],
    summary: 'One title of a source I can play, with its lines and episodes, ready to play',
    shape: { from: 'ours' },
    description:
      'A maccms item is read with `?ac=videolist&ids=`: each play source of vod_play_from / ' +
      'vod_play_url (joined by `$$$`) is a line, each `name$url` of it an episode; lines ' +
      'without an http(s) .m3u8 episode are left out. A list item is its entry, an hls item the ' +
      "source's playlist, each one line of one episode. Each episode's media is the address " +
      'itself when its host lets this site read it (the cors check of GET /metrics/v1/cors), ' +
      'else our relay (GET /user/source/relay/{id}) signed for me for 6 hours. The page is ' +
      '/vod/play-thrid/s{id}-{itemId}/{ep}. A source that does not answer or an item it does ' +
      `not have: 404 片源未响应 / 片源里没有这部影片. ${GROUP}`,
    params: SourceItemParams,
    response: Envelope(SourceTitle),
  }),
  getSourceChannels: record('getSourceChannels', {
    refusals: ['TooManyRequests'],
    summary: 'The channels of the M3U lists I can play, for /live (我的频道)',
    shape: { from: 'ours' },
    description:
      'One group per list source, in the order of GET /user/source, each with its state as in ' +
      'searchSource and at most 500 channels (#EXTINF name, tvg-logo, group-title; entries ' +
      'without an http(s) address left out), media as in getSourceTitle. Lists are read with ' +
      `a well-kept M3U parser and cached 5 minutes. ${GROUP}`,
    response: Envelope(SourceChannelGroups),
  }),
  getSourceRelay: record('getSourceRelay', {
    refusals: ['Forbidden', 'NotFound', 'TooManyRequests'],
    summary: 'Relays an HLS playlist or segment of a source whose host the browser cannot read',
    shape: { from: 'ours' },
    description:
      'Only addresses the server signed (getSourceTitle, getSourceChannels, or a playlist this ' +
      'relay served): v is the viewer and s the HMAC of source, viewer, address and expiry; a ' +
      'wrong or expired signature, or a source the viewer can no longer play: 403. Only the ' +
      "host of the signed playlist: a playlist's URIs on that host are rewritten to signed " +
      'relay addresses, others are dropped. A reply that is neither an HLS playlist (#EXTM3U, ' +
      'at most 1 MB) nor a segment (at most 16 MB): 403. The address rules of POST ' +
      '/user/source/alive apply at every hop; 10 s a fetch; 600 a minute per viewer (429). ' +
      'Errors keep their HTTP status with an envelope body.',
    params: SourceRelayParams,
    query: SourceRelayQuery,
    response: Type.String(),
    produces: 'application/vnd.apple.mpegurl',
  }),
};
