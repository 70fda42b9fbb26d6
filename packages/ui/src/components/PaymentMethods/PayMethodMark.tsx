import { vipT, type VipMessageKey } from '../../i18n/vipMessages';
import type { PayMethod } from '@xinghe/contracts/client';
import styles from './PaymentMethods.module.css';

const MARK_KEYS: Record<PayMethod, Extract<VipMessageKey, `methods.mark${string}`>> = {
  alipay: 'methods.markAlipay',
  wechat: 'methods.markWechat',
  paypal: 'methods.markPaypal',
  card: 'methods.markCard',
  cools: 'methods.markCools',
};

/** A one-letter mark in the method's colour; decorative, the name beside it says it all. */
export function PayMethodMark({ method }: { method: PayMethod }) {
  return (
    <span className={styles.mark} data-method={method} aria-hidden="true">
      {vipT(MARK_KEYS[method])}
    </span>
  );
}
