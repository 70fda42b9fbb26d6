import { Suspense, useEffect, useState } from 'react';
import { appEvents, type AppEventName, type AppEvents } from '../events';
import { lazyWithTexts } from '../lazyWithTexts';

// Every dialog, its store and its flow load the first time one is asked for, never with the page:
// this host is all of them the first-load bundle carries.
const Dialogs = lazyWithTexts(() => import('./Dialogs'));

const DIALOG_EVENTS = [
  'openIn',
  'openLoginOut',
  'showInfo',
  'openVipDialog',
  'invite',
] as const satisfies readonly AppEventName[];

/** The request that loaded the dialogs, heard before their own listeners existed. */
export type FirstDialogEvent = {
  [N in (typeof DIALOG_EVENTS)[number]]: { name: N; detail: AppEvents[N] };
}[(typeof DIALOG_EVENTS)[number]];

/**
 * Answers the app-wide events of SPEC section 2 (openIn, openLoginOut, showInfo, openVipDialog,
 * invite) from anywhere: it only listens, and on the first one loads `Dialogs`, which takes over
 * and replays that first request to the dialog it is for.
 */
export function DialogHost() {
  const [first, setFirst] = useState<FirstDialogEvent | null>(null);

  useEffect(() => {
    const stops = DIALOG_EVENTS.map((name) =>
      appEvents.on(name, (detail) =>
        setFirst((seen) => seen ?? ({ name, detail } as FirstDialogEvent)),
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, []);

  return (
    first && (
      <Suspense fallback={null}>
        <Dialogs first={first} />
      </Suspense>
    )
  );
}
