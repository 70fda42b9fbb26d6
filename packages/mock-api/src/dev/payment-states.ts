/**
 * Provider states of the payment and points pacts. Login comes from the session states
 * (`user {email} is logged in`, see `vod-states.ts`); these add what an interaction needs on top:
 * a pending order of the user (its id handed back as `orderId`, which the interaction's body
 * injects with `fromProviderState`), no orders awaiting payment (room under the per-user cap),
 * an exact points balance, a check-in not yet made today.
 */
import { ErrorCode, PAY_METHODS, type PayMethod } from '@xinghe/contracts';
import { Msg } from '../lib/messages';
import { badRequest, Refusal } from '../lib/reply';
import { createOrderStore } from '../payments/orders';
import { createPointsLedger, shanghaiDayStart } from '../points/ledger';
import { devAccounts } from './accounts';
import type { ProviderState, StateParams } from './provider-states';

const unmet = (why: string) => new Refusal(ErrorCode.NotFound, Msg.stateNotMet(why));
const nowSeconds = () => Math.floor(Date.now() / 1000);

function emailParam(params: StateParams): string {
  const value = params['email'];
  if (typeof value !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(value)) {
    throw badRequest(Msg.badParam('email'));
  }
  return value;
}

function methodParam(params: StateParams): PayMethod {
  const value = params['method'];
  if (typeof value !== 'string' || !PAY_METHODS.includes(value as PayMethod)) {
    throw badRequest(Msg.badParam('method'));
  }
  return value as PayMethod;
}

function pointsParam(params: StateParams): number {
  const value = Number(params['points']);
  if (!Number.isSafeInteger(value) || value < 0) throw badRequest(Msg.badParam('points'));
  return value;
}

/** The package the order states buy: the first one on sale. */
const ORDER_PRODUCT_ID = 1;

export const paymentProviderStates: readonly ProviderState[] = [
  {
    name: 'the VIP packages are on sale',
    setup({ db }) {
      const count = createOrderStore(db).products().length;
      if (count === 0) throw unmet('没有VIP套餐');
      return { count };
    },
  },
  {
    name: 'user {email} has a pending {method} order',
    setup({ db }, params) {
      const user = devAccounts(db).ensure(emailParam(params));
      const orders = createOrderStore(db);
      const product = orders.product(ORDER_PRODUCT_ID);
      if (!product) throw unmet(`套餐 ${ORDER_PRODUCT_ID} 不存在`);
      const order = orders.create({
        userId: user.id,
        product,
        method: methodParam(params),
        nowSeconds: nowSeconds(),
      });
      return { orderId: order.id, productId: product.id };
    },
  },
  {
    // Orders are capped per user (see routes/payment.ts): a verifier that runs the pact again
    // against a long-lived server would otherwise meet its own earlier orders.
    name: 'user {email} has no orders awaiting payment',
    setup({ db }, params) {
      const user = devAccounts(db).ensure(emailParam(params));
      return { cancelled: createOrderStore(db).cancelAllPending(user.id, nowSeconds()) };
    },
  },
  {
    name: 'user {email} has {points} points',
    setup({ db }, params) {
      const user = devAccounts(db).ensure(emailParam(params));
      const target = pointsParam(params);
      const ledger = createPointsLedger(db);
      const difference = target - ledger.balance(user.id);
      // A ledger only grows: the balance is set by one correcting entry.
      if (difference !== 0) {
        ledger.award(user.id, difference > 0 ? 'invite' : 'exchange', difference, nowSeconds());
      }
      return { points: target };
    },
  },
  {
    name: 'user {email} has not checked in today',
    setup({ db }, params) {
      const user = devAccounts(db).ensure(emailParam(params));
      db.prepare(
        `DELETE FROM points_ledger WHERE user_id = ? AND kind = 'checkIn' AND created_at >= ?`,
      ).run(user.id, shanghaiDayStart(nowSeconds()));
    },
  },
];
