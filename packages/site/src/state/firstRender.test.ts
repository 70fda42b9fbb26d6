import { afterEach, describe, expect, it } from 'vitest';
import { markFirstRender, msUntilAfterFirstRender, resetFirstRender } from './firstRender';

afterEach(resetFirstRender);

describe('time counted from the first render', () => {
  it('is the whole delay before the first render', () => {
    expect(msUntilAfterFirstRender(500, 10_000)).toBe(500);
  });

  it('counts from the first render only, down to 0', () => {
    markFirstRender(1_000);
    markFirstRender(1_300); // a later render does not move it
    expect(msUntilAfterFirstRender(500, 1_000)).toBe(500);
    expect(msUntilAfterFirstRender(500, 1_499)).toBe(1);
    expect(msUntilAfterFirstRender(500, 1_500)).toBe(0);
    expect(msUntilAfterFirstRender(500, 9_000)).toBe(0);
  });
});
