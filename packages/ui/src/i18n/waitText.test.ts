import { describe, expect, it } from 'vitest';
import { accountT, waitText } from './accountMessages';

describe('waitText', () => {
  it('says seconds under two minutes', () => {
    expect(waitText(1)).toBe('1秒');
    expect(waitText(45)).toBe('45秒');
    expect(waitText(119)).toBe('119秒');
  });

  it('says whole minutes, rounded up, from two minutes on', () => {
    expect(waitText(120)).toBe('2分钟');
    expect(waitText(121)).toBe('3分钟');
    expect(waitText(2562)).toBe('43分钟');
    expect(waitText(3600)).toBe('60分钟');
  });

  it('reads as the rate-limit message', () => {
    expect(accountT('login.tooFrequent', { wait: waitText(2562) })).toBe(
      '操作过于频繁，请43分钟后再试',
    );
    expect(accountT('login.codeTooSoon', { wait: waitText(42) })).toBe('请42秒后再获取验证码');
  });
});
