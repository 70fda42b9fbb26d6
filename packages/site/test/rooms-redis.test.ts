/**
 * 一起看 across hosts: two hosts sharing one real redis-server (ROOMS_REDIS_URL), a member on
 * each, are in one room: a room created on one is joined on the other, and control changes, chat
 * and control passing on reach members on both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildHost, createClientDir } from './host-helpers';
import { connect, createRoom, joined, startRedis, startTokenApi } from './rooms-helpers';

describe('rooms on two hosts sharing one redis-server', () => {
  const client = createClientDir();
  let api: Awaited<ReturnType<typeof startTokenApi>>;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  const hosts: FastifyInstance[] = [];
  const origins: string[] = [];

  beforeAll(async () => {
    api = await startTokenApi();
    redis = await startRedis();
    for (let i = 0; i < 2; i += 1) {
      const host = await buildHost({
        clientDir: client.dir,
        upstream: api.origin,
        rooms: { redisUrl: redis.url, graceMs: 50 },
      });
      hosts.push(host);
      origins.push(await host.listen({ host: '127.0.0.1', port: 0 }));
    }
  });
  afterAll(async () => {
    await Promise.all(hosts.map((host) => host.close()));
    await redis?.stop();
    await api.close();
    client.remove();
  });

  it('a room made on one host is joined and followed on the other', async () => {
    const { code, hostKey } = (await createRoom(hosts[0]!)).data;
    const alice = await joined(origins[0]!, code, 'alice-redis', { hostKey });
    const bob = await joined(origins[1]!, code, 'bob-redis1');
    expect(bob.welcome.room.members.map((m) => m.id)).toEqual(['alice-redis', 'bob-redis1']);
    await alice.member.next('state', (m) => m.room.members.length === 2);

    alice.member.send({ type: 'control', action: 'play', position: 12 });
    const play = await bob.member.next('state', (m) => m.room.playback.playing);
    expect(play.room.playback.position).toBe(12);

    bob.member.send({ type: 'chat', text: '你好' });
    expect((await alice.member.next('chat')).line).toMatchObject({
      text: '你好',
      from: 'bob-redis1',
    });

    // A refusal on host two changes nothing on host one.
    bob.member.send({ type: 'control', action: 'pause', position: 0 });
    expect(await bob.member.next('refusal')).toMatchObject({ refusal: 'notController' });

    const from = bob.member.received.length;
    alice.member.send({ type: 'leave' });
    const passed = await bob.member.next('state', (m) => m.room.members.length === 1, from);
    expect(passed.room.controller).toBe('bob-redis1');
  });

  it('a room made on host two is found on host one; an unknown code on neither', async () => {
    const { code } = (await createRoom(hosts[1]!)).data;
    const guest = await joined(origins[0]!, code, 'guest-0001');
    expect(guest.welcome.room.code).toBe(code);
    const lost = await connect(origins[1]!, 'ZZZZZZZZZZ');
    lost.send({ type: 'join', memberId: 'lost-00001', name: 'x' });
    expect(await lost.next('refusal')).toMatchObject({ refusal: 'roomNotFound' });
  });
});
