import { useT } from '../../i18n/I18nProvider';
import styles from './AccountList.module.css';

export interface LoginPromptProps {
  message: string;
  onLogin: () => void;
}

/** A logged-out visitor's card on an account page: why to log in, and 登录. */
export function LoginPrompt({ message, onLogin }: LoginPromptProps) {
  const t = useT();
  return (
    <div className={styles.loginPrompt} data-status="logged-out">
      <p>{message}</p>
      <button type="button" className={styles.loginButton} onClick={onLogin}>
        {t('auth.login')}
      </button>
    </div>
  );
}
