/**
 * A viewer's own VOD data (token header): favourites and watch records, kept by the server.
 */
import { Type, type Static } from 'typebox';
import { VideoCard } from './catalogue';
import { VideoId } from './ids';

const TitleId = VideoId;
/** Seconds into an episode, or its length: up to a day. */
const Seconds = Type.Number({ minimum: 0, maximum: 86_400 });

export const COLLECT_DEFAULT_PAGE_SIZE = 20;
export const COLLECT_MAX_PAGE_SIZE = 60;
/** The server keeps every record; the list returns the newest this many. */
export const WATCH_RECORD_LIST_LIMIT = 100;

/** A favourite: the poster card's fields plus when it was added (one flat object). */
export const CollectItem = Type.Object({
  ...VideoCard.properties,
  collectedAt: Type.Integer({ description: 'When it was favourited, epoch seconds' }),
});
export type CollectItem = Static<typeof CollectItem>;

export const CollectListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: COLLECT_MAX_PAGE_SIZE,
      default: COLLECT_DEFAULT_PAGE_SIZE,
    }),
  ),
});
export type CollectListQuery = Static<typeof CollectListQuery>;

export const CollectList = Type.Object({
  list: Type.Array(CollectItem, { description: 'Newest favourite first' }),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  hasMore: Type.Boolean(),
});
export type CollectList = Static<typeof CollectList>;

export const CollectBody = Type.Object({ id: TitleId });
export type CollectBody = Static<typeof CollectBody>;

export const CollectQuery = Type.Object({ id: TitleId });
export type CollectQuery = Static<typeof CollectQuery>;

export const CollectParams = Type.Object({ id: TitleId });
export type CollectParams = Static<typeof CollectParams>;

export const CollectStatus = Type.Object({ collected: Type.Boolean() });
export type CollectStatus = Static<typeof CollectStatus>;

/** Where a viewer stopped in a title: the poster card's fields plus the position. */
export const WatchRecord = Type.Object({
  ...VideoCard.properties,
  ep: Type.Integer({ minimum: 1, description: 'The episode watched last' }),
  position: Type.Number({ minimum: 0, description: 'Where the viewer stopped, seconds' }),
  duration: Type.Number({ minimum: 0, description: 'Length of that episode, seconds' }),
  updatedAt: Type.Integer({ description: 'When it was saved, epoch seconds' }),
});
export type WatchRecord = Static<typeof WatchRecord>;

export const WatchRecordList = Type.Object({
  list: Type.Array(WatchRecord, { description: 'Newest first' }),
});
export type WatchRecordList = Static<typeof WatchRecordList>;

export const SaveWatchRecordBody = Type.Object({
  mid: TitleId,
  ep: Type.Integer({ minimum: 1, maximum: 10_000 }),
  position: Seconds,
  duration: Type.Number({ exclusiveMinimum: 0, maximum: 86_400 }),
});
export type SaveWatchRecordBody = Static<typeof SaveWatchRecordBody>;

export const SavedWatchRecord = Type.Object({ record: WatchRecord });
export type SavedWatchRecord = Static<typeof SavedWatchRecord>;

export const RecordByCidQuery = Type.Object({ cid: TitleId });
export type RecordByCidQuery = Static<typeof RecordByCidQuery>;

export const RecordByCid = Type.Object({ record: Type.Union([WatchRecord, Type.Null()]) });
export type RecordByCid = Static<typeof RecordByCid>;

export const RemoveRecordQuery = Type.Object({ mid: TitleId });
export type RemoveRecordQuery = Static<typeof RemoveRecordQuery>;

export const RemovedRecord = Type.Object({ removed: Type.Boolean() });
export type RemovedRecord = Static<typeof RemovedRecord>;
