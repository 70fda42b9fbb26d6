/**
 * Applying an order's result (`pay/result`): a paid order refreshes the session so `isVip` flips
 * and the VIP perks (the 蓝光 line) unlock without a reload, and is reported to analytics once.
 */
import type { PayResult } from '@xinghe/contracts/client';
import type { ApiClient } from '../../api';
import { refreshUser } from '../account';
import { reportPurchaseOnce } from '../purchaseReport';
import { sessionActions } from '../session';
import { paymentState } from './paymentState';

async function settlePaid(result: PayResult, client: ApiClient) {
  paymentState.status = 'paid';
  paymentState.paid = { days: result.days, expireTime: result.expireTime };
  // The result already carries the new expiry: VIP flips at once, the token check confirms it.
  if (result.expireTime !== null) sessionActions.acceptUser({ expireTime: result.expireTime });
  const shown = paymentState.order?.orderId === result.orderId ? paymentState.order : null;
  const product = paymentState.products.data?.find((p) => p.id === result.productId);
  reportPurchaseOnce(result, shown, product);
  await refreshUser(client);
}

/** Applies a result to the store; resolves to false while the order is still pending. */
export async function applyResult(result: PayResult, client: ApiClient): Promise<boolean> {
  if (result.status === 'pending') return false;
  if (result.status === 'paid') await settlePaid(result, client);
  else paymentState.status = result.status;
  return true;
}
