import {
  DANMAKU_MIN_INTERVAL_SECONDS,
  DANMAKU_PER_MINUTE,
  DANMAKU_TEXT_MAX,
  DANMAKU_WINDOW_MAX_SECONDS,
  MY_MARKS_MAX_SECONDS,
} from '../danmaku-limits';
import {
  DanmakuPage,
  DanmakuParams,
  DanmakuQuery,
  DanmakuReported,
  Danmaku,
  MyMarks,
  MyMarksParams,
  PutMyMarksBody,
  PostDanmakuBody,
  ReportDanmakuBody,
  SkipMarks,
  SkipMarksParams,
} from '../schemas/danmaku';
import { Envelope } from '../schemas/envelope';
import { record } from './record';
import { NEEDS_LOGIN, TOKEN_HEADER } from './token-header';

export const danmakuRecords = {
  getDanmaku: record('getDanmaku', {
    refusals: ['NotFound'],
    summary: "The 弹幕 of an episode's time window, paged",
    shape: { from: 'ours' },
    description:
      'Our addition. Returns the comments whose time lies in [from, to), by time then id. ' +
      `A window is at most ${DANMAKU_WINDOW_MAX_SECONDS} seconds (to <= from is code 400 ` +
      '弹幕时间范围不正确): players ask for the minute ahead of the playhead, not the whole ' +
      "episode. Unknown title or episode: code 404. With a valid token the viewer's own " +
      `comments come with mine: true. Texts are plain text, never HTML. ${TOKEN_HEADER}`,
    params: DanmakuParams,
    query: DanmakuQuery,
    response: Envelope(DanmakuPage),
  }),
  postDanmaku: record('postDanmaku', {
    refusals: ['VipRequired', 'Forbidden', 'NotFound', 'TooManyRequests'],
    summary: 'Posts a 弹幕 at a time of an episode',
    shape: { from: 'ours' },
    description:
      `Our addition. Decided limits: the text is 1-${DANMAKU_TEXT_MAX} characters after trimming ` +
      '(composed to NFC, control characters removed, at most 2 combining marks kept on a ' +
      'character, runs of white space made one space), else code 400 ' +
      `弹幕内容需为1-${DANMAKU_TEXT_MAX}个字; a text holding a banned word is code 403 ` +
      "弹幕含有不允许的内容 (the word list is the server's and not published; the text is " +
      'compared with compatibility forms, case, combining marks, look-alike letters and ' +
      'punctuation folded, so 加ＱＱ or 加.微.信 count); a viewer posts at ' +
      `most one every ${DANMAKU_MIN_INTERVAL_SECONDS} seconds and ${DANMAKU_PER_MINUTE} in any ` +
      '60 seconds, else code 429 发送太频繁 with the wait in data.retryAfterSeconds. Colours ' +
      'other than white (#ffffff) are a VIP perk: code 402 彩色弹幕为VIP专享 from other viewers. ' +
      'color defaults to white and mode to scroll. The text is stored and returned as plain ' +
      'text: never interpreted as HTML by the server or the site. Unknown title or episode: ' +
      `code 404. The reply is the stored comment (mine: true). ${NEEDS_LOGIN}`,
    body: PostDanmakuBody,
    response: Envelope(Danmaku),
  }),
  reportDanmaku: record('reportDanmaku', {
    refusals: ['NotFound'],
    summary: 'Reports a 弹幕 to the moderators',
    shape: { from: 'ours' },
    description:
      'Our addition. One report per viewer and comment: reporting it again changes nothing and ' +
      'answers the same. A comment reported by 3 or more viewers is no longer returned by ' +
      'getDanmaku. Unknown comment: code 404 弹幕不存在. ' +
      NEEDS_LOGIN,
    body: ReportDanmakuBody,
    response: Envelope(DanmakuReported),
  }),
  getSkipMarks: record('getSkipMarks', {
    refusals: ['NotFound'],
    summary: "Where each episode's opening and closing songs are",
    shape: { from: 'ours' },
    description:
      'Our addition, for 跳过片头 / 跳过片尾. Series, anime and variety have marks per episode ' +
      '(the first episode of a series opens cold: its intro starts later); films, ' +
      "documentaries and children's titles have none (an empty list). The player skips from " +
      'introStart to introEnd (automatically when the viewer has 自动跳过片头 on, the default) and ' +
      'starts the next-episode countdown at outroStart. Unknown title: code 404.',
    params: SkipMarksParams,
    response: Envelope(SkipMarks),
  }),
  getMyMarks: record('getMyMarks', {
    refusals: ['NotFound'],
    summary: "The viewer's own intro end and outro start of a title",
    shape: { from: 'ours' },
    description:
      'Our addition, for 设为片头结束 / 设为片尾开始 in the player menu (as iQIYI and Tencent ' +
      'Video let viewers set 跳过片头片尾 themselves). One pair per viewer and title, for all its ' +
      "episodes. The player uses them over the title's marks: it skips from 0 to introEnd and " +
      'treats outroStart as the closing song. Both are null when the viewer set none (never ' +
      'code 404 for that). Unknown title: code 404. The site also keeps them on the device; ' +
      "signed in, it reads this pair and the server's pair wins for that title, except that a " +
      "server with none gets the device's (marks set before logging in follow the account). " +
      NEEDS_LOGIN,
    params: MyMarksParams,
    response: Envelope(MyMarks),
  }),
  putMyMarks: record('putMyMarks', {
    refusals: ['NotFound'],
    summary: "Sets or clears the viewer's own intro end and outro start of a title",
    shape: { from: 'ours' },
    description:
      'Our addition. The body replaces the whole pair: a mark absent or null is not set (the ' +
      'client drops null parameters), and with neither the title is forgotten. ' +
      `Seconds from 0 to ${MY_MARKS_MAX_SECONDS} (6 hours), else code 400 参数错误; ` +
      'when both are set introEnd must be before outroStart, else code 400 ' +
      '片头结束需早于片尾开始. Unknown title: code 404. The reply is the stored pair. ' +
      NEEDS_LOGIN,
    body: PutMyMarksBody,
    response: Envelope(MyMarks),
  }),
};
