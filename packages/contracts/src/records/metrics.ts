import { Type } from 'typebox';
import { Envelope } from '../schemas/envelope';
import { PlayMetricBody } from '../schemas/metrics';
import { record } from './record';

export const metricsRecords = {
  reportPlay: record('reportPlay', {
    summary: 'Reports that playback of a title started',
    description:
      'Decided: cid is the title id; the reply is { code: 0, data: null }. The site ignores a ' +
      'failure (analytics never interrupt playback).',
    body: PlayMetricBody,
    response: Envelope(Type.Null()),
  }),
};
