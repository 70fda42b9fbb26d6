import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../envelope';
import { RoomClientMessage, RoomServerMessage } from '../schemas/rooms';
import { CLIENT_EXAMPLES, SERVER_EXAMPLES } from './examples';
import {
  ROOM_CHAT_MAX,
  ROOM_CLIENT_KINDS,
  ROOM_NAME_MAX,
  ROOM_REFUSALS,
  ROOM_SERVER_KINDS,
} from './protocol';

const client = (m: unknown) => Value.Check(RoomClientMessage, m);
const server = (m: unknown) => Value.Check(RoomServerMessage, m);

describe('room messages, client to server', () => {
  it.each(ROOM_CLIENT_KINDS)('%s: the example is valid', (kind) => {
    expect(client(CLIENT_EXAMPLES[kind])).toBe(true);
  });
  it.each(ROOM_CLIENT_KINDS)('%s: an unknown field is refused', (kind) => {
    expect(client({ ...CLIENT_EXAMPLES[kind], extra: 1 })).toBe(false);
  });
  it('the union takes exactly the closed list of kinds', () => {
    const kinds = RoomClientMessage.anyOf.map((s) => s.properties.type.const);
    expect(kinds.sort()).toEqual([...ROOM_CLIENT_KINDS].sort());
    expect(client({ type: 'kick', to: 'memberBob0002' })).toBe(false);
  });
  it('join: a member id outside the pattern, an empty or too long name are refused', () => {
    const join = CLIENT_EXAMPLES.join;
    expect(client({ ...join, memberId: 'short' })).toBe(false);
    expect(client({ ...join, memberId: 'has space in it' })).toBe(false);
    expect(client({ ...join, name: '' })).toBe(false);
    expect(client({ ...join, name: '名'.repeat(ROOM_NAME_MAX + 1) })).toBe(false);
    expect(client({ type: 'join', memberId: 'memberBob0002', name: '访客' })).toBe(true);
  });
  it('control: an unknown action or a negative position is refused', () => {
    expect(client({ type: 'control', action: 'rewind', position: 1 })).toBe(false);
    expect(client({ type: 'control', action: 'seek', position: -1 })).toBe(false);
    expect(client({ type: 'control', action: 'seek' })).toBe(false);
    expect(
      client({ type: 'control', action: 'episode', position: 0, episode: 'ep3', line: 'l1' }),
    ).toBe(true);
  });
  it('chat: empty or longer than the limit is refused', () => {
    expect(client({ type: 'chat', text: '' })).toBe(false);
    expect(client({ type: 'chat', text: 'x'.repeat(ROOM_CHAT_MAX + 1) })).toBe(false);
    expect(client({ type: 'chat', text: 'x'.repeat(ROOM_CHAT_MAX) })).toBe(true);
  });
  it('ping and buffering need their fields', () => {
    expect(client({ type: 'ping', id: -1, sentAt: 1 })).toBe(false);
    expect(client({ type: 'ping', sentAt: 1 })).toBe(false);
    expect(client({ type: 'buffering', buffering: 'yes' })).toBe(false);
  });
});

describe('room messages, server to client', () => {
  it.each(ROOM_SERVER_KINDS)('%s: the example is valid', (kind) => {
    expect(server(SERVER_EXAMPLES[kind])).toBe(true);
  });
  it('the union takes exactly the closed list of kinds', () => {
    const kinds = RoomServerMessage.anyOf.map((s) => s.properties.type.const);
    expect(kinds.sort()).toEqual([...ROOM_SERVER_KINDS].sort());
  });
  it('a state whose playback lacks its moment, or a member without a flag, is invalid', () => {
    const { room } = SERVER_EXAMPLES.state;
    const { at: _at, ...noMoment } = room.playback;
    expect(server({ type: 'state', room: { ...room, playback: noMoment } })).toBe(false);
    const { away: _away, ...noAway } = room.members[0]!;
    expect(server({ type: 'state', room: { ...room, members: [noAway] } })).toBe(false);
    expect(server({ type: 'state', room: { ...room, controller: null } })).toBe(true);
  });
  it('a refusal names a kind of the closed list', () => {
    expect(server({ ...SERVER_EXAMPLES.refusal, refusal: 'bored' })).toBe(false);
  });
});

describe('the refusal table', () => {
  it('takes every code from the envelope code table', () => {
    const codes = new Set<number>(Object.values(ErrorCode));
    for (const { code, msg } of Object.values(ROOM_REFUSALS)) {
      expect(codes.has(code)).toBe(true);
      expect(msg).toMatch(/\p{Script=Han}/u);
    }
  });
});
