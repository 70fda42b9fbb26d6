import { describe, expect, it, vi } from 'vitest';
import { appEvents } from './events';

describe('appEvents', () => {
  it('delivers an event with its detail to every listener until it unsubscribes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = appEvents.on('openVipDialog', first);
    const offSecond = appEvents.on('openVipDialog', second);
    appEvents.emit('openVipDialog', { index: 2 });
    offFirst();
    appEvents.emit('openVipDialog', {});
    offSecond();
    expect(first.mock.calls).toEqual([[{ index: 2 }]]);
    expect(second.mock.calls).toEqual([[{ index: 2 }], [{}]]);
  });

  it('does not deliver one event name to listeners of another', () => {
    const listener = vi.fn();
    const off = appEvents.on('openIn', listener);
    appEvents.emit('openLoginOut', {});
    off();
    expect(listener).not.toHaveBeenCalled();
  });
});
