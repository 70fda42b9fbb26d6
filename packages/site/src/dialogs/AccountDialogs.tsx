import { Suspense, useEffect, useState } from 'react';
import { appEvents, type AppEvents } from '../events';
import { authFlow } from '../state/auth';
import { lazyWithTexts } from '../lazyWithTexts';

// Each dialog's own code still waits for its first opening.
const LoginDialogView = lazyWithTexts(() => import('./LoginDialogView'));
const LogoutDialogView = lazyWithTexts(() => import('./LogoutDialogView'));
const InfoDialogView = lazyWithTexts(() => import('./InfoDialogView'));

/** The login dialog, the logout confirmation and the info dialog, each opened by its event. */
export default function AccountDialogs() {
  const [loginWanted, setLoginWanted] = useState(false);
  // null: never asked for (nothing loaded); false: loaded and closed.
  const [logoutOpen, setLogoutOpen] = useState<boolean | null>(null);
  const [info, setInfo] = useState<AppEvents['showInfo'] | null>(null);
  const [infoOpen, setInfoOpen] = useState(false);

  useEffect(() => {
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
