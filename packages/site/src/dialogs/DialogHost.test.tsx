import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { fakeFetch } from '@xinghe/contracts/testing';
import { I18nProvider } from '@xinghe/ui';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appEvents } from '../events';
import { sessionActions, sessionState } from '../state/session';
import { DialogHost } from './DialogHost';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionActions.signOut();
});

const renderHost = () =>
  render(
    <I18nProvider>
      <DialogHost />
    </I18nProvider>,
  );

describe('dialog host', () => {
  it('loads nothing until asked', () => {
    const { container } = renderHost();
    expect(container.innerHTML).toBe('');
  });

  it('openIn opens the login dialog at its email step', async () => {
    renderHost();
    act(() => appEvents.emit('openIn', {}));
    expect(await screen.findByRole('heading', { name: '登录/注册' })).toBeTruthy();
  });

  it('logout: confirmed, the server is told and the viewer is signed out even if it fails', async () => {
    sessionActions.signIn('a.b.c', { email: 'a@xinghe.test', expireTime: null });
    const { fetch, urls: asked } = fakeFetch(() => ({ status: 502, body: '' }));
    vi.stubGlobal('fetch', fetch);
    renderHost();
    act(() => appEvents.emit('openLoginOut', {}));
    expect(await screen.findByText('确定要退出登录吗？')).toBeTruthy();
    expect(sessionState.isLogin).toBe(true);
    // By role, and waited for: the text shows before the <dialog> opens (and joins the a11y tree).
    const confirm = await screen.findByRole('button', { name: '退出登录' });
    await act(async () => fireEvent.click(confirm));
    await vi.waitFor(() => expect(sessionState.isLogin).toBe(false));
    expect(asked).toEqual(['/user/logout']);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a visitor asking for the VIP dialog gets the login dialog', async () => {
    renderHost();
    act(() => appEvents.emit('openVipDialog', { index: 1 }));
    expect(await screen.findByRole('heading', { name: '登录/注册' })).toBeTruthy();
  });

  it('showInfo shows the message', async () => {
    renderHost();
    act(() => appEvents.emit('showInfo', { message: '兑换成功' }));
    expect(await screen.findByText('兑换成功')).toBeTruthy();
  });
});
