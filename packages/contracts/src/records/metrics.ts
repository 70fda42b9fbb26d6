import { Type } from 'typebox';
import { Envelope } from '../schemas/envelope';
import { PlayMetricBody } from '../schemas/metrics';
import { CorsQuery, CorsResult } from '../schemas/sources';
import { record } from './record';

export const metricsRecords = {
  reportPlay: record('reportPlay', {
    refusals: ['NotFound', 'TooManyRequests'],
    summary: 'Reports that playback of a title started',
    shape: { from: 'ours' },
    description:
      "Decided: cid is the title id; the reply is { code: 0, data: null }, and the title's " +
      'start count goes up by one (one counter per title). A cid that is not a title of the ' +
      'catalogue: 404 影片不存在, nothing counted. At most 30 reports a minute per client IP, ' +
      'counted before the title is looked up: code 429 操作过于频繁，请{n}秒后再试 with data ' +
      '{ retryAfterSeconds }. No token needed (with a valid one the start also earns watch ' +
      'points). The site ignores a failure (analytics never interrupt playback).',
    body: PlayMetricBody,
    response: Envelope(Type.Null()),
  }),
  checkCorsHost: record('checkCorsHost', {
    refusals: ['TooManyRequests'],
    summary: 'Whether a video host lets this site read its replies from the browser (CORS)',
    shape: { from: 'ours' },
    description:
      'Decided: the player asks before it plays a user source from a host, to know whether the ' +
      'browser can fetch it directly. The server sends GET https://{host}/ (http when the port ' +
      'is 80) with this site as Origin and reports reachable (any HTTP reply) and cors (the ' +
      'reply allows * or this origin). Same address rules as POST /user/source/alive (400 with ' +
      'a Chinese message for a private, loopback, link-local, metadata or non-public host, a ' +
      'port but 80/443, a redirect into them), at most 3 redirects, 5 s, cached per host for ' +
      '5 minutes. No token needed. Rate-limited per client IP (30 a minute): code 429 ' +
      '操作过于频繁，请{n}秒后再试 with data { retryAfterSeconds }.',
    query: CorsQuery,
    response: Envelope(CorsResult),
  }),
};
