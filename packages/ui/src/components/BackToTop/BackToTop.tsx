import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { useWindowScroll } from '../../hooks/useWindowScroll';
import { useT } from '../../i18n/I18nProvider';
import { ArrowUpIcon } from '../../icons/browseIcons';
import styles from './BackToTop.module.css';

/** SPEC section 2: the control appears after 100 px of scroll. */
export const BACK_TO_TOP_THRESHOLD = 100;

export interface BackToTopProps {
  /** Scroll distance in px after which the control shows. */
  threshold?: number;
}

/** 返回顶部: a floating button once the page has scrolled; smooth unless the viewer asks for less motion. */
export function BackToTop({ threshold = BACK_TO_TOP_THRESHOLD }: BackToTopProps) {
  const t = useT();
  const visible = useWindowScroll((scrollY) => scrollY > threshold);
  const reducedMotion = usePrefersReducedMotion();

  return (
    <button
      type="button"
      className={styles.button}
      data-visible={visible}
      // Out of sight is out of the tab order and the accessibility tree.
      inert={!visible}
      aria-label={t('common.backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' })}
    >
      <ArrowUpIcon className={styles.icon} />
    </button>
  );
}
