/**
 * 一起看 on one host (rooms in the process): creating a room needs a signed-in viewer; members
 * join by code, follow the controller, chat, hand control over; every refusal reaches only its
 * sender, and the host goes on serving the others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ROOM_CHAT_MAX, ROOM_MESSAGE_MAX_BYTES, ROOM_RATE_BURST } from '@xinghe/contracts';
import { buildHost, createClientDir } from './host-helpers';
import { START, connect, createRoom, joined, startTokenApi } from './rooms-helpers';

describe('rooms on one host', () => {
  const client = createClientDir();
  let api: Awaited<ReturnType<typeof startTokenApi>>;
  let host: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    api = await startTokenApi();
    host = await buildHost({ clientDir: client.dir, upstream: api.origin, rooms: { graceMs: 50 } });
    origin = await host.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await host.close();
    await api.close();
    client.remove();
  });

  it('refuses to create a room without a valid session, or with a bad body', async () => {
    expect(await createRoom(host, 'forged')).toMatchObject({ code: 401, msg: '请先登录' });
    const bad = await host.inject({
      method: 'POST',
      url: '/rooms',
      headers: { token: 'good.member.token', 'content-type': 'application/json' },
      payload: { ...START, position: -5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, msg: '请求参数错误' });
  });

  it('a signed-in viewer creates a room; its creator controls it, a guest follows', async () => {
    const created = await createRoom(host);
    expect(created.code).toBe(0);
    const { code, hostKey } = created.data;
    const alice = await joined(origin, code, 'alice-0001', { hostKey, token: 'good.member.token' });
    expect(alice.welcome.room.controller).toBe('alice-0001');
    expect(alice.welcome.room.members[0]).toMatchObject({ signedIn: true });
    const bob = await joined(origin, code, 'bob-00001', { hostKey: 'x'.repeat(24) });
    expect(bob.welcome.room.controller).toBe('alice-0001');
    expect(bob.welcome.room.members.map((m) => [m.id, m.signedIn])).toEqual([
      ['alice-0001', true],
      ['bob-00001', false],
    ]);

    const before = bob.member.received.length;
    alice.member.send({ type: 'control', action: 'seek', position: 600 });
    const seek = await bob.member.next('state', (m) => m.room.playback.position === 600, before);
    expect(seek.room.playback).toMatchObject({ playing: false, position: 600, episode: 'ep1' });
    expect(seek.room.playback.at).toBeGreaterThan(alice.welcome.serverTime);

    alice.member.send({ type: 'control', action: 'episode', position: 0, episode: 'ep2' });
    const episode = await bob.member.next('state', (m) => m.room.playback.episode === 'ep2');
    expect(episode.room.playback).toMatchObject({ position: 0, line: 'line1' });

    alice.member.send({ type: 'chat', text: ' 前方高能 ' });
    const chat = await bob.member.next('chat');
    expect(chat.line).toMatchObject({ from: 'alice-0001', text: '前方高能' });

    // Control without control is refused, to the sender alone, and changes nothing.
    bob.member.send({ type: 'control', action: 'pause', position: 1 });
    expect(await bob.member.next('refusal')).toMatchObject({
      refusal: 'notController',
      code: 403,
    });
    bob.member.send({ type: 'handover', to: 'bob-00001' });
    await bob.member.next('refusal', (m) => m.refusal === 'notController', before + 4);

    alice.member.send({ type: 'handover', to: 'nobody-123' });
    expect(await alice.member.next('refusal')).toMatchObject({ refusal: 'unknownMember' });
    alice.member.send({ type: 'handover', to: 'bob-00001' });
    await bob.member.next('state', (m) => m.room.controller === 'bob-00001');

    // The controller leaves: control passes on; a reload rejoins the same member with the chat.
    bob.member.send({ type: 'leave' });
    expect(await bob.member.closed).toBe(1000);
    await alice.member.next(
      'state',
      (m) => m.room.controller === 'alice-0001' && m.room.members.length === 1,
    );
    const again = await joined(origin, code, 'bob-00001');
    expect(again.welcome.chat.map((l) => l.text)).toEqual(['前方高能']);
    expect(again.welcome.room.playback.episode).toBe('ep2');
  });

  it('a dropped member is away, then gone after the grace; its control passes on', async () => {
    const { code, hostKey } = (await createRoom(host)).data;
    const alice = await joined(origin, code, 'alice-0002', { hostKey });
    const bob = await joined(origin, code, 'bob-00002');
    const from = bob.member.received.length;
    alice.member.socket.terminate();
    await bob.member.next('state', (m) => m.room.members[0]!.away, from);
    const after = await bob.member.next('state', (m) => m.room.members.length === 1, from);
    expect(after.room.controller).toBe('bob-00002');
  });

  it('refuses an unknown room and closes the socket', async () => {
    const member = await connect(origin, 'ZZZZZZZZZZ');
    member.send({ type: 'join', memberId: 'lost-00001', name: 'x' });
    expect(await member.next('refusal')).toMatchObject({ refusal: 'roomNotFound', code: 404 });
    expect(await member.closed).toBe(4404);
  });

  it('refuses malformed, oversized and early messages, and keeps the socket', async () => {
    const { code } = (await createRoom(host)).data;
    const member = await connect(origin, code);
    member.send('not json');
    expect(await member.next('refusal')).toMatchObject({ refusal: 'malformed', code: 400 });
    member.send({ type: 'chat', text: 'x'.repeat(ROOM_CHAT_MAX + 1) });
    await member.next('refusal', undefined, 1);
    member.send(
      JSON.stringify({ type: 'chat', text: 'y', pad: 'z'.repeat(ROOM_MESSAGE_MAX_BYTES) }),
    );
    expect(await member.next('refusal', undefined, 2)).toMatchObject({ refusal: 'tooLarge' });
    member.send({ type: 'chat', text: 'hi' });
    expect(await member.next('refusal', undefined, 3)).toMatchObject({ refusal: 'notJoined' });
    member.send({ type: 'ping', id: 7, sentAt: 1.5 });
    expect(await member.next('pong')).toMatchObject({ id: 7, sentAt: 1.5 });
    const health = await host.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });

  it('refuses a flood from one member past the burst; the others are not affected', async () => {
    const { code, hostKey } = (await createRoom(host)).data;
    const alice = await joined(origin, code, 'alice-0003', { hostKey });
    const bob = await joined(origin, code, 'bob-00003');
    for (let i = 0; i < ROOM_RATE_BURST + 5; i += 1) {
      bob.member.send({ type: 'ping', id: i, sentAt: i });
    }
    expect(await bob.member.next('refusal')).toMatchObject({ refusal: 'flooding', code: 429 });
    const from = alice.member.received.length;
    alice.member.send({ type: 'ping', id: 1, sentAt: 1 });
    await alice.member.next('pong', undefined, from);
    alice.member.send({ type: 'chat', text: '还在' });
    await alice.member.next('chat', (m) => m.line.text === '还在');
  });
});
