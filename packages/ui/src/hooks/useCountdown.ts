import { useCallback, useEffect, useState } from 'react';

/** SPEC "Countdown timer": 60 seconds unless told otherwise. */
export const DEFAULT_COUNTDOWN_SECONDS = 60;

export interface Countdown {
  /** Seconds still to go; 0 while idle. */
  secondsLeft: number;
  /** (Re)starts from `seconds` (the hook's start value by default), e.g. a server's 请{n}秒后再获取. */
  start: (seconds?: number) => void;
  /** Stops at once and goes back to idle. */
  reset: () => void;
  running: boolean;
}

/**
 * SPEC "Countdown timer": starts at a given number of seconds (default 60), ticks each second, and
 * at 0 stops and resets to idle (secondsLeft 0, running false), ready to start again. Used for the
 * 获取验证码 button: `{n}秒后重新获取` while running.
 */
export function useCountdown(startSeconds: number = DEFAULT_COUNTDOWN_SECONDS): Countdown {
  // `run` changes on every start, so a restart also restarts the one-second phase.
  const [state, setState] = useState({ secondsLeft: 0, run: 0 });
  const running = state.secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setState((current) => ({ ...current, secondsLeft: Math.max(0, current.secondsLeft - 1) }));
    }, 1000);
    return () => clearInterval(timer);
  }, [running, state.run]);

  const start = useCallback(
    (seconds: number = startSeconds) => {
      const whole = Math.max(0, Math.ceil(seconds));
      setState((current) => ({ secondsLeft: whole, run: current.run + 1 }));
    },
    [startSeconds],
  );
  const reset = useCallback(() => setState((current) => ({ ...current, secondsLeft: 0 })), []);

  return { secondsLeft: state.secondsLeft, start, reset, running };
}
