import { accountT, areaTextsReady } from '@xinghe/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionActions, sessionState, useSession } from '../state/session';
import styles from './UrlSignInNotice.module.css';

/**
 * After a token in the URL signed this browser in: which account that is, with a way out. A link
 * carrying someone else's token (login CSRF) would otherwise put the visitor in that account
 * unawares. Shown once the server has confirmed the token, while that session lasts.
 */
export default function UrlSignInNotice({ token }: { token: string }) {
  const session = useSession();
  const [kept, setKept] = useState(false);
  if (kept || !session.isLogin || session.token !== token) return null;
  return (
    <section aria-label={accountT('urlSignIn.label')} className={styles.notice}>
      <output>{accountT('urlSignIn.notice', { email: session.userInfo?.email ?? '' })}</output>
      <div className={styles.actions}>
        <button type="button" onClick={() => setKept(true)}>
          {accountT('urlSignIn.keep')}
        </button>
        <button type="button" onClick={() => sessionActions.signOut()}>
          {accountT('urlSignIn.signOut')}
        </button>
      </div>
    </section>
  );
}

/**
 * Mounts the notice in a root of its own beside the app's (boot.ts loads this chunk only when a
 * link signed someone in), so the first-load bundle and the page's hydration carry none of it.
 */
export async function showUrlSignInNotice() {
  await areaTextsReady();
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<UrlSignInNotice token={sessionState.token} />);
}
