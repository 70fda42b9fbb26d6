import type { ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { EmptyBoxIcon, RetryIcon } from '../../icons/icons';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './StatusView.module.css';

export type StatusViewStatus = 'loading' | 'empty' | 'error';

export interface StatusViewProps {
  status: StatusViewStatus;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
  /** Replaces the default 暂无内容 / 加载失败，点击重试 text. */
  message?: string;
  /** The placeholder shown while loading, shaped like the content to come; a few bars by default. */
  skeleton?: ReactNode;
  /**
   * Error state of a whole page: a heading (h2, under the page's h1) saying what did not load,
   * and `detail`, a sentence on why and what to do, above the retry button.
   */
  title?: string;
  detail?: string;
}

/** What a page or section shows instead of its content: loading, nothing to show, or a failure. */
export function StatusView({ status, onRetry, message, skeleton, title, detail }: StatusViewProps) {
  const t = useT();

  if (status === 'loading') {
    return (
      <div className={styles.loading} data-status="loading" aria-busy="true">
        <output>
          <VisuallyHidden>{t('status.loading')}</VisuallyHidden>
        </output>
        {skeleton ?? <DefaultSkeleton />}
      </div>
    );
  }

  if (status === 'empty') {
    return (
      <div className={styles.message} data-status="empty">
        <EmptyBoxIcon className={styles.icon} />
        <p className={styles.text}>{message ?? t('status.empty')}</p>
      </div>
    );
  }

  const text = message ?? t('status.error');
  return (
    <div className={styles.message} data-status="error" role="alert">
      {title && <h2 className={styles.title}>{title}</h2>}
      {detail && <p className={styles.detail}>{detail}</p>}
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          <RetryIcon className={styles.retryIcon} />
          {text}
        </button>
      ) : (
        <p className={styles.text}>{text}</p>
      )}
    </div>
  );
}

function DefaultSkeleton() {
  return (
    <div className={styles.defaultSkeleton}>
      <Skeleton width="40%" height="20px" />
      <Skeleton width="100%" height="14px" />
      <Skeleton width="90%" height="14px" />
      <Skeleton width="65%" height="14px" />
    </div>
  );
}
