import { describe, expect, it } from 'vitest';
import { liveGroupsFixture } from '../../fixtures/live';
import { zapGroups, zapNumber, zapStep } from './zapOrder';

describe('zapping order', () => {
  it('lists the current group first and keeps each channel its number', () => {
    const shown = zapGroups(liveGroupsFixture, 'zhejiang');
    expect(shown.map((g) => g.name)).toEqual(['卫视', '央视', '体育']);
    expect(shown[0]!.channels.map((c) => c.number)).toEqual([5, 6, 7, 8]);
    expect(zapNumber(shown, 1)).toBe('cctv1');
    expect(zapNumber(shown, 99)).toBeNull();
  });

  it('steps through the list as shown, wrapping at both ends', () => {
    const shown = zapGroups(liveGroupsFixture, 'jiangsu');
    expect(zapStep(shown, 'jiangsu', 1)).toBe('cctv1');
    expect(zapStep(shown, 'hunan', -1)).toBe('zuqiu');
    expect(zapStep(shown, 'cctv2', 1)).toBe('cctv3');
    expect(zapStep([], 'cctv1', 1)).toBeNull();
  });
});
