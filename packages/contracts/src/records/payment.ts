import { Envelope } from '../schemas/envelope';
import {
  CleanedCoolsPay,
  CoolsPayBody,
  OrderIdBody,
  PayOrder,
  PayResult,
  ProductList,
  QrcodePayBody,
  RedirectPayBody,
} from '../schemas/payment';
import { record } from './record';
import { NEEDS_LOGIN } from './token-header';

const UNKNOWN_PRODUCT = 'Unknown productId: code 404 套餐不存在.';
const ORDER =
  'Decided: an order is pending for 15 minutes (expireAt), its orderId is random and ' +
  'unguessable, and payUrl is the absolute URL of the simulated pay page ' +
  '({origin}/__dev/pay/{orderId}: the configured public origin, else X-Forwarded-Proto and ' +
  'X-Forwarded-Host when proxied, Host when not; a host that is not a plain host[:port], such ' +
  'as a@b or one with a path, is code 400 请求的主机名无效); paying there ' +
  'extends the VIP of the order owner by the package days exactly once.';
const RETURN_URL =
  'returnUrl, when given, must be a same-site path starting with a single "/" (not "//", no ' +
  'scheme): anything else is code 400 返回地址无效. After paying, the pay page redirects there ' +
  'with ?orderId= appended.';
const PENDING_CAP =
  'Decided: a user may have at most 5 orders waiting to be paid (pending and not yet expired; ' +
  'paid, cancelled and expired ones do not count); creating a sixth is code 429 ' +
  '待支付订单过多，请稍后再试, and nothing is stored; its data { retryAfterSeconds } (schema ' +
  'RateLimited) says when the first of the waiting orders expires.';
const USD =
  'Decided: USD (and USDT) amounts are the CNY price / 7, rounded to 2 decimals (¥25 -> 3.57).';

export const paymentRecords = {
  getPayProducts: record('getPayProducts', {
    summary: 'The VIP packages, cheapest per day last',
    shape: { from: 'spec', ours: true },
    description:
      'Decided: four packages, prices in CNY yuan: 月卡 30 d ¥25, 季卡 90 d ¥68, 年卡 365 d ¥238 ' +
      '(recommended), 周卡 7 d ¥8. The VIP dialog takes a selected package index into this list.',
    response: Envelope(ProductList),
  }),
  createQrcodePay: record('createQrcodePay', {
    refusals: ['NotFound', 'TooManyRequests'],
    summary: 'Creates an Alipay or WeChat order paid by scanning a QR code',
    shape: { from: 'ours' },
    description:
      `${ORDER} For qrcode the payUrl is the QR payload; amount in CNY. ` +
      `${UNKNOWN_PRODUCT} ${PENDING_CAP} ${NEEDS_LOGIN}`,
    body: QrcodePayBody,
    response: Envelope(PayOrder),
  }),
  choosePaypal: record('choosePaypal', {
    refusals: ['NotFound', 'TooManyRequests'],
    summary: 'Creates a PayPal order; payUrl is where to redirect',
    shape: { from: 'ours' },
    description: `${ORDER} ${USD} ${RETURN_URL} ${UNKNOWN_PRODUCT} ${PENDING_CAP} ${NEEDS_LOGIN}`,
    body: RedirectPayBody,
    response: Envelope(PayOrder),
  }),
  createDirectPay: record('createDirectPay', {
    refusals: ['NotFound', 'TooManyRequests'],
    summary: 'Creates a card order (method card); payUrl is the checkout page',
    shape: { from: 'ours' },
    description:
      `${ORDER} Decided: card orders are charged in USD like PayPal. ${USD} ${RETURN_URL} ` +
      `${UNKNOWN_PRODUCT} ${PENDING_CAP} ${NEEDS_LOGIN}`,
    body: RedirectPayBody,
    response: Envelope(PayOrder),
  }),
  createCoolsPay: record('createCoolsPay', {
    refusals: ['NotFound', 'TooManyRequests'],
    summary: 'Creates a cools (USDT) order with the wallet address to pay to',
    shape: { from: 'ours' },
    description:
      `${ORDER} currency USDT, address is the wallet address (a simulated TRON address); ` +
      `${USD} ${UNKNOWN_PRODUCT} ${PENDING_CAP} ${NEEDS_LOGIN}`,
    body: CoolsPayBody,
    response: Envelope(PayOrder),
  }),
  cleanCoolsPay: record('cleanCoolsPay', {
    refusals: ['NotFound'],
    summary: 'Cancels my pending cools order (the user closed the cools panel)',
    shape: { from: 'ours' },
    description:
      'cancelled is true when a pending cools order of mine became cancelled, false when the ' +
      'order is already paid, expired or cancelled, or is not a cools order (idempotent). An ' +
      `unknown order or another user's: code 404 订单不存在. ${NEEDS_LOGIN}`,
    body: OrderIdBody,
    response: Envelope(CleanedCoolsPay),
  }),
  getPayResult: record('getPayResult', {
    refusals: ['NotFound'],
    summary: 'Reports an order: pending, paid, cancelled or expired, and my VIP expiry now',
    shape: { from: 'ours' },
    description:
      'Only reports, never changes an order: a client cannot mark an order paid. A pending order ' +
      "past its expireAt reports expired. An unknown order or another user's: code 404 订单不存在. " +
      NEEDS_LOGIN,
    body: OrderIdBody,
    response: Envelope(PayResult),
  }),
};
