import { describe, expect, it } from 'vitest';
import { badgeOf } from './badge';

describe('badgeOf', () => {
  it('reads the forms the seed writes', () => {
    expect(badgeOf('更新至12集')).toEqual({ kind: 'updating', n: 12 });
    expect(badgeOf('全24集')).toEqual({ kind: 'complete', n: 24 });
    expect(badgeOf('更新至9期')).toEqual({ kind: 'updatingIssues', n: 9 });
    expect(badgeOf('全14期')).toEqual({ kind: 'completeIssues', n: 14 });
    expect(badgeOf('蓝光')).toEqual({ kind: 'bluray' });
    expect(badgeOf('HD')).toEqual({ kind: 'hd' });
    expect(badgeOf('标清')).toEqual({ kind: 'sd' });
  });

  it('gives no code to a remark in another form', () => {
    expect(badgeOf('')).toBeUndefined();
    expect(badgeOf('TC抢先版')).toBeUndefined();
    expect(badgeOf('全0集')).toBeUndefined();
  });
});
