import type { Loadable, Programme } from '@xinghe/contracts/client';
import { useEffect, useRef } from 'react';
import { StatusView } from '../../components/StatusView/StatusView';
import { liveT } from '../../i18n/liveMessages';
import styles from './LiveChannelScreen.module.css';
import { formatChinaTime } from '../../i18n/intl';
import { loadView } from '../../loadView';
import { contentLang } from '../../i18n/locale';

/**
 * Guides are China-time days (the server's), so their clock times are shown in China time too,
 * written the active language's way (i18n/intl.ts).
 */
export const formatClock = formatChinaTime;

export interface GuideDay {
  /** YYYY-MM-DD. */
  date: string;
  label: string;
}

export interface ProgrammeGuideProps {
  /** The day's programmes, in order. */
  load: Loadable<readonly Programme[]>;
  days: readonly GuideDay[];
  date: string;
  /** Epoch seconds now: the programme on at this time is highlighted. */
  now: number;
  onDateChange: (date: string) => void;
  onRetry: () => void;
}

const NO_PROGRAMMES: readonly Programme[] = [];

/** A channel's guide for one day, the programme on now highlighted and scrolled into view. */
export function ProgrammeGuide(props: ProgrammeGuideProps) {
  const { days, date, now } = props;
  const list = props.load.data ?? NO_PROGRAMMES;
  const status = loadView(props.load.status);
  const current = useRef<HTMLLIElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // The programme on now is scrolled to within the guide's own list, never the page: the page
  // must not jump away from the player when the guide arrives.
  useEffect(() => {
    const item = current.current;
    const box = listRef.current;
    // The list is positioned, so the item's offsetTop is measured from its top.
    if (item && box) box.scrollTop = item.offsetTop;
  }, [list]);

  return (
    <section className={styles.guide} aria-label={liveT('channel.guide')}>
      <h2 className={styles.sectionTitle}>{liveT('channel.guide')}</h2>
      <fieldset className={styles.days}>
        <legend className={styles.legend}>{liveT('channel.days')}</legend>
        {days.map((day) => (
          <button
            key={day.date}
            type="button"
            className={styles.day}
            aria-pressed={day.date === date}
            onClick={() => props.onDateChange(day.date)}
          >
            {day.label}
          </button>
        ))}
      </fieldset>
      {status === 'loading' && <StatusView status="loading" />}
      {status === 'error' && (
        <StatusView status="error" message={liveT('channel.guideError')} onRetry={props.onRetry} />
      )}
      {status === 'loaded' && list.length === 0 && (
        <StatusView status="empty" message={liveT('channel.guideEmpty')} />
      )}
      {status === 'loaded' && list.length > 0 && (
        <ol ref={listRef} className={styles.programmes}>
          {list.map((p) => {
            const onNow = p.start <= now && now < p.end;
            const past = p.end <= now;
            return (
              <li
                key={p.start}
                ref={onNow ? current : undefined}
                className={styles.programme}
                aria-current={onNow ? 'true' : undefined}
                data-past={past ? 'true' : undefined}
              >
                <time className={styles.time}>{formatClock(p.start)}</time>
                <span className={styles.programmeTitle} lang={contentLang()}>
                  {p.title}
                </span>
                {onNow && <span className={styles.onNow}>{liveT('channel.onNow')}</span>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
