/**
 * 一起看 (watch together): the plain parts of the room protocol, shared by the host, the site and
 * any other implementation. The closed lists of message kinds, control actions and refusals, and
 * the limits, with no schema library, so the browser imports them through `@xinghe/contracts/client`.
 * The TypeBox shapes of the messages are in `schemas/rooms.ts`.
 *
 * Transport: one WebSocket per member at `ROOM_SOCKET_PATH` (`{code}` filled), JSON text frames,
 * one message each. Rooms are created over HTTP (`ROOM_CREATE_PATH`, signed in only).
 */
import { ErrorCode } from '../envelope';

/** Creating a room: POST with the viewer's token header; the reply carries the room's code. */
export const ROOM_CREATE_PATH = '/rooms';
/** A member's socket (GET with an Upgrade); `{code}` is the room's code. */
export const ROOM_SOCKET_PATH = '/rooms/{code}/socket';

/**
 * A room's code: 10 characters of Crockford's base32 (no I, L, O, U), about 50 bits, so a code
 * cannot be guessed: anyone holding the link may join, signed in or not.
 */
export const ROOM_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ROOM_CODE_LENGTH = 10;
export const ROOM_CODE_PATTERN = `^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`;
/** A member's id, chosen by the client and kept for the tab's life, so a reload rejoins as the same member. */
export const ROOM_MEMBER_ID_PATTERN = '^[A-Za-z0-9_-]{8,32}$';

/** What a client sends. */
export const ROOM_CLIENT_KINDS = [
  'join',
  'ping',
  'control',
  'handover',
  'buffering',
  'chat',
  'leave',
] as const;
export type RoomClientKind = (typeof ROOM_CLIENT_KINDS)[number];

/** What the server sends. */
export const ROOM_SERVER_KINDS = ['welcome', 'state', 'pong', 'chat', 'refusal'] as const;
export type RoomServerKind = (typeof ROOM_SERVER_KINDS)[number];

/** What the controller may change: each reaches every member at the same shared moment. */
export const ROOM_ACTIONS = ['play', 'pause', 'seek', 'episode', 'line'] as const;

/**
 * Every refusal a room sends, each with its code from the envelope's table (`ErrorCode`) and the
 * Chinese message a page may show as is. A refusal never closes the socket except `roomNotFound`
 * and `flooding` past its grace, and never affects other members.
 */
export const ROOM_REFUSALS = {
  /** The frame is not JSON, or not one of the client messages. */
  malformed: { code: ErrorCode.BadRequest, msg: '消息格式错误' },
  /** The frame is longer than ROOM_MESSAGE_MAX_BYTES. */
  tooLarge: { code: ErrorCode.BadRequest, msg: '消息过长' },
  /** No such room, or it has closed (every member gone for ROOM_IDLE_SECONDS). */
  roomNotFound: { code: ErrorCode.NotFound, msg: '房间不存在或已关闭' },
  /** A control or handover from a member who does not control the room. */
  notController: { code: ErrorCode.Forbidden, msg: '只有房主可以控制播放' },
  /** Anything but join (or ping) before joining. */
  notJoined: { code: ErrorCode.Unauthorized, msg: '请先加入房间' },
  /** The room has ROOM_MAX_MEMBERS members. */
  roomFull: { code: ErrorCode.Conflict, msg: '房间已满' },
  /** More than the rate allows from one member. */
  flooding: { code: ErrorCode.TooManyRequests, msg: '操作过于频繁，请稍后再试' },
  /** A handover to someone who is not in the room. */
  unknownMember: { code: ErrorCode.NotFound, msg: '该成员不在房间中' },
} as const;
export const ROOM_REFUSAL_KINDS = Object.keys(ROOM_REFUSALS) as (keyof typeof ROOM_REFUSALS)[];

/** A frame is at most 2 KB: the longest legal message (a chat) is far shorter. */
export const ROOM_MESSAGE_MAX_BYTES = 2048;
export const ROOM_MAX_MEMBERS = 64;
/** A member's shown name, 1-20 characters. */
export const ROOM_NAME_MAX = 20;
/** A chat line, 1-100 characters; shown as 弹幕 over the picture and in the side list, never stored. */
export const ROOM_CHAT_MAX = 100;
/** The last chat lines a (re)joining member receives. */
export const ROOM_CHAT_HISTORY = 30;
/**
 * One member sends at most ROOM_RATE_BURST messages at once and ROOM_RATE_PER_SECOND on average
 * (pings included: a client pings a few times a second at most); past that each message is refused,
 * and past ROOM_FLOOD_CLOSE_AFTER refusals in a row the socket is closed.
 */
export const ROOM_RATE_BURST = 20;
export const ROOM_RATE_PER_SECOND = 5;
export const ROOM_FLOOD_CLOSE_AFTER = 50;
/** Chat has its own, tighter limit: a line a second on average, five at once. */
export const ROOM_CHAT_BURST = 5;
export const ROOM_CHAT_PER_SECOND = 1;
/** A room with nobody in it closes after this long. */
export const ROOM_IDLE_SECONDS = 300;
/** A member whose socket drops stays in the room this long, so a reload keeps their place (and control). */
export const ROOM_RECONNECT_GRACE_MS = 10_000;
/**
 * The server schedules a change this far ahead of its own clock (`at` in the state), so every
 * member, whatever its latency, applies it at the same moment.
 */
export const ROOM_ACTION_LEAD_MS = 300;
