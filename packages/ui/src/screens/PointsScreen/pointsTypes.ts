/** The points data the ui takes; it mirrors the contract's getPoints reply (`GET /user/points`). */

export type PointsKind = 'checkIn' | 'watch' | 'invite' | 'exchange';

export interface PointsRules {
  checkIn: number;
  watch: number;
  watchDailyCap: number;
  invite: number;
}

/** An exchange: `days` of VIP for `points`. */
export interface PointsOption {
  id: number;
  days: number;
  points: number;
}

export interface PointsHistoryEntry {
  kind: PointsKind;
  /** Negative for an exchange. */
  points: number;
  /** Epoch seconds. */
  createdAt: number;
}

export interface PointsView {
  balance: number;
  checkedInToday: boolean;
  rules: PointsRules;
  options: readonly PointsOption[];
  /** Newest first. */
  history: readonly PointsHistoryEntry[];
}
