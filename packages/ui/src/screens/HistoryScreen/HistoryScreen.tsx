import type { WatchRecord } from '../../playbackTypes';

/** `logged-out` shows a login prompt, above any records passed (the local history). */
export type AccountListStatus = 'loading' | 'error' | 'loaded' | 'logged-out';

/** A week, in seconds: history newer than this is 最近一周, the rest 更早. */
export const RECENT_HISTORY_SECONDS = 604800;

export interface HistoryScreenProps {
  status: AccountListStatus;
  records: readonly WatchRecord[];
  /** Unix seconds; splits 最近一周 from 更早. */
  now: number;
  /** Where an entry resumes, usually the player at its episode. */
  playHref: (record: WatchRecord) => string;
  onRemove: (record: WatchRecord) => void;
  onRetry: () => void;
  onLogin: () => void;
}

/** 观看历史: what the viewer watched, this week and earlier, with progress and remove. */
export function HistoryScreen(_props: HistoryScreenProps) {
  return <div />;
}
