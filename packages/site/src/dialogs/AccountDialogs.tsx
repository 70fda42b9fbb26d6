import { lazy, Suspense, useEffect, useState } from 'react';
import { appEvents, type AppEvents } from '../events.ts';
import { authFlow } from '../state/auth.ts';

// Each dialog's own code still waits for its first opening.
const LoginDialogView = lazy(() => import('./LoginDialogView.tsx'));
const LogoutDialogView = lazy(() => import('./LogoutDialogView.tsx'));
const InfoDialogView = lazy(() => import('./InfoDialogView.tsx'));

/** The request that loaded this module (the host heard it before these listeners existed). */
export type AccountEvent =
  | { name: 'openIn'; detail: AppEvents['openIn'] }
  | { name: 'openLoginOut'; detail: AppEvents['openLoginOut'] }
  | { name: 'showInfo'; detail: AppEvents['showInfo'] };

/** The login dialog, the logout confirmation and the info dialog, each opened by its event. */
export default function AccountDialogs({ first }: { first: AccountEvent }) {
  const [loginWanted, setLoginWanted] = useState(first.name === 'openIn');
  // null: never asked for (nothing loaded); false: loaded and closed.
  const [logoutOpen, setLogoutOpen] = useState(first.name === 'openLoginOut' ? true : null);
  const [info, setInfo] = useState(first.name === 'showInfo' ? first.detail : null);
  const [infoOpen, setInfoOpen] = useState(first.name === 'showInfo');

  useEffect(() => {
    if (first.name === 'openIn') authFlow.actions.open(first.detail);
    const stops = [
      appEvents.on('openIn', (detail) => {
        setLoginWanted(true);
        authFlow.actions.open(detail);
      }),
      appEvents.on('openLoginOut', () => setLogoutOpen(true)),
      appEvents.on('showInfo', (detail) => {
        setInfo(detail);
        setInfoOpen(true);
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [first]);

  return (
    <Suspense fallback={null}>
      {loginWanted && <LoginDialogView />}
      {logoutOpen !== null && (
        <LogoutDialogView open={logoutOpen} onClose={() => setLogoutOpen(false)} />
      )}
      {info && (
        <InfoDialogView
          open={infoOpen}
          title={info.title}
          message={info.message}
          onClose={() => setInfoOpen(false)}
        />
      )}
    </Suspense>
  );
}
