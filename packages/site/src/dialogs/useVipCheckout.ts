/**
 * What the VIP dialog and the /vip page both hand to the ui's checkout (VipCheckout): the payment
 * store read as props, and its actions as callbacks. One place maps the store's order status onto
 * the payment panel's steps.
 */
import { PAY_METHODS, type PayMethod } from '@xinghe/contracts/client';
import type { PaymentStep, PaymentView, VipCheckoutProps } from '@xinghe/ui';
import { useEffect } from 'react';
import { paymentActions, usePayment, type PaymentState } from '../state/payment';

const STEP_OF_METHOD = {
  alipay: 'qrcode',
  wechat: 'qrcode',
  paypal: 'redirect',
  card: 'redirect',
  cools: 'cools',
} as const satisfies Record<PayMethod, PaymentStep>;

const NO_PRODUCTS: readonly never[] = [];

/** The payment panel's view of the store; undefined while the viewer is still choosing. */
export function paymentView(state: Readonly<PaymentState>): PaymentView | undefined {
  const order = state.order ?? undefined;
  switch (state.status) {
    case 'idle':
      return undefined;
    case 'creating':
      return { step: 'creating' };
    case 'pending':
      return order ? { step: STEP_OF_METHOD[order.method], order } : { step: 'creating' };
    case 'paid':
      return { step: 'paid', order, vipExpireTime: state.paid?.expireTime ?? null };
    case 'expired':
      return { step: 'expired', order };
    case 'cancelled':
      // 取消订单 is the viewer's own choice: back to the packages to pick again.
      return undefined;
    case 'error':
      return { step: 'failed', order, message: state.error };
  }
}

/** The checkout's props; products load on first use. */
export function useVipCheckout(): Omit<VipCheckoutProps, 'onDone' | 'stacked'> {
  const state = usePayment();
  useEffect(() => {
    void paymentActions.loadProducts();
  }, []);
  return {
    productsStatus: state.products.status,
    products: state.products.data ?? NO_PRODUCTS,
    selectedIndex: state.selectedIndex,
    method: state.method,
    methods: PAY_METHODS,
    payment: paymentView(state as PaymentState),
    onSelect: (index) => paymentActions.selectPackage(index),
    onMethodChange: (method) => paymentActions.chooseMethod(method),
    onPay: () => void paymentActions.pay(),
    // The pay page opens in a new tab; this page keeps polling the result meanwhile.
    onOpenPayUrl: () => undefined,
    onCancelOrder: () => void paymentActions.cancel(),
    onRetry: () => void paymentActions.pay(),
    onReloadProducts: () => void paymentActions.loadProducts(),
    onChangeMethod: () => paymentActions.dropOrder(),
  };
}
