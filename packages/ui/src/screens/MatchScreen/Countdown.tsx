import { sportsT } from '../../i18n/sportsMessages';
import styles from './MatchScreen.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** Time left to kick-off as 距开赛 d天 hh:mm:ss (days only when there are some). */
export function countdownText(seconds: number): string {
  const left = Math.max(0, Math.floor(seconds));
  const d = Math.floor(left / 86_400);
  const h = pad(Math.floor((left % 86_400) / 3600));
  const m = pad(Math.floor((left % 3600) / 60));
  const s = pad(left % 60);
  return d > 0
    ? sportsT('match.countdownValue', { d, h, m, s })
    : sportsT('match.countdownShort', { h, m, s });
}

export function Countdown({ startTime, now }: { startTime: number; now: number }) {
  const left = startTime - now;
  return (
    <section className={styles.panel} aria-label={sportsT('match.countdown')}>
      <h2 className={styles.panelTitle}>{sportsT('match.countdown')}</h2>
      {left > 0 ? (
        <p className={styles.countdown} role="timer">
          {countdownText(left)}
        </p>
      ) : (
        <p className={styles.countdown}>{sportsT('match.startingSoon')}</p>
      )}
    </section>
  );
}
