import type { MatchDay } from '@xinghe/contracts/client';
import { Link } from '../../nav/Link';
import { sportsT, type PlainSportsKey } from '../../i18n/sportsMessages';
import styles from './SportsScreen.module.css';

export interface DateStripProps {
  days: readonly MatchDay[];
  selected: string;
  /** Today on the service's calendar: labelled 今天. */
  today: string;
  dayHref: (date: string) => string;
}

const weekdayOf = (date: string) =>
  sportsT(`weekday.${new Date(`${date}T00:00:00Z`).getUTCDay()}` as PlainSportsKey);

/** The days that have matches; the chosen one is marked as the current page. */
export function DateStrip({ days, selected, today, dayHref }: DateStripProps) {
  return (
    <nav className={styles.dates} aria-label={sportsT('sports.dates')}>
      <ul>
        {days.map((day) => (
          <li key={day.date}>
            <Link
              href={dayHref(day.date)}
              className={styles.date}
              aria-current={day.date === selected ? 'date' : undefined}
            >
              <span className={styles.weekday}>
                {day.date === today ? sportsT('sports.today') : weekdayOf(day.date)}
              </span>
              <span className={styles.dayOfMonth}>{day.date.slice(5)}</span>
              <span className={styles.dayCount}>
                {sportsT('sports.dayCount', { n: day.count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export { weekdayOf };
