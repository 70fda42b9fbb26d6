import { Link } from 'wouter';
import styles from './PlaceholderPage.module.css';
import { pageTexts } from './pageTexts.ts';

export interface PlaceholderPageProps {
  title: string;
  hint: string;
}

/** A page that has nothing to show yet, or no page at all: a heading, a hint and a way home. */
export function PlaceholderPage({ title, hint }: PlaceholderPageProps) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.hint}>{hint}</p>
      <Link href="/" className={styles.home}>
        {pageTexts.backHome}
      </Link>
    </section>
  );
}
