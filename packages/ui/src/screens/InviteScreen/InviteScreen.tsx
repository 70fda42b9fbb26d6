import { useId } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { vipT } from '../../i18n/vipMessages';
import { InviteShare } from '../../components/InviteDialog/InviteShare';
import type { InviteView } from '../../components/InviteDialog/inviteTypes';
import { StatusView } from '../../components/StatusView/StatusView';
import type { AccountLoadStatus } from '../../loadView';
import styles from './InviteScreen.module.css';
import { BackButton } from '../../components/BackButton/BackButton';

export interface InviteScreenProps {
  /** desktop: /invite; h5: /invite-h5, the phone page the invite link itself points at. */
  variant: 'desktop' | 'h5';
  status: AccountLoadStatus;
  /** 返回 at the top of the page (it has no header, SPEC layout rules); none when omitted. */
  onBack?: () => void;
  /** Required when `status` is loaded. */
  invite?: InviteView;
  copied?: boolean;
  onCopy: (link: string) => void;
  /** loggedOut: 登录 (desktop) or 立即注册 (h5, where an invited friend lands). */
  onLogin: () => void;
  onRetry: () => void;
}

/** /invite and /invite-h5: the invite link and its QR code, how many friends joined, the rules. */
export function InviteScreen(props: InviteScreenProps) {
  return (
    <div className={styles.page} data-variant={props.variant}>
      {props.onBack && (
        <div className={styles.back}>
          <BackButton onBack={props.onBack} />
        </div>
      )}
      <header className={styles.hero}>
        <h1 className={styles.title}>{vipT('invite.title')}</h1>
        {props.invite && (
          <p className={styles.headline}>
            {vipT('invite.headline', { n: props.invite.pointsPerInvite })}
          </p>
        )}
      </header>
      <InviteBody {...props} />
    </div>
  );
}

function InviteBody({
  variant,
  status,
  invite,
  copied,
  onCopy,
  onLogin,
  onRetry,
}: InviteScreenProps) {
  const t = useT();
  const ids = useId();

  if (status === 'loggedOut') {
    // On the h5 page a logged-out visitor is most likely the invited friend: invite them to sign up.
    const h5 = variant === 'h5';
    return (
      <div className={styles.card} data-status="logged-out">
        <p>{h5 ? vipT('invite.h5Welcome') : vipT('invite.loggedOut')}</p>
        <button type="button" className={styles.primary} onClick={onLogin}>
          {h5 ? vipT('invite.h5Register') : t('auth.login')}
        </button>
      </div>
    );
  }
  if (status === 'error' || status === 'notFound') {
    return <StatusView status="error" message={vipT('invite.loadError')} onRetry={onRetry} />;
  }
  if (status !== 'loaded' || !invite) return <StatusView status="loading" />;

  return (
    <>
      <section className={styles.card} aria-label={t('invite.link')}>
        <InviteShare
          link={invite.link}
          copied={copied}
          onCopy={onCopy}
          qrSize={variant === 'h5' ? 168 : 144}
        />
      </section>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{vipT('invite.invitedCount')}</dt>
          <dd className={styles.statValue}>{invite.invitedCount}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{vipT('invite.pointsEarned')}</dt>
          <dd className={styles.statValue}>{invite.pointsEarned}</dd>
        </div>
      </dl>
      <section className={styles.rules} aria-labelledby={`${ids}-rules`}>
        <h2 id={`${ids}-rules`} className={styles.rulesTitle}>
          {vipT('invite.rulesTitle')}
        </h2>
        <ol className={styles.ruleList}>
          <li>{vipT('invite.ruleShare')}</li>
          <li>{vipT('invite.rulePoints', { n: invite.pointsPerInvite })}</li>
          <li>{vipT('invite.ruleExchange')}</li>
        </ol>
      </section>
    </>
  );
}
