import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDoubleClick } from './useDoubleClick';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const onSingle = vi.fn();
  const onDouble = vi.fn();
  const hook = renderHook(() => useDoubleClick(onSingle, onDouble));
  const click = (arg?: string) => act(() => hook.result.current(arg));
  return { onSingle, onDouble, click, hook };
}

describe('useDoubleClick', () => {
  it('fires the first action 300 ms after a single click, not before', () => {
    const { onSingle, onDouble, click } = setup();
    click('a');
    vi.advanceTimersByTime(299);
    expect(onSingle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSingle).toHaveBeenCalledExactlyOnceWith('a');
    expect(onDouble).not.toHaveBeenCalled();
  });

  it('fires the second action (and never the first) for a second click within 300 ms', () => {
    const { onSingle, onDouble, click } = setup();
    click('a');
    vi.advanceTimersByTime(250);
    click('b');
    expect(onDouble).toHaveBeenCalledExactlyOnceWith('b');
    vi.advanceTimersByTime(1000);
    expect(onSingle).not.toHaveBeenCalled();
  });

  it('treats a click after the window as a new single click', () => {
    const { onSingle, onDouble, click } = setup();
    click();
    vi.advanceTimersByTime(300);
    click();
    vi.advanceTimersByTime(300);
    expect(onSingle).toHaveBeenCalledTimes(2);
    expect(onDouble).not.toHaveBeenCalled();
  });

  it('starts over after a double click: a third click is a single click again', () => {
    const { onSingle, onDouble, click } = setup();
    click();
    click();
    click();
    vi.advanceTimersByTime(300);
    expect(onDouble).toHaveBeenCalledTimes(1);
    expect(onSingle).toHaveBeenCalledTimes(1);
  });

  it('drops a pending single click on unmount', () => {
    const { onSingle, click, hook } = setup();
    click();
    hook.unmount();
    vi.advanceTimersByTime(1000);
    expect(onSingle).not.toHaveBeenCalled();
  });
});
