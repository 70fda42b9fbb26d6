/** 弹幕 (bullet comments) and the intro and outro marks of episodes: our additions. */
import { Type, type Static } from 'typebox';
import { VideoId } from './ids';
import {
  DANMAKU_DEFAULT_PAGE_SIZE,
  DANMAKU_MAX_PAGE_SIZE,
  DANMAKU_TEXT_MAX,
  DANMAKU_WINDOW_MAX_SECONDS,
  MY_MARKS_MAX_SECONDS,
} from '../danmaku-limits';
import { DANMAKU_COLORS, DANMAKU_MODES, DANMAKU_REPORT_REASONS } from '../literals';
import { literalUnion } from './literal-union';

const TitleId = VideoId;
const Episode = Type.Integer({
  minimum: 1,
  maximum: 10_000,
  description: 'Episode number, from 1',
});
/** Seconds into the episode; tenths are kept. */
const Seconds = Type.Number({ minimum: 0, maximum: 86_400 });

export const DanmakuMode = literalUnion(DANMAKU_MODES);
export type DanmakuMode = Static<typeof DanmakuMode>;
export const DanmakuColor = literalUnion(DANMAKU_COLORS);
export type DanmakuColor = Static<typeof DanmakuColor>;
export const DanmakuReportReason = literalUnion(DANMAKU_REPORT_REASONS);
export type DanmakuReportReason = Static<typeof DanmakuReportReason>;

export const DanmakuParams = Type.Object({ id: TitleId, ep: Episode });
export type DanmakuParams = Static<typeof DanmakuParams>;

export const DanmakuQuery = Type.Object({
  from: Type.Number({
    minimum: 0,
    maximum: 86_400,
    description: 'Window start, seconds (inclusive)',
  }),
  to: Type.Number({
    minimum: 0,
    maximum: 86_400,
    description: `Window end, seconds (exclusive); at most ${DANMAKU_WINDOW_MAX_SECONDS} after from`,
  }),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
  size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: DANMAKU_MAX_PAGE_SIZE,
      default: DANMAKU_DEFAULT_PAGE_SIZE,
    }),
  ),
});
export type DanmakuQuery = Static<typeof DanmakuQuery>;

export const Danmaku = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  time: Type.Number({ minimum: 0, description: 'Seconds into the episode it shows at' }),
  text: Type.String({
    minLength: 1,
    maxLength: DANMAKU_TEXT_MAX * 2,
    description: 'Plain text: never HTML, shown as typed',
  }),
  color: DanmakuColor,
  mode: DanmakuMode,
  mine: Type.Boolean({ description: "The token's viewer posted it (false without a token)" }),
});
export type Danmaku = Static<typeof Danmaku>;

export const DanmakuPage = Type.Object({
  list: Type.Array(Danmaku, { description: 'By time, then by id' }),
  page: Type.Integer({ minimum: 1 }),
  size: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0, description: 'How many the window holds, all pages' }),
  hasMore: Type.Boolean(),
});
export type DanmakuPage = Static<typeof DanmakuPage>;

export const PostDanmakuBody = Type.Object({
  id: TitleId,
  ep: Episode,
  time: Seconds,
  text: Type.String({ maxLength: 200, description: '1-50 characters after trimming' }),
  color: Type.Optional(DanmakuColor),
  mode: Type.Optional(DanmakuMode),
});
export type PostDanmakuBody = Static<typeof PostDanmakuBody>;

export const ReportDanmakuBody = Type.Object({
  danmakuId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  reason: DanmakuReportReason,
});
export type ReportDanmakuBody = Static<typeof ReportDanmakuBody>;

export const DanmakuReported = Type.Object({
  reported: Type.Literal(true),
});
export type DanmakuReported = Static<typeof DanmakuReported>;

export const SkipMarksParams = Type.Object({ id: TitleId });
export type SkipMarksParams = Static<typeof SkipMarksParams>;

export const EpisodeMarks = Type.Object({
  ep: Type.Integer({ minimum: 1 }),
  introStart: Type.Number({ minimum: 0, description: 'Seconds: the opening song starts' }),
  introEnd: Type.Number({ minimum: 0, description: 'Seconds: the story starts again' }),
  outroStart: Type.Number({ minimum: 0, description: 'Seconds: the closing song starts' }),
});
export type EpisodeMarks = Static<typeof EpisodeMarks>;

export const SkipMarks = Type.Object({
  id: TitleId,
  episodes: Type.Array(EpisodeMarks, {
    description: 'Episodes that have an intro and an outro, ascending; empty for a film',
  }),
});
export type SkipMarks = Static<typeof SkipMarks>;

/** A viewer's own mark in a reply: seconds into every episode of the title, or null when not set. */
const MyMark = (description: string) =>
  Type.Union([Type.Number({ minimum: 0, maximum: MY_MARKS_MAX_SECONDS }), Type.Null()], {
    description,
  });

/**
 * The same in a request body, optional: the client drops null parameters (SPEC section 5), so an
 * absent mark is an unset one; an explicit null from other callers means the same. One
 * `type: ['number', 'null']` rather than a union: the mock's Ajv coerces request types, and in a
 * union it would turn null into 0 (the number branch) or 0 into null (the null branch).
 */
const MyMarkInput = (description: string) =>
  Type.Optional(
    Type.Unsafe<number | null>({
      type: ['number', 'null'],
      minimum: 0,
      maximum: MY_MARKS_MAX_SECONDS,
      description,
    }),
  );

export const MyMarksParams = Type.Object({ id: TitleId });
export type MyMarksParams = Static<typeof MyMarksParams>;

export const MyMarks = Type.Object({
  id: TitleId,
  introEnd: MyMark("Seconds: the viewer's intro ends here (skipped from 0); null when not set"),
  outroStart: MyMark("Seconds: the viewer's outro starts here; null when not set"),
});
export type MyMarks = Static<typeof MyMarks>;

export const PutMyMarksBody = Type.Object({
  id: TitleId,
  introEnd: MyMarkInput('Seconds; absent or null: not set'),
  outroStart: MyMarkInput('Seconds; absent or null: not set'),
});
export type PutMyMarksBody = Static<typeof PutMyMarksBody>;
