import { Envelope } from '../schemas/envelope';
import {
  CollectBody,
  CollectList,
  CollectListQuery,
  CollectParams,
  CollectQuery,
  CollectStatus,
  RecordByCid,
  RecordByCidQuery,
  RemovedRecord,
  RemoveRecordQuery,
  SavedWatchRecord,
  SaveWatchRecordBody,
  WatchRecordList,
} from '../schemas/vod-user';
import { record } from './record';
import { NEEDS_LOGIN } from './token-header';

export const vodUserRecords = {
  getVodCollects: record('getVodCollects', {
    summary: 'My favourites (VOD), newest first, paged',
    shape: { from: 'ours' },
    description: `page from 1 (default 1), pageSize 1-60 (default 20). ${NEEDS_LOGIN}`,
    query: CollectListQuery,
    response: Envelope(CollectList),
  }),
  addVodCollect: record('addVodCollect', {
    refusals: ['NotFound'],
    summary: 'Favourites a title',
    shape: { from: 'ours' },
    description: `Idempotent: favouriting twice keeps the first date. Unknown title: 404. ${NEEDS_LOGIN}`,
    body: CollectBody,
    response: Envelope(CollectStatus),
  }),
  removeVodCollect: record('removeVodCollect', {
    summary: 'Removes a title from the favourites',
    shape: { from: 'ours' },
    description: `Idempotent: replies { collected: false } either way. ${NEEDS_LOGIN}`,
    query: CollectQuery,
    response: Envelope(CollectStatus),
  }),
  getVodCollectStatus: record('getVodCollectStatus', {
    summary: 'Whether I have favourited a title',
    shape: { from: 'ours' },
    description: NEEDS_LOGIN,
    params: CollectParams,
    response: Envelope(CollectStatus),
  }),
  getVodRecords: record('getVodRecords', {
    summary: 'My watch records, one per title, newest first',
    shape: { from: 'ours' },
    description: `At most the newest 100. ${NEEDS_LOGIN}`,
    response: Envelope(WatchRecordList),
  }),
  saveVodRecord: record('saveVodRecord', {
    refusals: ['NotFound'],
    summary: 'Saves where I stopped in a title (one record per title, upserted)',
    shape: { from: 'ours' },
    description:
      'position and duration are seconds with a fraction, as a player reports them (6.057761), ' +
      'kept as sent: a number, not an integer, in every reply; at most 86,400 (a day). ' +
      'position is clamped to duration. Unknown title or an episode it does not have: 404. ' +
      `Replies with the saved record. ${NEEDS_LOGIN}`,
    body: SaveWatchRecordBody,
    response: Envelope(SavedWatchRecord),
  }),
  removeVodRecord: record('removeVodRecord', {
    summary: 'Removes my watch record of a title',
    shape: { from: 'ours' },
    description:
      'Our addition, for the remove action of /history. Idempotent: removed says whether a ' +
      `record was there. ${NEEDS_LOGIN}`,
    query: RemoveRecordQuery,
    response: Envelope(RemovedRecord),
  }),
  getVodRecordByCid: record('getVodRecordByCid', {
    summary: 'My watch record of one title, for resuming',
    shape: { from: 'ours' },
    description: `record is null when I have not watched it. ${NEEDS_LOGIN}`,
    query: RecordByCidQuery,
    response: Envelope(RecordByCid),
  }),
};
