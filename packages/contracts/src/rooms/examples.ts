/**
 * One valid example of every room message, by kind: the schema tests check them, and another
 * implementation of the protocol can replay them against its own server or client.
 */
import type { RoomClientMessage, RoomServerMessage, RoomView } from '../schemas/rooms';
import type { RoomClientKind, RoomServerKind } from './protocol';

const room: RoomView = {
  code: '7K2M9QXH4D',
  controller: 'memberAlice01',
  playback: {
    vodId: 'a1B2c3',
    episode: 'ep2',
    line: 'line1',
    playing: true,
    position: 600,
    at: 1_765_000_000_300,
  },
  members: [
    { id: 'memberAlice01', name: '小明', signedIn: true, buffering: false, away: false },
    { id: 'memberBob0002', name: '访客 7', signedIn: false, buffering: true, away: false },
  ],
  version: 4,
};

export const CLIENT_EXAMPLES = {
  join: {
    type: 'join',
    memberId: 'memberAlice01',
    name: '小明',
    token: 'a.b.c',
    hostKey: 'k'.repeat(24),
  },
  ping: { type: 'ping', id: 3, sentAt: 1_765_000_000_000.25 },
  control: { type: 'control', action: 'seek', position: 600 },
  handover: { type: 'handover', to: 'memberBob0002' },
  buffering: { type: 'buffering', buffering: true },
  chat: { type: 'chat', text: '前方高能' },
  leave: { type: 'leave' },
} as const satisfies { [K in RoomClientKind]: Extract<RoomClientMessage, { type: K }> };

export const SERVER_EXAMPLES = {
  welcome: { type: 'welcome', you: 'memberBob0002', room, chat: [], serverTime: 1_765_000_000_000 },
  state: { type: 'state', room },
  pong: { type: 'pong', id: 3, sentAt: 1_765_000_000_000.25, serverTime: 1_765_000_000_020 },
  chat: {
    type: 'chat',
    line: {
      id: 'c1',
      from: 'memberAlice01',
      name: '小明',
      text: '前方高能',
      at: 1_765_000_000_000,
    },
  },
  refusal: { type: 'refusal', refusal: 'notController', code: 403, msg: '只有房主可以控制播放' },
} as const satisfies { [K in RoomServerKind]: Extract<RoomServerMessage, { type: K }> };
