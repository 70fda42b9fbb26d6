import type { PayMethod } from '@xinghe/contracts/client';
import { useId } from 'react';
import { vipT } from '../../i18n/vipMessages';
import { PayMethodMark } from './PayMethodMark';
import styles from './PaymentMethods.module.css';

export interface PaymentMethodsProps {
  value: PayMethod;
  onChange: (method: PayMethod) => void;
  /** The methods offered, in order (the contract's PAY_METHODS, from the site). */
  methods: readonly PayMethod[];
  disabled?: boolean;
}

/** The method's display name: 支付宝, 微信支付, PayPal, 银行卡, 加密货币(USDT). */
export function payMethodName(method: PayMethod): string {
  return vipT(`methods.${method}`);
}

/** The payment methods as a radio group (native radios: arrow keys move the choice). */
export function PaymentMethods({
  value,
  onChange,
  methods,
  disabled = false,
}: PaymentMethodsProps) {
  const name = useId();
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>{vipT('methods.legend')}</legend>
      <div className={styles.options}>
        {methods.map((method) => (
          <label key={method} className={styles.option} data-method={method}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={method}
              checked={method === value}
              onChange={() => onChange(method)}
            />
            <PayMethodMark method={method} />
            <span>{payMethodName(method)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
