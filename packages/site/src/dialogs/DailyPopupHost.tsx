import { areaTextsReady } from '@xinghe/ui';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { PHONE_MEDIA_QUERY } from '../layout/usePhoneLayout';
import { appState } from '../state/app';
import { msUntilAfterFirstRender } from '../state/firstRender';
import { paymentActions } from '../state/payment';
import {
  calendarDate,
  DAILY_POPUP_DELAY_MS,
  openedOn,
  parsePopTime,
  POP_TIME_KEY,
  shouldOpenDailyPopup,
} from '../state/dailyPopup';
import { localStore } from '../storage';

// The popup's code (with its package price) loads only on the day it opens, as soon as the rule
// says it will: it is ready when the 500 ms are up. Kept as a plain module, not React.lazy: a lazy
// view would suspend once more when it opens and React holds such a reveal back for a while.
// Its texts in the viewer's language arrive with it (an area catalogue; see lazyWithTexts).
const loadView = () =>
  import('./DailyPopupView').then(async (module) => {
    await areaTextsReady();
    return module;
  });
type View = ComponentType<import('./DailyPopupView').DailyPopupViewProps>;

// Storage disabled: treated as never opened, and nothing is remembered (it may open again on the
// next load).
const readPopTime = () => parsePopTime(localStore.get(POP_TIME_KEY));
const rememberOpened = (today: string) => localStore.setJson(POP_TIME_KEY, openedOn(today));

/** A desktop device (user agent) in a desktop-sized window: a phone-sized window counts as a phone. */
const onDesktop = () =>
  appState.isDesktop && !(window.matchMedia?.(PHONE_MEDIA_QUERY).matches ?? false);

/**
 * SPEC "Daily popup": 500 ms after the first render of the first page of the day that may show it (state/dailyPopup.ts
 * has the rule), the VIP promotion opens once; `pop_time` remembers the day. Itself loaded on
 * demand after the first render (App), so the rule costs the first-load bundle nothing.
 */
export default function DailyPopupHost() {
  const [location] = useLocation();
  // null: not opened on this page load (nothing loaded).
  const [open, setOpen] = useState<boolean | null>(null);
  const [View, setView] = useState<View | null>(null);
  // The page the app opened on counts its 500 ms from the first render; a later page from its own.
  const firstPage = useRef(true);

  // The installable app's service worker starts from here: this part loads on every page after
  // the first render, so registering costs the first-load bundle nothing (pwa/startServiceWorker).
  useEffect(() => {
    if (import.meta.env.PROD)
      void import('../pwa/startServiceWorker').then((m) => m.startServiceWorker());
  }, []);

  useEffect(() => {
    const onFirstPage = firstPage.current;
    firstPage.current = false;
    const today = calendarDate(new Date());
    const input = { pathname: location, isDesktop: onDesktop(), stored: readPopTime(), today };
    if (!shouldOpenDailyPopup(input)) return;
    void loadView().then((module) => setView(() => module.default));
    void paymentActions.loadProducts();
    const delay = onFirstPage
      ? msUntilAfterFirstRender(DAILY_POPUP_DELAY_MS)
      : DAILY_POPUP_DELAY_MS;
    // Leaving the page within the delay (to an excluded one, say) asks the rule again there.
    const timer = setTimeout(() => {
      rememberOpened(today);
      setOpen(true);
    }, delay);
    return () => clearTimeout(timer);
  }, [location]);

  if (open === null || !View) return null;
  return <View open={open} onClose={() => setOpen(false)} />;
}
