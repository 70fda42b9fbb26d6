import { useId, type ReactNode } from 'react';
import styles from './DetailSection.module.css';

interface DetailSectionProps {
  title: string;
  /** Small text after the title (选集's episode count). */
  note?: string;
  children: ReactNode;
}

/** A section under the hero, named by its heading (选集, lines, cast). */
export function DetailSection({ title, note, children }: DetailSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
        {note !== undefined && <span className={styles.sectionNote}>{note}</span>}
      </h2>
      {children}
    </section>
  );
}
