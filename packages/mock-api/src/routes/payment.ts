/**
 * The payment group: the VIP packages and the orders of each simulated method. Creating an order
 * only records it; the dev pay page (`src/dev/pay-page.ts`) is what pays it, and `pay/result`
 * only reports, so no request to this API can mark an order paid.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { records, type PayMethod, type PayOrder } from '@xinghe/contracts';
import { userOf } from '../auth/plugin';
import { contractRoute } from '../lib/contract-route';
import { badRequest, notFound, ok, tooMany } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';
import { toSeconds } from '../payments/clock';
import { PayMsg } from '../payments/messages';
import { createOrderStore, statusAt, type OrderRow } from '../payments/orders';
import { payOrigin } from '../payments/origin';
import { isSameSitePath } from '../payments/return-url';
import { createUserQueries } from '../queries/users';

/**
 * At most this many orders of a user may wait to be paid at once: each one stays payable for 15
 * minutes, and a client (or a script) pressing 开通VIP in a loop would otherwise fill the table.
 */
export const MAX_PENDING_ORDERS = 5;

/** Where the simulated pay page of an order lives, relative to the origin. */
export const payPagePath = (orderId: string) => `/__dev/pay/${encodeURIComponent(orderId)}`;

function toPayOrder(order: OrderRow, origin: string): PayOrder {
  return {
    orderId: order.id,
    method: order.method,
    productId: order.productId,
    amount: order.amount,
    currency: order.currency,
    status: 'pending',
    expireAt: order.expireAt,
    payUrl: origin + payPagePath(order.id),
    ...(order.address !== null && { address: order.address }),
  };
}

function checkedReturnUrl(returnUrl: string | undefined): string | null {
  if (returnUrl === undefined) return null;
  if (!isSameSitePath(returnUrl)) throw badRequest(PayMsg.badReturnUrl);
  return returnUrl;
}

export interface PaymentRoutesOptions {
  /** The origin of payment URLs; unset: the request's (see payments/origin.ts). */
  publicOrigin?: string;
}

const paymentRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (
  fastify,
  { publicOrigin },
) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const orders = createOrderStore(fastify.db);
  const users = createUserQueries(fastify.db);
  const nowSeconds = () => toSeconds(fastify.clock());

  const createOrder = (
    request: FastifyRequest,
    input: { productId: number; method: PayMethod; returnUrl?: string | null },
  ): PayOrder => {
    const product = orders.product(input.productId);
    if (!product) throw notFound(PayMsg.productNotFound);
    const userId = userOf(request).id;
    const at = nowSeconds();
    // Counting and inserting are synchronous, with no await between: no request slips in.
    if (orders.pendingCount(userId, at) >= MAX_PENDING_ORDERS) {
      // A place frees up when the first of them expires (unless one is paid or cancelled sooner).
      const firstExpiry = orders.firstPendingExpiry(userId, at) ?? at + 1;
      throw tooMany(PayMsg.tooManyPending, firstExpiry - at);
    }
    const order = orders.create({
      userId,
      product,
      method: input.method,
      returnUrl: input.returnUrl ?? null,
      nowSeconds: at,
    });
    return toPayOrder(order, payOrigin(request, publicOrigin));
  };

  const ownedOrder = (request: FastifyRequest, orderId: string): OrderRow => {
    const order = orders.findOwned(orderId, userOf(request).id);
    if (!order) throw notFound(PayMsg.orderNotFound);
    return order;
  };

  app.route({
    ...contractRoute(records.getPayProducts),
    handler: async () => ok({ products: orders.products() }),
  });

  app.route({
    ...contractRoute(records.createQrcodePay),
    handler: async (request) =>
      ok(createOrder(request, { productId: request.body.productId, method: request.body.channel })),
  });

  app.route({
    ...contractRoute(records.choosePaypal),
    handler: async (request) => {
      const returnUrl = checkedReturnUrl(request.body.returnUrl);
      return ok(
        createOrder(request, { productId: request.body.productId, method: 'paypal', returnUrl }),
      );
    },
  });

  app.route({
    ...contractRoute(records.createDirectPay),
    handler: async (request) => {
      const returnUrl = checkedReturnUrl(request.body.returnUrl);
      return ok(
        createOrder(request, { productId: request.body.productId, method: 'card', returnUrl }),
      );
    },
  });

  app.route({
    ...contractRoute(records.createCoolsPay),
    handler: async (request) =>
      ok(createOrder(request, { productId: request.body.productId, method: 'cools' })),
  });

  app.route({
    ...contractRoute(records.cleanCoolsPay),
    handler: async (request) => {
      const order = ownedOrder(request, request.body.orderId);
      return ok({ cancelled: orders.cancelCools(order.id, order.userId, nowSeconds()) });
    },
  });

  app.route({
    ...contractRoute(records.getPayResult),
    handler: async (request) => {
      const order = ownedOrder(request, request.body.orderId);
      return ok({
        orderId: order.id,
        status: statusAt(order, nowSeconds()),
        productId: order.productId,
        days: order.days,
        paidAt: order.paidAt,
        expireTime: users.byId(order.userId)?.expireTime ?? null,
      });
    },
  });
};

export default paymentRoutes;
