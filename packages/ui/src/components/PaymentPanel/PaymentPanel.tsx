import { useT } from '../../i18n/I18nProvider';
import { vipT } from '../../i18n/vipMessages';
import { CheckIcon } from '../../icons/playbackIcons';
import { RetryIcon } from '../../icons/icons';
import { payMethodName } from '../PaymentMethods/PaymentMethods';
import { QrCode } from '../QrCode/QrCode';
import { formatAmount, formatDay, formatTime } from '../VipDialog/vipFormat';
import type { PayOrderView, PaymentView } from '../VipDialog/vipTypes';
import styles from './PaymentPanel.module.css';

export interface PaymentPanelProps extends PaymentView {
  /** The pay page link was followed (it opens in a new tab): a good moment to start polling. */
  onOpenPayUrl: (payUrl: string) => void;
  /** cools: 取消订单 (the site calls cools/clean with the order id). */
  onCancel: (orderId: string) => void;
  /** expired/failed: 重新支付. */
  onRetry: () => void;
  /** qrcode/redirect: 更换支付方式, back to the packages and methods; hidden when absent. */
  onChangeMethod?: () => void;
  /** paid: 完成; hidden when absent. */
  onDone?: () => void;
}

/**
 * The step after 立即支付: the order being created, what the chosen method needs (a QR code, a
 * checkout link, a wallet address) while the site polls the result, then success or a way to retry.
 * Pay links open in a new tab so this page keeps polling.
 */
export function PaymentPanel(props: PaymentPanelProps) {
  return (
    <section className={styles.panel} aria-label={vipT('payment.region')} data-step={props.step}>
      <PaymentStepBody {...props} />
    </section>
  );
}

function PaymentStepBody({
  step,
  order,
  vipExpireTime,
  message,
  onOpenPayUrl,
  onCancel,
  onRetry,
  onChangeMethod,
  onDone,
}: PaymentPanelProps) {
  const t = useT();

  if (step === 'paid') {
    return (
      <div className={styles.result}>
        <CheckIcon className={styles.successIcon} />
        <output className={styles.resultText}>
          <span className={styles.title}>{vipT('vip.paySucceeded')}</span>
          {vipExpireTime != null && (
            <span className={styles.expiry}>
              {t('vip.validUntil', { date: formatDay(vipExpireTime) })}
            </span>
          )}
        </output>
        {onDone && (
          <button type="button" className={styles.primary} onClick={onDone}>
            {vipT('payment.done')}
          </button>
        )}
      </div>
    );
  }

  if (step === 'expired' || step === 'failed') {
    const text = step === 'expired' ? vipT('payment.expired') : (message ?? vipT('payment.failed'));
    return (
      <div className={styles.result}>
        <p className={styles.problem} role="alert">
          {text}
        </p>
        <button type="button" className={styles.primary} onClick={onRetry}>
          <RetryIcon className={styles.buttonIcon} />
          {vipT('payment.retry')}
        </button>
      </div>
    );
  }

  if (step === 'creating' || !order) {
    return (
      <div className={styles.result} aria-busy="true">
        <span className={styles.spinner} aria-hidden="true" />
        <output>{vipT('payment.creating')}</output>
      </div>
    );
  }

  const method = payMethodName(order.method);
  const amount = <Amount order={order} />;
  const payLink = (label: string, primary: boolean) => (
    <a
      className={primary ? styles.primary : styles.link}
      href={order.payUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => onOpenPayUrl(order.payUrl)}
    >
      {label}
    </a>
  );
  const waiting = <output className={styles.waiting}>{vipT('payment.waiting')}</output>;
  const changeMethod = onChangeMethod && (
    <button type="button" className={styles.secondary} onClick={onChangeMethod}>
      {vipT('payment.changeMethod')}
    </button>
  );

  if (step === 'qrcode') {
    return (
      <div className={styles.waitingBox}>
        <p className={styles.hint}>{vipT('payment.scanWith', { method })}</p>
        <QrCode value={order.payUrl} label={vipT('payment.qrLabel', { method })} size={168} />
        {amount}
        {waiting}
        <div className={styles.actions}>
          {payLink(vipT('payment.openPayPage'), false)}
          {changeMethod}
        </div>
      </div>
    );
  }

  if (step === 'redirect') {
    return (
      <div className={styles.waitingBox}>
        {amount}
        {payLink(vipT('payment.continueTo', { method }), true)}
        <p className={styles.hint}>{vipT('payment.redirectHint', { method })}</p>
        {waiting}
        <div className={styles.actions}>{changeMethod}</div>
      </div>
    );
  }

  // cools: a transfer to a wallet address; the order can be cancelled, which frees it on the server.
  const address = order.address ?? '';
  return (
    <div className={styles.waitingBox}>
      <p className={styles.hint}>{vipT('payment.coolsHint')}</p>
      {amount}
      {address && <QrCode value={address} label={vipT('payment.addressQrLabel')} size={148} />}
      <dl className={styles.address}>
        <dt>{vipT('payment.address')}</dt>
        <dd>
          <code>{address}</code>
        </dd>
      </dl>
      {waiting}
      <div className={styles.actions}>
        {payLink(vipT('payment.openPayPage'), false)}
        <button type="button" className={styles.secondary} onClick={() => onCancel(order.orderId)}>
          {vipT('payment.cancelOrder')}
        </button>
      </div>
    </div>
  );
}

function Amount({ order }: { order: PayOrderView }) {
  return (
    <div className={styles.amountBox}>
      <p className={styles.amount}>
        {vipT('payment.amount')}
        <strong className={styles.amountValue}>{formatAmount(order.amount, order.currency)}</strong>
      </p>
      <p className={styles.orderId}>
        {vipT('payment.orderId', { id: order.orderId })}
        {' · '}
        {vipT('payment.payBefore', { time: formatTime(order.expireAt) })}
      </p>
    </div>
  );
}
