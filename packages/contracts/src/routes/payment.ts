import type { Route } from './types';

/**
 * VIP packages and the simulated payment methods (SPEC section 7, "Payment"). The products list
 * is public; creating, cancelling and reading an order need the token header.
 */
export const paymentRoutes = {
  getPayProducts: { method: 'GET', path: '/api/v1/pay/product', auth: 'none', group: 'payment' },
  createQrcodePay: { method: 'POST', path: '/api/v1/pay/qrcode', auth: 'token', group: 'payment' },
  choosePaypal: {
    method: 'POST',
    path: '/api/v1/pay/paypal/choose',
    auth: 'token',
    group: 'payment',
  },
  createDirectPay: {
    method: 'POST',
    path: '/api/v1/pay/direct/create',
    auth: 'token',
    group: 'payment',
  },
  createCoolsPay: {
    method: 'POST',
    path: '/api/v1/pay/cools/create',
    auth: 'token',
    group: 'payment',
  },
  cleanCoolsPay: {
    method: 'POST',
    path: '/api/v1/pay/cools/clean',
    auth: 'token',
    group: 'payment',
  },
  getPayResult: { method: 'POST', path: '/api/v1/pay/result', auth: 'token', group: 'payment' },
} as const satisfies Record<string, Route>;
