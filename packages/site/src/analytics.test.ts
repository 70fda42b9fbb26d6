import { afterEach, describe, expect, it } from 'vitest';
import { track, trackedEvents } from './analytics';

afterEach(() => {
  delete window.dataLayer;
});

describe('the gtag-style tracker', () => {
  it('queues events on window.dataLayer as gtag does, dropping undefined parameters', () => {
    track('vod_playing', { vod_id: 12, ep: 3, line: undefined });
    track('vodshare_click');
    expect(trackedEvents()).toEqual([
      ['event', 'vod_playing', { vod_id: 12, ep: 3 }],
      ['event', 'vodshare_click', {}],
    ]);
    // gtag.js reads Arguments objects, not arrays.
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]');
  });

  it('keeps an existing dataLayer (a tag manager loaded first)', () => {
    window.dataLayer = [{ 'gtm.start': 1 }];
    track('file_download', { vod_id: 1 });
    expect(window.dataLayer).toHaveLength(2);
  });

  it('ignores a failing dataLayer', () => {
    window.dataLayer = Object.freeze([]) as unknown as unknown[];
    expect(() => track('vod_vipclick', { feature: 'line' })).not.toThrow();
  });
});
