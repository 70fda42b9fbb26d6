/** Creating an order: each method has its own call (SPEC section 7 "Payment"). */
import type { PayMethod } from '@xinghe/contracts/client';
import type { ApiClient } from '../../api';
import { PAY_RETURN_PATH } from './paymentState';

/** The order for `productId` by `method`; redirect methods come back to /vip. */
export function createOrder(client: ApiClient, productId: number, method: PayMethod) {
  switch (method) {
    case 'alipay':
    case 'wechat':
      return client.call('createQrcodePay', { params: { productId, channel: method } });
    case 'paypal':
      return client.call('choosePaypal', { params: { productId, returnUrl: PAY_RETURN_PATH } });
    case 'card':
      return client.call('createDirectPay', { params: { productId, returnUrl: PAY_RETURN_PATH } });
    case 'cools':
      return client.call('createCoolsPay', { params: { productId } });
  }
}
