import { lazy, Suspense, useEffect, useState } from 'react';
import { appEvents, type AppEvents } from '../events.ts';

// Each dialog's code (and the login flow with its API calls) loads the first time it opens, never
// with the page: this host only listens.
const LoginDialogView = lazy(() => import('./LoginDialogView.tsx'));
const LogoutDialogView = lazy(() => import('./LogoutDialogView.tsx'));
const InfoDialogView = lazy(() => import('./InfoDialogView.tsx'));

/** Asks the login flow to open; the flow (state/auth.ts) arrives with the dialog's chunk. */
const openLogin = (detail: AppEvents['openIn']) =>
  void import('../state/auth.ts').then(({ authFlow }) => authFlow.actions.open(detail));

/**
 * Answers the account events of SPEC section 2 from anywhere: `openIn` with the login dialog,
 * `openLoginOut` with the logout confirmation, `showInfo` with the info dialog.
 */
export function AccountDialogHost() {
  const [loginWanted, setLoginWanted] = useState(false);
  // null: never asked for (nothing loaded); false: loaded and closed.
  const [logoutOpen, setLogoutOpen] = useState<boolean | null>(null);
  const [info, setInfo] = useState<AppEvents['showInfo'] | null>(null);
  const [infoOpen, setInfoOpen] = useState(false);

  useEffect(() => {
    const stops = [
      appEvents.on('openIn', (detail) => {
        setLoginWanted(true);
        openLogin(detail);
      }),
      appEvents.on('openLoginOut', () => setLogoutOpen(true)),
      appEvents.on('showInfo', (detail) => {
        setInfo(detail);
        setInfoOpen(true);
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);

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
