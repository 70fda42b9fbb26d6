/**
 * 一起看: the room this tab is in (the only place that talks to the host's room socket). Joins by
 * code, measures the clock offset with pings, keeps the members, the shared playback and the chat
 * (shown as 弹幕 and in the side list; never stored with the title's comments), and drives a
 * player the page attaches so it follows the room (rooms/sync.ts). A member who buffers drops
 * behind and catches up on its own: the others see it marked, the room does not wait.
 */
import {
  Header,
  ROOM_CHAT_HISTORY,
  ROOM_CREATE_PATH,
  ROOM_SOCKET_PATH,
  fillPath,
  type ChatLine,
  type CreateRoomBody,
  type CreatedRoom,
  type RoomAction,
  type RoomServerMessage,
  type RoomView,
} from '@xinghe/contracts/client';
import { proxy, useSnapshot } from 'valtio';
import { sessionState } from './session';
import { sessionStore } from '../storage';
import { clockOffset, correction, roomPosition, type PingSample } from '../rooms/sync';

export type RoomStatus = 'idle' | 'joining' | 'joined' | 'closed' | 'notFound' | 'error';

export interface RoomState {
  status: RoomStatus;
  code: string | null;
  you: string | null;
  room: RoomView | null;
  chat: ChatLine[];
  /** The last refusal's message (the server's own, in Chinese). */
  refusal: string | null;
  /** The server's clock minus ours, ms. */
  offset: number;
}

export const roomState = proxy<RoomState>({
  status: 'idle',
  code: null,
  you: null,
  room: null,
  chat: [],
  refusal: null,
  offset: 0,
});

/** What the store needs of a player (a <video> fits). */
export interface RoomPlayer {
  currentTime: number;
  paused: boolean;
  playbackRate: number;
  play(): Promise<void> | void;
  pause(): void;
}

const MEMBER_KEY = 'xinghe.room.member';
const hostKeyOf = (code: string) => `xinghe.room.host.${code}`;
const PING_EVERY_MS = 2_000;
const SYNC_EVERY_MS = 250;

function memberId(): string {
  const kept = sessionStore.get(MEMBER_KEY);
  if (kept) return kept;
  const id = crypto.randomUUID().replaceAll('-', '').slice(0, 20);
  sessionStore.set(MEMBER_KEY, id);
  return id;
}

let socket: WebSocket | null = null;
let player: RoomPlayer | null = null;
let timers: ReturnType<typeof setInterval>[] = [];
let samples: PingSample[] = [];
let pingId = 0;

const send = (message: object) => {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
};
const serverNow = () => Date.now() + roomState.offset;

function receive(message: RoomServerMessage) {
  switch (message.type) {
    case 'welcome':
      roomState.status = 'joined';
      roomState.you = message.you;
      roomState.room = message.room;
      roomState.chat = message.chat;
      return;
    case 'state':
      if (!roomState.room || message.room.version >= roomState.room.version) {
        roomState.room = message.room;
      }
      return;
    case 'chat':
      roomState.chat = [...roomState.chat, message.line].slice(-ROOM_CHAT_HISTORY);
      return;
    case 'pong':
      samples = [
        ...samples,
        { sentAt: message.sentAt, serverTime: message.serverTime, receivedAt: Date.now() },
      ].slice(-8);
      roomState.offset = clockOffset(samples) ?? 0;
      return;
    case 'refusal':
      roomState.refusal = message.msg;
      if (message.refusal === 'roomNotFound') roomState.status = 'notFound';
  }
}

/** One step of following the room: the player to the room's state at this moment. */
function follow() {
  const playback = roomState.room?.playback;
  if (!player || !playback) return;
  const now = serverNow();
  // A change takes effect at its shared moment; until then the player goes on as it was.
  if (now < playback.at) return;
  const target = roomPosition(playback, now);
  if (playback.playing && player.paused) void player.play();
  if (!playback.playing && !player.paused) player.pause();
  const fix = correction(player.currentTime, target, playback.playing);
  if (fix.kind === 'seek') {
    player.currentTime = fix.to;
    player.playbackRate = 1;
  } else player.playbackRate = fix.kind === 'rate' ? fix.rate : 1;
}

export const roomActions = {
  /** Creates a room from the player (signed in only); the creator's key stays in this tab. */
  async create(body: CreateRoomBody): Promise<CreatedRoom | { error: string }> {
    const response = await fetch(ROOM_CREATE_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [Header.token]: sessionState.token },
      body: JSON.stringify(body),
    }).catch(() => null);
    const reply = (await response?.json().catch(() => null)) as {
      code: number;
      msg: string;
      data: CreatedRoom | null;
    } | null;
    if (!reply || reply.code !== 0 || !reply.data) return { error: reply?.msg ?? '' };
    sessionStore.set(hostKeyOf(reply.data.code), reply.data.hostKey);
    return reply.data;
  },

  join(code: string, name: string) {
    roomActions.leave(false);
    Object.assign(roomState, { status: 'joining', code, refusal: null, chat: [], room: null });
    const url = new URL(fillPath(ROOM_SOCKET_PATH, { code }), location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(url);
    socket = ws;
    ws.addEventListener('open', () => {
      const hostKey = sessionStore.get(hostKeyOf(code)) ?? undefined;
      const token = sessionState.token || undefined;
      send({ type: 'join', memberId: memberId(), name, token, hostKey });
      send({ type: 'ping', id: pingId++, sentAt: Date.now() });
    });
    ws.addEventListener('message', (event) => {
      try {
        receive(JSON.parse(String(event.data)) as RoomServerMessage);
      } catch {
        // Not ours to show: a frame the contract does not know is ignored.
      }
    });
    ws.addEventListener('close', () => {
      if (socket !== ws) return;
      socket = null;
      if (roomState.status !== 'notFound') roomState.status = 'closed';
    });
    timers = [
      setInterval(() => send({ type: 'ping', id: pingId++, sentAt: Date.now() }), PING_EVERY_MS),
      setInterval(follow, SYNC_EVERY_MS),
    ];
  },

  attach(next: RoomPlayer | null) {
    player = next;
  },

  /** The controller's change, at the position its player shows. */
  control(action: RoomAction, position: number, part: { episode?: string; line?: string } = {}) {
    send({ type: 'control', action, position: Math.max(0, position), ...part });
  },

  handover(to: string) {
    send({ type: 'handover', to });
  },

  buffering(value: boolean) {
    send({ type: 'buffering', buffering: value });
  },

  chat(text: string) {
    if (text.trim()) send({ type: 'chat', text: text.trim() });
  },

  /** Leaves for good (the leave message) or just drops the socket (a reload rejoins). */
  leave(announce = true) {
    if (announce) send({ type: 'leave' });
    socket?.close();
    socket = null;
    for (const timer of timers) clearInterval(timer);
    timers = [];
    samples = [];
    player = null;
  },
};

export const useRoom = () => useSnapshot(roomState);
export const isController = (state: {
  room: { controller: string | null } | null;
  you: string | null;
}) => state.room !== null && state.room.controller === state.you;
