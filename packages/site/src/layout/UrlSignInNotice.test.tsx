import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { accountT, I18nProvider } from '@xinghe/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionActions, sessionState } from '../state/session';
import { takeTokenFromUrl } from '../state/urlToken';
import UrlSignInNotice, { showUrlSignInNotice } from './UrlSignInNotice';

afterEach(() => {
  cleanup();
  sessionActions.signOut();
  localStorage.clear();
});

/** A visitor opens a link carrying someone's token; the server says whose it is. */
async function signInFromLink(email: string) {
  takeTokenFromUrl(`https://x.example/?token=link.token.${email.length}`);
  await sessionActions.verify(async () => ({ ok: true, code: 0, msg: 'ok', data: { email } }));
}

const renderNotice = () =>
  render(
    <I18nProvider>
      <UrlSignInNotice token={sessionState.token} />
    </I18nProvider>,
  );

describe('the notice after a sign-in through a link', () => {
  it('says which account the link signed in, and signs out of it on request', async () => {
    await signInFromLink('owner@example.com');
    renderNotice();
    const notice = screen.getByRole('region', { name: accountT('urlSignIn.label') });
    expect(within(notice).getByRole('status').textContent).toBe(
      accountT('urlSignIn.notice', { email: 'owner@example.com' }),
    );
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: accountT('urlSignIn.signOut') }));
    });
    expect(sessionState).toMatchObject({ isLogin: false, token: '' });
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('goes away when the viewer keeps the account', async () => {
    await signInFromLink('me@example.com');
    renderNotice();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: accountT('urlSignIn.keep') }));
    });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(sessionState.isLogin).toBe(true);
  });

  it('goes away when the viewer signs into another account', async () => {
    await signInFromLink('owner@example.com');
    renderNotice();
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => sessionActions.signIn('typed.pass.word', { email: 'me@example.com' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('is shown beside the app by the chunk boot loads after a link signed someone in', async () => {
    await signInFromLink('owner@example.com');
    await act(() => showUrlSignInNotice());
    const notice = await screen.findByRole('region', { name: accountT('urlSignIn.label') });
    expect(notice.textContent).toContain('owner@example.com');
    notice.parentElement?.remove();
  });
});
