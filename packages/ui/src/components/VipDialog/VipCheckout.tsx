import type { LoadStatus, PayMethod, Product } from '@xinghe/contracts/client';
import { loadView } from '../../loadView';
import { vipT } from '../../i18n/vipMessages';
import { PackageList } from '../PackageList/PackageList';
import { PaymentMethods } from '../PaymentMethods/PaymentMethods';
import { PaymentPanel } from '../PaymentPanel/PaymentPanel';
import { Skeleton } from '../Skeleton/Skeleton';
import { StatusView } from '../StatusView/StatusView';
import { formatAmount } from './vipFormat';
import type { PayChoice, PaymentView } from './vipTypes';
import styles from './VipCheckout.module.css';

/** What the VIP dialog and the /vip page share: packages, methods, 立即支付 and the payment panel. */
export interface VipCheckoutProps {
  productsStatus: LoadStatus;
  products: readonly Product[];
  /** Index into `products` of the chosen package (the dialog's "selected package index"). */
  selectedIndex: number;
  method: PayMethod;
  /** The methods offered, in order (the contract's PAY_METHODS, from the site). */
  methods: readonly PayMethod[];
  /** The payment under way; absent while the user is still choosing. */
  payment?: PaymentView;
  onSelect: (index: number) => void;
  onMethodChange: (method: PayMethod) => void;
  /** 立即支付 with the chosen package and method. */
  onPay: (choice: PayChoice) => void;
  onOpenPayUrl: (payUrl: string) => void;
  /** cools: 取消订单 of this order. */
  onCancelOrder: (orderId: string) => void;
  /** 重新支付 after an expired or failed order. */
  onRetry: () => void;
  /** Retry loading the packages after an error. */
  onReloadProducts: () => void;
  /** 更换支付方式 while waiting on a QR code or checkout page; hidden when absent. */
  onChangeMethod?: () => void;
  /** 完成 after success; hidden when absent. */
  onDone?: () => void;
  /** One column (phone) instead of the roomy layout. */
  stacked?: boolean;
}

export function VipCheckout({
  productsStatus,
  products,
  selectedIndex,
  method,
  methods,
  payment,
  onSelect,
  onMethodChange,
  onPay,
  onOpenPayUrl,
  onCancelOrder,
  onRetry,
  onReloadProducts,
  onChangeMethod,
  onDone,
  stacked = false,
}: VipCheckoutProps) {
  const selected = products[selectedIndex];

  const shown = loadView(productsStatus);
  if (shown !== 'loaded') {
    return (
      <StatusView
        status={shown}
        onRetry={onReloadProducts}
        message={shown === 'error' ? vipT('packages.loadError') : undefined}
        skeleton={<PackagesSkeleton />}
      />
    );
  }
  if (products.length === 0) {
    return <StatusView status="empty" message={vipT('packages.empty')} />;
  }

  if (payment) {
    return (
      <div className={styles.checkout} data-stacked={stacked}>
        {selected && (
          <p className={styles.summary}>
            {vipT('pay.summary', { name: selected.name, amount: formatAmount(selected.price) })}
          </p>
        )}
        <PaymentPanel
          {...payment}
          onOpenPayUrl={onOpenPayUrl}
          onCancel={onCancelOrder}
          onRetry={onRetry}
          onChangeMethod={onChangeMethod}
          onDone={onDone}
        />
      </div>
    );
  }

  return (
    <div className={styles.checkout} data-stacked={stacked}>
      <PackageList
        products={products}
        selectedIndex={selectedIndex}
        onSelect={onSelect}
        stacked={stacked}
      />
      <PaymentMethods value={method} onChange={onMethodChange} methods={methods} />
      <button
        type="button"
        className={styles.pay}
        disabled={!selected}
        onClick={() => selected && onPay({ productId: selected.id, method })}
      >
        {selected
          ? vipT('pay.payAmount', { amount: formatAmount(selected.price) })
          : vipT('vip.pay')}
      </button>
    </div>
  );
}

function PackagesSkeleton() {
  return (
    <div className={styles.skeleton}>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} width="100%" height="120px" />
      ))}
    </div>
  );
}
