import { Envelope } from '../schemas/envelope';
import {
  CreateSourceBody,
  OwnSource,
  OwnSourceList,
  SourceAdded,
  SourceAlive,
  SourceAliveBody,
  SourceIdParams,
  SourceRemoved,
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
};
