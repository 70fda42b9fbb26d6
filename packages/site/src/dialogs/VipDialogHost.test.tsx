import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appEvents, type AppEvents } from '../events';
import { sessionActions } from '../state/session';
import { InviteDialogHost } from './InviteDialogHost';
import { VipDialogHost } from './VipDialogHost';

function listen<N extends 'openIn'>(name: N) {
  const seen: AppEvents[N][] = [];
  const stop = appEvents.on(name, (detail) => seen.push(detail));
  return { seen, stop };
}

afterEach(() => {
  cleanup();
  sessionActions.signOut();
});

describe('the VIP and invite dialog hosts', () => {
  it('send a visitor to the login dialog and load nothing of their own', () => {
    sessionActions.signOut();
    const { container } = render(
      <>
        <VipDialogHost />
        <InviteDialogHost />
      </>,
    );
    const login = listen('openIn');
    act(() => appEvents.emit('openVipDialog', { index: 1, reason: 'line' }));
    act(() => appEvents.emit('invite', {}));
    login.stop();
    expect(login.seen).toEqual([{ reason: 'vip' }, { reason: 'invite' }]);
    expect(container.innerHTML).toBe('');
  });

  it('do not ask a signed-in viewer to log in', () => {
    sessionActions.signIn('a.b.c', { email: 'a@xinghe.test', expireTime: null });
    render(
      <>
        <VipDialogHost />
        <InviteDialogHost />
      </>,
    );
    const login = listen('openIn');
    act(() => appEvents.emit('openVipDialog', {}));
    act(() => appEvents.emit('invite', {}));
    login.stop();
    expect(login.seen).toEqual([]);
  });
});
