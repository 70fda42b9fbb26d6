/**
 * 一起看: the room messages as TypeBox shapes (client to server, server to client), built from the
 * closed lists in `rooms/protocol.ts`. A message is `{ type, ... }`; `RoomClientMessage` and
 * `RoomServerMessage` are the unions a socket may carry. Times are epoch milliseconds on the
 * server's clock; positions are seconds into the episode.
 */
import { Type, type Static } from 'typebox';
import {
  ROOM_ACTIONS,
  ROOM_CHAT_MAX,
  ROOM_CODE_PATTERN,
  ROOM_MEMBER_ID_PATTERN,
  ROOM_NAME_MAX,
  ROOM_REFUSAL_KINDS,
} from '../rooms/protocol';
import { VIDEO_ID_PATTERN } from '../literals';
import { literalUnion } from './literal-union';

export const RoomCode = Type.String({ pattern: ROOM_CODE_PATTERN });
export const MemberId = Type.String({ pattern: ROOM_MEMBER_ID_PATTERN });
export const RoomAction = literalUnion(ROOM_ACTIONS);
export type RoomAction = Static<typeof RoomAction>;
export const RoomRefusalKind = literalUnion(ROOM_REFUSAL_KINDS);
export type RoomRefusalKind = Static<typeof RoomRefusalKind>;
const Millis = Type.Integer({ minimum: 0, description: 'Epoch milliseconds, server clock' });
const Position = Type.Number({ minimum: 0, maximum: 86_400, description: 'Seconds' });
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max });
/** An episode or line id as the detail reply gives them (REAL-API.md `videosGroup`). */
const PartId = Type.String({ minLength: 1, maxLength: 64 });

// ---- HTTP

export const CreateRoomBody = Type.Object(
  {
    vodId: Type.String({ pattern: VIDEO_ID_PATTERN }),
    episode: PartId,
    line: PartId,
    position: Position,
  },
  { additionalProperties: false },
);
export type CreateRoomBody = Static<typeof CreateRoomBody>;

export const CreatedRoom = Type.Object({
  code: RoomCode,
  /** The creator's secret: sent in its join, it makes that member the controller. */
  hostKey: Type.String({ minLength: 16, maxLength: 64 }),
});
export type CreatedRoom = Static<typeof CreatedRoom>;

// ---- the shared state

export const Playback = Type.Object({
  vodId: Type.String({ pattern: VIDEO_ID_PATTERN }),
  episode: PartId,
  line: PartId,
  playing: Type.Boolean(),
  position: Position,
  at: Type.Integer({
    minimum: 0,
    description: 'The moment `position` holds; while playing, add the time since',
  }),
});
export type Playback = Static<typeof Playback>;

export const RoomMember = Type.Object({
  id: MemberId,
  name: Text(ROOM_NAME_MAX),
  signedIn: Type.Boolean(),
  buffering: Type.Boolean({ description: 'Dropped behind while loading; catches up on its own' }),
  away: Type.Boolean({ description: 'Socket dropped; back within the reconnect grace or gone' }),
});
export type RoomMember = Static<typeof RoomMember>;

export const RoomView = Type.Object({
  code: RoomCode,
  controller: Type.Union([MemberId, Type.Null()]),
  playback: Playback,
  members: Type.Array(RoomMember),
  version: Type.Integer({ minimum: 0 }),
});
export type RoomView = Static<typeof RoomView>;

export const ChatLine = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 40 }),
  from: MemberId,
  name: Text(ROOM_NAME_MAX),
  text: Text(ROOM_CHAT_MAX),
  at: Millis,
});
export type ChatLine = Static<typeof ChatLine>;

// ---- client to server

const closed = { additionalProperties: false } as const;

export const JoinMessage = Type.Object(
  {
    type: Type.Literal('join'),
    memberId: MemberId,
    name: Text(ROOM_NAME_MAX),
    /** The viewer's session token, if signed in: shown as 已登录 to the others. */
    token: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
    hostKey: Type.Optional(Type.String({ minLength: 16, maxLength: 64 })),
  },
  closed,
);
export const PingMessage = Type.Object(
  { type: Type.Literal('ping'), id: Type.Integer({ minimum: 0 }), sentAt: Type.Number() },
  closed,
);
export const ControlMessage = Type.Object(
  {
    type: Type.Literal('control'),
    action: RoomAction,
    position: Position,
    episode: Type.Optional(PartId),
    line: Type.Optional(PartId),
  },
  closed,
);
export const HandoverMessage = Type.Object(
  { type: Type.Literal('handover'), to: MemberId },
  closed,
);
export const BufferingMessage = Type.Object(
  { type: Type.Literal('buffering'), buffering: Type.Boolean() },
  closed,
);
export const ChatMessage = Type.Object(
  { type: Type.Literal('chat'), text: Text(ROOM_CHAT_MAX) },
  closed,
);
export const LeaveMessage = Type.Object({ type: Type.Literal('leave') }, closed);

export const RoomClientMessage = Type.Union([
  JoinMessage,
  PingMessage,
  ControlMessage,
  HandoverMessage,
  BufferingMessage,
  ChatMessage,
  LeaveMessage,
]);
export type RoomClientMessage = Static<typeof RoomClientMessage>;

// ---- server to client

export const WelcomeMessage = Type.Object({
  type: Type.Literal('welcome'),
  you: MemberId,
  room: RoomView,
  chat: Type.Array(ChatLine, { description: 'The last lines, oldest first' }),
  serverTime: Millis,
});
export const StateMessage = Type.Object({
  type: Type.Literal('state'),
  room: RoomView,
});
export const PongMessage = Type.Object({
  type: Type.Literal('pong'),
  id: Type.Integer({ minimum: 0 }),
  sentAt: Type.Number({ description: 'The ping’s own, echoed' }),
  serverTime: Millis,
});
export const ChatBroadcast = Type.Object({ type: Type.Literal('chat'), line: ChatLine });
export const RefusalMessage = Type.Object({
  type: Type.Literal('refusal'),
  refusal: RoomRefusalKind,
  code: Type.Integer(),
  msg: Type.String(),
});

export const RoomServerMessage = Type.Union([
  WelcomeMessage,
  StateMessage,
  PongMessage,
  ChatBroadcast,
  RefusalMessage,
]);
export type RoomServerMessage = Static<typeof RoomServerMessage>;

export type JoinMessage = Static<typeof JoinMessage>;
export type ControlMessage = Static<typeof ControlMessage>;
export type WelcomeMessage = Static<typeof WelcomeMessage>;
export type StateMessage = Static<typeof StateMessage>;
export type PongMessage = Static<typeof PongMessage>;
export type ChatBroadcast = Static<typeof ChatBroadcast>;
export type RefusalMessage = Static<typeof RefusalMessage>;
