/**
 * The days a channel page offers in its guide: today and the next six China days (the server's
 * guides are China-time days, UTC+8), labelled 今天, 明天, then by date and weekday.
 */
import { formatChinaWeekday } from '@xinghe/ui';
const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;
export const GUIDE_DAYS = 7;

/** 'YYYY-MM-DD' of the China day holding `ms`. */
export function chinaDate(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

export function guideDays(
  nowMs: number,
  today: string,
  tomorrow: string,
): { date: string; label: string }[] {
  return Array.from({ length: GUIDE_DAYS }, (_, i) => {
    const ms = nowMs + i * DAY_MS;
    const label = i === 0 ? today : i === 1 ? tomorrow : formatChinaWeekday(ms);
    return { date: chinaDate(ms), label };
  });
}
