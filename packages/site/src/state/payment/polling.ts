/**
 * Watching an order (a new one, or one a redirect comes back with): `pay/result` is polled every 2 s while something shows the order, until it is
 * paid, cancelled or expired (or its own expiry passes). Every new order, watch or stop starts a
 * new generation; replies for an older one are dropped.
 */
import { ErrorCode } from '@xinghe/contracts/client';
import { ref } from 'valtio';
import { api, type ApiClient } from '../../api';
import { readStash } from '../payOrderStash';
import { applyResult } from './paidOrder';
import { paymentState } from './paymentState';

export const POLL_INTERVAL_MS = 2_000;

/** With no known order expiry (a return from a redirect), polling gives up after this long. */
export const WATCH_LIMIT_MS = 15 * 60_000;

let pollTimer: ReturnType<typeof setTimeout> | null = null;
let generation = 0;

/** Stops polling; whatever is on its way for the current order is dropped. Returns the new generation. */
export function stopPolling(): number {
  if (pollTimer !== null) clearTimeout(pollTimer);
  pollTimer = null;
  return ++generation;
}

/** Whether `mine` is still the current generation (nothing replaced or stopped it). */
export const isCurrent = (mine: number) => mine === generation;

/** Polls `pay/result` for `orderId` until a final status or `deadlineMs` (epoch ms) passes. */
export function poll(orderId: string, deadlineMs: number, client: ApiClient) {
  const mine = stopPolling();
  const tick = async () => {
    pollTimer = null;
    if (!isCurrent(mine)) return;
    if (Date.now() >= deadlineMs) {
      paymentState.status = 'expired';
      return;
    }
    const reply = await client.call('getPayResult', { params: { orderId } });
    if (!isCurrent(mine)) return;
    if (reply.ok) {
      if (await applyResult(reply.data, client)) return;
    } else if (reply.code === ErrorCode.Unauthorized || reply.code === ErrorCode.NotFound) {
      // Logged out under us, or not an order of this user: nothing more to learn.
      paymentState.status = 'error';
      paymentState.error = reply.msg;
      return;
    }
    // Pending, or a network blip: ask again later.
    pollTimer = setTimeout(() => void tick(), POLL_INTERVAL_MS);
  };
  pollTimer = setTimeout(() => void tick(), POLL_INTERVAL_MS);
}

/**
 * Back from a redirect method's pay page (/vip?orderId=): polls that order's result at once and
 * then every 2 s until it is final.
 */
export async function watchOrder(orderId: string, client: ApiClient = api) {
  const mine = stopPolling();
  const stashed = readStash(orderId);
  Object.assign(paymentState, {
    status: 'pending',
    order: stashed && ref(stashed),
    orderId,
    paid: null,
    error: undefined,
  });
  const reply = await client.call('getPayResult', { params: { orderId } });
  if (!isCurrent(mine)) return;
  if (!reply.ok) {
    Object.assign(paymentState, { status: 'error', error: reply.msg });
    return;
  }
  if (await applyResult(reply.data, client)) return;
  poll(orderId, stashed ? stashed.expireAt * 1000 : Date.now() + WATCH_LIMIT_MS, client);
}
