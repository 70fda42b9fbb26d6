/**
 * The simulated payment page (dev only, proxied by the host outside production): what a QR code,
 * a PayPal redirect or a card checkout would open. `GET /__dev/pay/{orderId}` shows the order
 * with a plain form; `POST` (the form) pays it: one transaction marks it paid and extends the
 * owner's VIP, only when it was still pending, so a replay says 订单已支付 and changes nothing.
 * Expired and cancelled orders cannot be paid. After paying, an order with a returnUrl redirects
 * there with `?orderId=`; otherwise the page says 支付成功.
 *
 * Plain HTML, no script and no external assets: the host's CSP allows only its own scripts.
 * The order id is the only key, as with a real pay link: it is random and unguessable.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { PayCurrency, PayMethod, PayStatus } from '@xinghe/contracts';
import { toSeconds } from '../payments/clock';
import { PayMsg } from '../payments/messages';
import { createOrderStore, statusAt, type OrderRow } from '../payments/orders';
import { withOrderId } from '../payments/return-url';

/**
 * A wildcard rather than `:orderId`: the router refuses a parameter over 100 characters before
 * any route runs, which a browser would show as a raw JSON refusal. The wildcard takes an id of
 * any length (and one with a slash), and the lookup simply misses: the HTML 订单不存在 page.
 */
export const PAY_PAGE_PATH = '/__dev/pay/*';

/** Longer than any order id: a miss without asking the database. */
const MAX_ORDER_ID_LENGTH = 64;

type PayPageRequest = { Params: { '*': string } };

const METHOD_LABELS: Record<PayMethod, string> = {
  alipay: '支付宝',
  wechat: '微信支付',
  paypal: 'PayPal',
  card: '银行卡',
  cools: 'USDT（TRC-20）',
};

const REFUSALS: Record<Exclude<PayStatus, 'pending'>, string> = {
  paid: PayMsg.alreadyPaid,
  expired: PayMsg.expired,
  cancelled: PayMsg.cancelled,
};

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function formatAmount(amount: number, currency: PayCurrency): string {
  const fixed = amount.toFixed(2);
  if (currency === 'CNY') return `¥${fixed}`;
  if (currency === 'USD') return `US$${fixed}`;
  return `${fixed} USDT`;
}

const STYLE = `
  body { margin: 0; font: 16px/1.6 system-ui, sans-serif; background: #0f1115; color: #e8e8ea; }
  main { max-width: 420px; margin: 48px auto; padding: 24px; background: #1b1e25; border-radius: 12px; }
  h1 { font-size: 20px; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 0 0 20px; }
  dt { color: #9a9ca5; } dd { margin: 0; word-break: break-all; }
  button { width: 100%; padding: 12px; font-size: 16px; border: 0; border-radius: 8px;
    background: #f5c451; color: #1b1e25; cursor: pointer; }
  .status { font-size: 18px; font-weight: 600; }
  .note { color: #9a9ca5; font-size: 13px; margin-top: 20px; }
`;

interface PageContent {
  order?: OrderRow;
  productName?: string;
  /** The outcome line; absent while the order can still be paid (the form is shown instead). */
  status?: string;
}

function renderPage({ order, productName, status }: PageContent): string {
  const details = order
    ? `<dl>
      <dt>套餐</dt><dd>${escapeHtml(productName ?? '')}（${order.days}天）</dd>
      <dt>金额</dt><dd>${escapeHtml(formatAmount(order.amount, order.currency))}</dd>
      <dt>支付方式</dt><dd>${escapeHtml(METHOD_LABELS[order.method])}</dd>
      ${order.address ? `<dt>收款地址</dt><dd>${escapeHtml(order.address)}</dd>` : ''}
      <dt>订单号</dt><dd>${escapeHtml(order.id)}</dd>
    </dl>`
    : '';
  const action =
    status === undefined
      ? `<form method="post"><button type="submit">${PayMsg.confirm}</button></form>`
      : `<p class="status" role="status">${escapeHtml(status)}</p>`;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${PayMsg.pageTitle}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${PayMsg.pageTitle}</h1>
${details}
${action}
<p class="note">${PayMsg.simulated}</p>
</main>
</body>
</html>
`;
}

function sendPage(reply: FastifyReply, httpStatus: number, content: PageContent) {
  return reply
    .code(httpStatus)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(renderPage(content));
}

const payPage: FastifyPluginAsync = async (fastify) => {
  const orders = createOrderStore(fastify.db);
  const nowSeconds = () => toSeconds(fastify.clock());
  const productName = (order: OrderRow) => orders.product(order.productId)?.name ?? '';
  const findOrder = (orderId: string) =>
    orderId.length <= MAX_ORDER_ID_LENGTH ? orders.find(orderId) : undefined;

  // The page's form posts urlencoded; its (empty) fields carry nothing the payment needs.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  fastify.get<PayPageRequest>(PAY_PAGE_PATH, async (request, reply) => {
    const order = findOrder(request.params['*']);
    if (!order) return sendPage(reply, 404, { status: PayMsg.orderNotFound });
    const status = statusAt(order, nowSeconds());
    return sendPage(reply, 200, {
      order,
      productName: productName(order),
      status: status === 'pending' ? undefined : REFUSALS[status],
    });
  });

  fastify.post<PayPageRequest>(PAY_PAGE_PATH, async (request, reply) => {
    const orderId = request.params['*'];
    const outcome =
      orderId.length <= MAX_ORDER_ID_LENGTH ? orders.pay(orderId, nowSeconds()) : null;
    if (!outcome || outcome.kind === 'unknown') {
      return sendPage(reply, 404, { status: PayMsg.orderNotFound });
    }
    const { order } = outcome;
    if (outcome.kind === 'refused') {
      return sendPage(reply, 409, {
        order,
        productName: productName(order),
        status: REFUSALS[outcome.status],
      });
    }
    const location = order.returnUrl && withOrderId(order.returnUrl, order.id);
    if (location) return reply.redirect(location, 303);
    return sendPage(reply, 200, { order, productName: productName(order), status: PayMsg.paid });
  });
};

export default payPage;
