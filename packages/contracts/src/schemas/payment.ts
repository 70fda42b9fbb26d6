/**
 * VIP packages and orders. Prices are in CNY yuan; an order carries the amount in the currency
 * its method charges (PayPal and card in USD, cools in USDT).
 */
import { Type, type Static } from 'typebox';
import { PAY_CURRENCIES, PAY_METHODS, PAY_STATUSES, VIP_PLANS } from '../literals';
import { keyUnion, literalUnion } from './literal-union';

/** How long an order can be paid, seconds. */
export const PAY_ORDER_TTL_SECONDS = 15 * 60;

const ProductId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const OrderId = Type.String({ minLength: 1, maxLength: 64, description: 'Opaque, unguessable' });
const EpochSeconds = Type.Integer({ minimum: 0, description: 'Epoch seconds' });
/** Same-site path to come back to after paying; anything else is refused (返回地址无效). */
const ReturnUrl = Type.String({
  description: 'A same-site path starting with a single "/", e.g. /vip?paid=1',
});

export const PayMethod = literalUnion(PAY_METHODS);
export type PayMethod = Static<typeof PayMethod>;

export const PayCurrency = literalUnion(PAY_CURRENCIES);
export type PayCurrency = Static<typeof PayCurrency>;

export const PayStatus = literalUnion(PAY_STATUSES);
export type PayStatus = Static<typeof PayStatus>;

export const Product = Type.Object({
  id: ProductId,
  name: Type.String({ description: 'e.g. 月卡' }),
  days: Type.Integer({ minimum: 1, description: 'VIP days the package adds' }),
  price: Type.Number({ minimum: 0, description: 'CNY yuan' }),
  originalPrice: Type.Number({ minimum: 0, description: 'CNY yuan, shown struck through' }),
  pDesc: Type.String({ description: 'One line under the package name' }),
  recommended: Type.Boolean(),
  plan: Type.Optional(
    keyUnion(VIP_PLANS, { description: 'Ours: the package by code, to name it in any language' }),
  ),
});
export type Product = Static<typeof Product>;

export const ProductList = Type.Object({ products: Type.Array(Product) });
export type ProductList = Static<typeof ProductList>;

export const PayOrder = Type.Object({
  orderId: OrderId,
  method: PayMethod,
  productId: ProductId,
  amount: Type.Number({ minimum: 0, description: 'In `currency`, two decimals at most' }),
  currency: PayCurrency,
  status: Type.Literal('pending'),
  expireAt: Type.Integer({ minimum: 0, description: 'Order expiry (15 min), epoch seconds' }),
  payUrl: Type.String({
    description: 'Absolute URL of what the method needs: QR payload, redirect, checkout page',
  }),
  address: Type.Optional(Type.String({ description: 'cools only: the wallet address' })),
});
export type PayOrder = Static<typeof PayOrder>;

export const QrcodePayBody = Type.Object({
  productId: ProductId,
  channel: Type.Union([Type.Literal('alipay'), Type.Literal('wechat')]),
});
export type QrcodePayBody = Static<typeof QrcodePayBody>;

export const RedirectPayBody = Type.Object({
  productId: ProductId,
  returnUrl: Type.Optional(ReturnUrl),
});
export type RedirectPayBody = Static<typeof RedirectPayBody>;

export const CoolsPayBody = Type.Object({ productId: ProductId });
export type CoolsPayBody = Static<typeof CoolsPayBody>;

export const OrderIdBody = Type.Object({ orderId: OrderId });
export type OrderIdBody = Static<typeof OrderIdBody>;

export const CleanedCoolsPay = Type.Object({
  cancelled: Type.Boolean({ description: 'True when a pending cools order became cancelled' }),
});
export type CleanedCoolsPay = Static<typeof CleanedCoolsPay>;

export const PayResult = Type.Object({
  orderId: OrderId,
  status: PayStatus,
  productId: ProductId,
  days: Type.Integer({ minimum: 1 }),
  paidAt: Type.Union([EpochSeconds, Type.Null()]),
  expireTime: Type.Union([EpochSeconds, Type.Null()], {
    description: "The user's VIP expiry now; null: never VIP",
  }),
});
export type PayResult = Static<typeof PayResult>;
