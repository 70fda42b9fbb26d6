import { useT } from '../../i18n/I18nProvider';
import { ChevronLeftIcon } from '../../icons/icons';
import styles from './BackButton.module.css';

export interface BackButtonProps {
  onBack: () => void;
  /** `overlay`: floats over a player or a banner (phone detail and player pages); `inline`: in the page. */
  variant?: 'overlay' | 'inline';
}

/** 返回: the way back on pages without a header (phone detail and player, the invite page). */
export function BackButton({ onBack, variant = 'inline' }: BackButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      className={styles.button}
      data-variant={variant}
      aria-label={t('common.back')}
      onClick={onBack}
    >
      <ChevronLeftIcon className={styles.icon} />
      {variant === 'inline' && <span>{t('common.back')}</span>}
    </button>
  );
}
