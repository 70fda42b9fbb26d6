import { afterEach, describe, expect, it } from 'vitest';
import { captureInviteFromUrl, clearInviteId, readInviteId } from './invite';

afterEach(() => localStorage.clear());

describe('invite_id capture', () => {
  it('stores the invite link code in local storage invite_id', () => {
    expect(captureInviteFromUrl('https://x.example/invite-h5?invite_id=ab12cd34')).toBe('ab12cd34');
    expect(localStorage.getItem('invite_id')).toBe('ab12cd34');
    expect(readInviteId()).toBe('ab12cd34');
  });

  it('a newer link replaces the stored code; a URL without one keeps it', () => {
    captureInviteFromUrl('https://x.example/?invite_id=first111');
    captureInviteFromUrl('https://x.example/movie?invite_id=second22');
    captureInviteFromUrl('https://x.example/movie');
    expect(readInviteId()).toBe('second22');
  });

  it('ignores an empty or implausible code', () => {
    expect(captureInviteFromUrl('https://x.example/?invite_id=')).toBeNull();
    expect(captureInviteFromUrl('https://x.example/?invite_id=%3Cscript%3E')).toBeNull();
    expect(localStorage.getItem('invite_id')).toBeNull();
    expect(readInviteId()).toBeUndefined();
  });

  it('is cleared after use', () => {
    captureInviteFromUrl('https://x.example/?invite_id=ab12cd34');
    clearInviteId();
    expect(readInviteId()).toBeUndefined();
  });
});
