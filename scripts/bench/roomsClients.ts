/**
 * The rooms bench's clients (run by rooms.mjs with tsx, so they use the site's own sync rules):
 *
 * - sync: two members of one room, each a simulated player (its position advances with its
 *   playback rate) on a clock skewed from the real one, whose messages arrive with a jittered
 *   delay, both following the room with `rooms/sync.ts` exactly as the page does. The
 *   controller plays, seeks and pauses/plays again; their positions are sampled at the same real
 *   moments every 100 ms, and the difference is the sync error.
 * - fan-out: 50 members; the controller seeks, and the time until the last member has the new
 *   state is measured, 20 times.
 *
 * Prints one JSON line. Not a browser: the player is simulated, the socket, host and protocol real.
 */
import { createRequire } from 'node:module';
import { clockOffset, correction, roomPosition } from '../../packages/site/src/rooms/sync';
import type { PingSample } from '../../packages/site/src/rooms/sync';
import type { RoomServerMessage, RoomView } from '@xinghe/contracts/client';

const require = createRequire(new URL('../../packages/site/package.json', import.meta.url));
const { WebSocket } = require('ws') as typeof import('ws');

const [origin, token, seconds = '60'] = process.argv.slice(2) as [string, string, string?];
const START = { vodId: 'bench1', episode: 'ep1', line: 'line1', position: 0 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

async function createRoom() {
  const reply = await fetch(`${origin}/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(START),
  });
  const body = (await reply.json()) as { code: number; data: { code: string; hostKey: string } };
  if (body.code !== 0) throw new Error(`creating a room: ${JSON.stringify(body)}`);
  return body.data;
}

interface Member {
  send(message: object): void;
  view: () => RoomView | null;
  onMessage: (handler: (m: RoomServerMessage) => void) => void;
  close(): void;
}

async function join(code: string, id: string, hostKey?: string, delay = () => 0): Promise<Member> {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/rooms/${code}/socket`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let view: RoomView | null = null;
  const handlers: ((m: RoomServerMessage) => void)[] = [];
  const welcomed = new Promise<void>((resolve) => {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as RoomServerMessage;
      setTimeout(() => {
        if (message.type === 'welcome') {
          view = message.room;
          resolve();
        }
        if (message.type === 'state' && (!view || message.room.version >= view.version)) {
          view = message.room;
        }
        for (const handler of handlers) handler(message);
      }, delay());
    });
  });
  const send = (message: object) => setTimeout(() => socket.send(JSON.stringify(message)), delay());
  send({ type: 'join', memberId: id, name: id.slice(0, 8), hostKey });
  await welcomed;
  return {
    send,
    view: () => view,
    onMessage: (handler) => handlers.push(handler),
    close: () => socket.close(),
  };
}

/** A simulated player following the room, on a clock `skewMs` off the real one. */
function follower(member: Member, skewMs: number) {
  const clock = () => Date.now() + skewMs;
  let samples: PingSample[] = [];
  let offset = 0;
  let position = 0;
  let rate = 1;
  let playing = false;
  let last = performance.now();
  const advance = () => {
    const now = performance.now();
    if (playing) position += ((now - last) / 1000) * rate;
    last = now;
  };
  member.onMessage((m) => {
    if (m.type !== 'pong') return;
    samples = [...samples, { sentAt: m.sentAt, serverTime: m.serverTime, receivedAt: clock() }];
    offset = clockOffset(samples) ?? 0;
  });
  let id = 0;
  const pings = setInterval(() => member.send({ type: 'ping', id: id++, sentAt: clock() }), 1_000);
  const tick = setInterval(() => {
    advance();
    const playback = member.view()?.playback;
    const serverNow = clock() + offset;
    if (!playback || serverNow < playback.at) return;
    playing = playback.playing;
    const fix = correction(position, roomPosition(playback, serverNow), playback.playing);
    if (fix.kind === 'seek') [position, rate] = [fix.to, 1];
    else rate = fix.kind === 'rate' ? fix.rate : 1;
  }, 250);
  return {
    position: () => (advance(), position),
    stop: () => [pings, tick].forEach(clearInterval),
  };
}

async function measureSync(totalS: number) {
  const { code, hostKey } = await createRoom();
  const jitter = () => 10 + Math.random() * 60;
  const a = await join(code, 'benchSyncA01', hostKey, jitter);
  const b = await join(code, 'benchSyncB01', undefined, jitter);
  const players = [follower(a, 137), follower(b, -250)];
  await sleep(3_000); // a few pings for the offsets
  a.send({ type: 'control', action: 'play', position: 0 });
  const errors: number[] = [];
  const started = performance.now();
  const at = (fraction: number) => started + totalS * 1000 * fraction;
  const changes = [
    { when: at(0.33), message: { type: 'control', action: 'seek', position: 600 } },
    { when: at(0.66), message: { type: 'control', action: 'pause', position: 0 } },
    { when: at(0.7), message: { type: 'control', action: 'play', position: 0 } },
  ];
  while (performance.now() - started < totalS * 1000) {
    await sleep(100);
    const next = changes[0];
    if (next && performance.now() >= next.when) {
      changes.shift();
      const position = players[0]!.position();
      a.send({ ...next.message, position: next.message.action === 'seek' ? 600 : position });
    }
    errors.push(Math.abs(players[0]!.position() - players[1]!.position()) * 1000);
  }
  players.forEach((p) => p.stop());
  a.close();
  b.close();
  return {
    samples: errors.length,
    p50Ms: Math.round(quantile(errors, 0.5)),
    p95Ms: Math.round(quantile(errors, 0.95)),
  };
}

async function measureFanOut(members: number, rounds: number) {
  const { code, hostKey } = await createRoom();
  const controller = await join(code, 'benchFanCtl01', hostKey);
  const others: Member[] = [];
  for (let i = 1; i < members; i += 1)
    others.push(await join(code, `benchFan${String(i).padStart(5, '0')}`));
  const times: number[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const position = round * 10;
    const reached = others.map(
      (m) =>
        new Promise<void>((resolve) => {
          const look = () => (m.view()?.playback.position === position ? resolve() : undefined);
          m.onMessage(look);
        }),
    );
    const sent = performance.now();
    controller.send({ type: 'control', action: 'seek', position });
    await Promise.all(reached);
    times.push(performance.now() - sent);
    await sleep(50);
  }
  [controller, ...others].forEach((m) => m.close());
  return {
    members,
    rounds,
    p50Ms: Number(quantile(times, 0.5).toFixed(1)),
    p95Ms: Number(quantile(times, 0.95).toFixed(1)),
  };
}

const sync = await measureSync(Number(seconds));
const fanOut = await measureFanOut(50, 20);
console.log(JSON.stringify({ sync, fanOut }));
process.exit(0);
