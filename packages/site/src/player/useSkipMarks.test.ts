import { renderHook, waitFor } from '@testing-library/react';
import { ref } from 'valtio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MY_MARKS_KEY_PREFIX, myMarksState } from '../state/myMarks';
import { skipMarksState } from '../state/skipMarks';
import { useSkipMarks, type SkipInput } from './useSkipMarks';

const TITLE = 'Tt7';
/** The title's marks are known already, so the hook asks the server for nothing. */
function titleMarks() {
  skipMarksState.id = TITLE;
  skipMarksState.episodes = ref([{ ep: 1, introStart: 5, introEnd: 90, outroStart: 2400 }]);
}
const input = (over: Partial<SkipInput>): SkipInput => ({
  vodId: TITLE,
  ep: 1,
  currentTime: 10,
  playing: true,
  autoSkip: true,
  hasNext: true,
  seek: vi.fn(),
  ...over,
});

afterEach(() => {
  localStorage.clear();
  myMarksState.byId = {};
  skipMarksState.id = null;
});

describe("useSkipMarks with the viewer's own marks", () => {
  it("skips the intro to the title's intro end while the viewer has set none", async () => {
    titleMarks();
    const seek = vi.fn();
    renderHook(() => useSkipMarks(input({ seek })));
    await waitFor(() => expect(seek).toHaveBeenCalledWith(90));
  });

  it("skips to the viewer's own intro end, from the start of the episode", async () => {
    titleMarks();
    localStorage.setItem(
      `${MY_MARKS_KEY_PREFIX}${TITLE}`,
      JSON.stringify({ introEnd: 120, outroStart: null }),
    );
    const seek = vi.fn();
    const { result } = renderHook(() => useSkipMarks(input({ currentTime: 1, seek })));
    await waitFor(() => expect(seek).toHaveBeenCalledWith(120));
    expect(seek).toHaveBeenCalledTimes(1);
    expect(result.current.toast).toBe('introSkipped');
  });

  it("reaches the outro at the viewer's own outro start", async () => {
    titleMarks();
    localStorage.setItem(
      `${MY_MARKS_KEY_PREFIX}${TITLE}`,
      JSON.stringify({ introEnd: null, outroStart: 2000 }),
    );
    const { result } = renderHook(() => useSkipMarks(input({ currentTime: 2100 })));
    await waitFor(() => expect(result.current.outroReached).toBe(true));
  });
});
