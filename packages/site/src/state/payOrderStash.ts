/**
 * What a payment leaves in the tab's session storage: a redirect method's order, which must survive
 * the trip to the pay page and back, and which orders were already reported to analytics.
 */
import type { PayOrder } from '@xinghe/contracts/client';
import { sessionStore } from '../storage';

const STASH_PREFIX = 'pay_order_';

/**
 * A redirect method's order survives the trip to the pay page (its amount and currency for the
 * purchase event, its details for the panel shown on return).
 */
export function stashOrder(order: PayOrder) {
  sessionStore.setJson(STASH_PREFIX + order.orderId, order);
}

export function readStash(orderId: string): PayOrder | null {
  const order = sessionStore.getJson(STASH_PREFIX + orderId) as PayOrder | null;
  return order?.orderId === orderId ? order : null;
}

export const dropStash = (orderId: string) => sessionStore.remove(STASH_PREFIX + orderId);

/**
 * Orders already reported to analytics: a result may arrive twice (the dialog, then the /vip page
 * the pay page returns to, or a reload of it), the purchase counts once per browser tab.
 */
const reported = new Set<string>();
const REPORTED_PREFIX = 'pay_reported_';
export function firstReport(orderId: string): boolean {
  if (reported.has(orderId) || sessionStore.get(REPORTED_PREFIX + orderId)) return false;
  reported.add(orderId);
  sessionStore.set(REPORTED_PREFIX + orderId, '1');
  return true;
}

/** Tests: forget which orders were reported in this module's memory. */
export function forgetReported() {
  reported.clear();
}
