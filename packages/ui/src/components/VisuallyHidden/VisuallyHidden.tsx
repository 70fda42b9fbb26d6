import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** `h1` gives a page a heading that screen readers and search engines see but the design does not. */
  as?: 'span' | 'h1' | 'h2' | 'p';
  id?: string;
}

/** Text read by assistive technology only. */
export function VisuallyHidden({ children, as: Tag = 'span', id }: VisuallyHiddenProps) {
  return (
    <Tag className={styles.hidden} id={id}>
      {children}
    </Tag>
  );
}
