/**
 * The VIP packages and the orders of the simulated payment methods. Paying is the one place an
 * order changes VIP time: one transaction moves it pending -> paid with a conditional UPDATE and
 * extends the owner's VIP only when that UPDATE changed a row, so a replayed payment finds
 * nothing to change and adds nothing.
 */
import type { Database } from 'better-sqlite3';
import {
  PAY_ORDER_TTL_SECONDS,
  type PayCurrency,
  type PayMethod,
  type PayStatus,
  type Product,
  VIP_PLANS,
  type VipPlan,
} from '@xinghe/contracts';
import { createInviteCredits } from '../points/invites';
import { createUserQueries } from '../queries/users';
import { amountIn, currencyOf } from './pricing';
import { newOrderId, newWalletAddress } from './random';

/** What the table stores; `expired` is never stored, it is a pending order read after expireAt. */
type StoredStatus = 'pending' | 'paid' | 'cancelled';

export interface OrderRow {
  id: string;
  userId: number;
  productId: number;
  days: number;
  method: PayMethod;
  amount: number;
  currency: PayCurrency;
  status: StoredStatus;
  returnUrl: string | null;
  address: string | null;
  createdAt: number;
  expireAt: number;
  paidAt: number | null;
}

export type PayOutcome =
  | { kind: 'paid'; order: OrderRow; expireTime: number }
  | { kind: 'refused'; order: OrderRow; status: Exclude<PayStatus, 'pending'> }
  | { kind: 'unknown' };

const ORDER_COLUMNS = `id, user_id AS userId, product_id AS productId, days, method, amount,
  currency, status, return_url AS returnUrl, address, created_at AS createdAt,
  expire_at AS expireAt, paid_at AS paidAt`;

const PRODUCT_COLUMNS = `id, name, days, price, original_price AS originalPrice, p_desc AS pDesc,
  recommended`;

type ProductRow = Omit<Product, 'recommended'> & { recommended: 0 | 1 };

const PLAN_OF_NAME = new Map(
  Object.entries(VIP_PLANS).map(([plan, name]) => [name as string, plan as VipPlan]),
);

// A package the operator names otherwise than VIP_PLANS has no code: the site shows its name.
const toProduct = (row: ProductRow): Product => {
  const plan = PLAN_OF_NAME.get(row.name);
  return { ...row, recommended: row.recommended === 1, ...(plan && { plan }) };
};

/** The status a caller sees: a pending order past its expiry reads as expired. */
export function statusAt(order: OrderRow, nowSeconds: number): PayStatus {
  if (order.status === 'pending' && order.expireAt <= nowSeconds) return 'expired';
  return order.status;
}

export type OrderStore = ReturnType<typeof createOrderStore>;

export function createOrderStore(db: Database) {
  const users = createUserQueries(db);
  const invites = createInviteCredits(db);
  const allProducts = db.prepare<[], ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products ORDER BY position`,
  );
  const productById = db.prepare<[number], ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products WHERE id = ?`,
  );
  const insert = db.prepare<{
    id: string;
    userId: number;
    productId: number;
    days: number;
    method: PayMethod;
    amount: number;
    currency: PayCurrency;
    returnUrl: string | null;
    address: string | null;
    now: number;
    expireAt: number;
  }>(
    `INSERT INTO orders (id, user_id, product_id, days, method, amount, currency, return_url,
       address, created_at, expire_at)
     VALUES (@id, @userId, @productId, @days, @method, @amount, @currency, @returnUrl,
       @address, @now, @expireAt)`,
  );
  const byId = db.prepare<[string], OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ?`);
  const countPending = db.prepare<
    { userId: number; now: number },
    { n: number; firstExpiry: number | null }
  >(
    `SELECT COUNT(*) AS n, MIN(expire_at) AS firstExpiry FROM orders
     WHERE user_id = @userId AND status = 'pending' AND expire_at > @now`,
  );
  const markPaid = db.prepare<{ id: string; now: number }>(
    `UPDATE orders SET status = 'paid', paid_at = @now
     WHERE id = @id AND status = 'pending' AND expire_at > @now`,
  );
  const cancelCools = db.prepare<{ id: string; userId: number; now: number }>(
    `UPDATE orders SET status = 'cancelled'
     WHERE id = @id AND user_id = @userId AND method = 'cools' AND status = 'pending'
       AND expire_at > @now`,
  );

  const cancelAllPending = db.prepare<{ userId: number; now: number }>(
    `UPDATE orders SET status = 'cancelled'
     WHERE user_id = @userId AND status = 'pending' AND expire_at > @now`,
  );

  const pay = db.transaction((id: string, nowSeconds: number): PayOutcome => {
    const changed = markPaid.run({ id, now: nowSeconds }).changes;
    const order = byId.get(id);
    if (!order) return { kind: 'unknown' };
    if (changed === 1) {
      // Inside the same transaction as the status change: all happen, or none.
      const expireTime = users.extendVip(order.userId, order.days, nowSeconds);
      invites.creditForPayment(order.userId, nowSeconds);
      return { kind: 'paid', order, expireTime };
    }
    const status = statusAt(order, nowSeconds);
    if (status === 'pending') throw new Error(`order ${id} is pending but was not paid`);
    return { kind: 'refused', order, status };
  });

  return {
    products: (): Product[] => allProducts.all().map(toProduct),
    product: (id: number): Product | undefined => {
      const row = productById.get(id);
      return row && toProduct(row);
    },

    /** A new pending order for a package, priced in the method's currency, payable 15 minutes. */
    create(input: {
      userId: number;
      product: Product;
      method: PayMethod;
      returnUrl?: string | null;
      nowSeconds: number;
    }): OrderRow {
      const currency = currencyOf(input.method);
      const id = newOrderId();
      const address = input.method === 'cools' ? newWalletAddress() : null;
      insert.run({
        id,
        userId: input.userId,
        productId: input.product.id,
        days: input.product.days,
        method: input.method,
        amount: amountIn(currency, input.product.price),
        currency,
        returnUrl: input.returnUrl ?? null,
        address,
        now: input.nowSeconds,
        expireAt: input.nowSeconds + PAY_ORDER_TTL_SECONDS,
      });
      const order = byId.get(id);
      if (!order) throw new Error(`order ${id} was not stored`);
      return order;
    },

    /** How many orders of this user can still be paid (pending and not expired). */
    pendingCount: (userId: number, nowSeconds: number): number =>
      countPending.get({ userId, now: nowSeconds })?.n ?? 0,
    /** When the first of this user's payable orders expires (epoch s), or null with none. */
    firstPendingExpiry: (userId: number, nowSeconds: number): number | null =>
      countPending.get({ userId, now: nowSeconds })?.firstExpiry ?? null,

    find: (id: string): OrderRow | undefined => byId.get(id),
    /** The order when it belongs to this user; another user's order is as unknown as none. */
    findOwned(id: string, userId: number): OrderRow | undefined {
      const order = byId.get(id);
      return order && order.userId === userId ? order : undefined;
    },

    /** Marks a pending, unexpired order paid and extends its owner's VIP, exactly once. */
    pay,

    /** Cancels a pending cools order of this user; false when there was nothing to cancel. */
    cancelCools: (id: string, userId: number, nowSeconds: number): boolean =>
      cancelCools.run({ id, userId, now: nowSeconds }).changes === 1,

    /** Cancels every order this user could still pay (dev states); how many there were. */
    cancelAllPending: (userId: number, nowSeconds: number): number =>
      cancelAllPending.run({ userId, now: nowSeconds }).changes,
  };
}
