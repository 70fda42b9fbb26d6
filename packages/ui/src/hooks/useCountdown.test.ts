import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useCountdown', () => {
  it('is idle until started', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ secondsLeft: 0, running: false });
    tick(5000);
    expect(result.current.secondsLeft).toBe(0);
  });

  it('starts at 60 by default and ticks once a second', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start());
    expect(result.current).toMatchObject({ secondsLeft: 60, running: true });
    tick(999);
    expect(result.current.secondsLeft).toBe(60);
    tick(1);
    expect(result.current.secondsLeft).toBe(59);
    tick(9000);
    expect(result.current.secondsLeft).toBe(50);
  });

  it('stops at 0 and resets to idle, and can start again', () => {
    const { result } = renderHook(() => useCountdown(3));
    act(() => result.current.start());
    tick(3000);
    expect(result.current).toMatchObject({ secondsLeft: 0, running: false });
    tick(5000);
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start());
    expect(result.current).toMatchObject({ secondsLeft: 3, running: true });
  });

  it('starts from a given number of seconds (a server asking to wait)', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(42));
    expect(result.current.secondsLeft).toBe(42);
  });

  it('restarts from the full count, with a fresh one-second phase', () => {
    const { result } = renderHook(() => useCountdown(10));
    act(() => result.current.start());
    tick(2500);
    expect(result.current.secondsLeft).toBe(8);
    act(() => result.current.start());
    expect(result.current.secondsLeft).toBe(10);
    tick(999);
    expect(result.current.secondsLeft).toBe(10);
    tick(1);
    expect(result.current.secondsLeft).toBe(9);
  });

  it('reset stops at once', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start());
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ secondsLeft: 0, running: false });
  });
});
