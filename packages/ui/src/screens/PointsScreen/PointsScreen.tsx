import type { ExchangeOption, Loadable, PointsInfo, PointsKind } from '@xinghe/contracts/client';
import { useId } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { vipT, type VipMessageKey } from '../../i18n/vipMessages';
import { StatusView } from '../../components/StatusView/StatusView';
import { formatMinute } from '../../components/VipDialog/vipFormat';
import styles from './PointsScreen.module.css';

/** The outcome of the last action, shown under the balance (a server msg such as 积分不足). */
export interface PointsNotice {
  tone: 'success' | 'error';
  text: string;
}

export interface PointsScreenProps {
  load: Loadable<PointsInfo>;
  /** Nobody is signed in: the login prompt instead of the load. */
  loggedOut?: boolean;
  /** A check-in request is under way. */
  checkingIn?: boolean;
  /** The option whose exchange request is under way. */
  exchangingId?: number;
  notice?: PointsNotice;
  onCheckIn: () => void;
  onExchange: (optionId: number) => void;
  onLogin: () => void;
  onRetry: () => void;
  /** 去邀请 beside the invite rule: the site opens the invite dialog. */
  onInvite?: () => void;
}

const KIND_KEYS: Record<PointsKind, Extract<VipMessageKey, `points.kind${string}`>> = {
  checkIn: 'points.kindCheckIn',
  watch: 'points.kindWatch',
  invite: 'points.kindInvite',
  exchange: 'points.kindExchange',
};

/** /points: the balance, how to earn, 签到, exchanging points for VIP days, and the history. */
export function PointsScreen(props: PointsScreenProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{vipT('points.title')}</h1>
      <PointsBody {...props} />
    </div>
  );
}

function PointsBody({
  load: { status, data: points },
  loggedOut = false,
  checkingIn = false,
  exchangingId,
  notice,
  onCheckIn,
  onExchange,
  onLogin,
  onRetry,
  onInvite,
}: PointsScreenProps) {
  const t = useT();
  const ids = useId();

  if (loggedOut) {
    return (
      <div className={styles.loggedOut} data-status="logged-out">
        <p>{vipT('points.loggedOut')}</p>
        <button type="button" className={styles.primary} onClick={onLogin}>
          {t('auth.login')}
        </button>
      </div>
    );
  }
  if (status === 'error' || status === 'notFound') {
    return <StatusView status="error" message={vipT('points.loadError')} onRetry={onRetry} />;
  }
  if (status !== 'loaded' || !points) return <StatusView status="loading" />;

  const { balance, checkedInToday, rules, options, history } = points;
  return (
    <>
      <section className={styles.balanceCard} aria-labelledby={`${ids}-balance`}>
        <h2 id={`${ids}-balance`} className={styles.balanceLabel}>
          {vipT('points.balance')}
        </h2>
        <p className={styles.balance}>{balance}</p>
        <button
          type="button"
          className={styles.primary}
          disabled={checkedInToday || checkingIn}
          aria-busy={checkingIn || undefined}
          onClick={onCheckIn}
        >
          {checkedInToday
            ? vipT('points.checkedIn')
            : vipT('points.checkInGain', { n: rules.checkIn })}
        </button>
        {notice && (
          <p
            className={styles.notice}
            data-tone={notice.tone}
            role={notice.tone === 'error' ? 'alert' : 'status'}
          >
            {notice.text}
          </p>
        )}
      </section>

      <section className={styles.section} aria-labelledby={`${ids}-earn`}>
        <h2 id={`${ids}-earn`} className={styles.sectionTitle}>
          {vipT('points.earnTitle')}
        </h2>
        <dl className={styles.rules}>
          <div className={styles.rule}>
            <dt>{vipT('points.earnCheckIn')}</dt>
            <dd>{vipT('points.earnCheckInValue', { n: rules.checkIn })}</dd>
          </div>
          <div className={styles.rule}>
            <dt>{vipT('points.earnWatch')}</dt>
            <dd>{vipT('points.earnWatchValue', { n: rules.watch, cap: rules.watchDailyCap })}</dd>
          </div>
          <div className={styles.rule}>
            <dt>{vipT('points.earnInvite')}</dt>
            <dd>{vipT('points.earnInviteValue', { n: rules.invite })}</dd>
            {onInvite && (
              <dd>
                <button type="button" className={styles.ruleAction} onClick={onInvite}>
                  {vipT('points.inviteAction')}
                </button>
              </dd>
            )}
          </div>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby={`${ids}-exchange`}>
        <h2 id={`${ids}-exchange`} className={styles.sectionTitle}>
          {vipT('points.exchangeTitle')}
        </h2>
        <ul className={styles.options}>
          {options.map((option) => (
            <ExchangeOptionItem
              key={option.id}
              option={option}
              affordable={balance >= option.points}
              busy={exchangingId === option.id}
              onExchange={onExchange}
            />
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby={`${ids}-history`}>
        <h2 id={`${ids}-history`} className={styles.sectionTitle}>
          {vipT('points.historyTitle')}
        </h2>
        {history.length === 0 ? (
          <p className={styles.empty}>{vipT('points.historyEmpty')}</p>
        ) : (
          <ul className={styles.history}>
            {history.map((entry, index) => (
              <li key={`${entry.createdAt}-${index}`} className={styles.historyItem}>
                <span>{vipT(KIND_KEYS[entry.kind])}</span>
                <time
                  className={styles.time}
                  dateTime={new Date(entry.createdAt * 1000).toISOString()}
                >
                  {formatMinute(entry.createdAt)}
                </time>
                <span className={styles.delta} data-sign={entry.points < 0 ? 'minus' : 'plus'}>
                  {entry.points > 0 ? `+${entry.points}` : entry.points}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function ExchangeOptionItem({
  option,
  affordable,
  busy,
  onExchange,
}: {
  option: ExchangeOption;
  affordable: boolean;
  busy: boolean;
  onExchange: (optionId: number) => void;
}) {
  const t = useT();
  // The button says 兑换 (or 积分不足); what it exchanges is its description, read after the name.
  const daysId = useId();
  const costId = useId();
  return (
    <li className={styles.option}>
      <span id={daysId} className={styles.optionDays}>
        {vipT('points.optionDays', { n: option.days })}
      </span>
      <span id={costId} className={styles.optionCost}>
        {vipT('points.optionCost', { n: option.points })}
      </span>
      <button
        type="button"
        className={styles.exchange}
        disabled={!affordable || busy}
        aria-busy={busy || undefined}
        aria-describedby={`${daysId} ${costId}`}
        onClick={() => onExchange(option.id)}
      >
        {affordable ? t('points.exchange') : vipT('points.notEnough')}
      </button>
    </li>
  );
}
