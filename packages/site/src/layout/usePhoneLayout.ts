import { useSyncExternalStore } from 'react';
import { firstScreenIsPhone } from '../firstScreen/startFromFirstData';

/** The phone layout of the ui tokens: windows narrower than 768 px get the mobile header. */
export const PHONE_MEDIA_QUERY = '(max-width: 767px)';

function phoneQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_MEDIA_QUERY)
    : null;
}

function subscribe(notify: () => void) {
  const query = phoneQuery();
  query?.addEventListener('change', notify);
  return () => query?.removeEventListener('change', notify);
}

const isPhone = () => phoneQuery()?.matches ?? false;

/**
 * Whether the window has the phone layout, read synchronously on the first render (no flash of the
 * wrong header) and updated when the window crosses the breakpoint. A page the server wrote is
 * hydrated in the layout it was written for, then measured. Only the header that fits is
 * rendered, so a desktop never downloads the mobile header's code and a phone never the desktop's.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, firstScreenIsPhone);
}
