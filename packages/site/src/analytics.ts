/**
 * The gtag-style tracker of SPEC section 7 "Analytics": events are pushed onto `window.dataLayer`
 * exactly as gtag.js's own `gtag()` does (an `arguments` object: `'event', name, params`), so a
 * tag manager loaded later reads the queue as its own. Nothing is sent from here, and a failure
 * (no window, a frozen or foreign dataLayer) is ignored: analytics never breaks the page (SPEC
 * section 8).
 */

/** The events of the spec this site fires; the names are the spec's, unchanged. */
export type AnalyticsEvent =
  | 'file_download'
  | 'buy_VIP'
  | 'vod_playing'
  | 'vod_vipclick'
  | 'vod_actionclick'
  | 'channel_player_playing'
  | 'channel_action_click'
  | 'channel_vipclick'
  | 'login_success'
  | 'pay_success'
  | 'purchase'
  | 'payment_display'
  | 'vodshare_click'
  | 'channelshare_click'
  | 'points_page'
  | 'points_click'
  | 'exchange_click'
  | 'points_completed';

/** gtag ecommerce events (purchase) carry a list of items. */
export type AnalyticsItem = Readonly<Record<string, string | number>>;
export type AnalyticsValue = string | number | boolean | undefined | readonly AnalyticsItem[];
export type AnalyticsParams = Readonly<Record<string, AnalyticsValue>>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** gtag.js only reads `arguments` objects from the queue, so the tracker pushes one too. */
function gtag(..._args: unknown[]) {
  const layer = (window.dataLayer ??= []);
  // oxlint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects, not arrays
  layer.push(arguments);
}

/** Sends one event; never throws. */
export function track(event: AnalyticsEvent, params: AnalyticsParams = {}): void {
  try {
    if (typeof window === 'undefined') return;
    const clean = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined));
    gtag('event', event, clean);
  } catch {
    // SPEC section 8: failure of the analytics call is ignored.
  }
}

/** The events queued so far as plain `[command, name, params]` arrays (tests, e2e). */
export function trackedEvents(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}
