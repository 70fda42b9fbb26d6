import { describe, expect, it, vi } from 'vitest';
import { createProgressSaver, type Progress } from './progressSaver';

function setup(loggedIn = true) {
  let now = 0;
  const saveLocal = vi.fn<(p: Progress) => void>();
  const saveServer = vi.fn<(p: Progress, urgent: boolean) => Promise<unknown>>(() =>
    Promise.resolve(),
  );
  const saver = createProgressSaver({
    saveLocal,
    saveServer,
    isLoggedIn: () => loggedIn,
    now: () => now,
  });
  const at = (ms: number, position: number) => {
    now = ms;
    saver.update({ mid: 'Mv9', ep: 1, position, duration: 100 });
  };
  return { saver, saveLocal, saveServer, at };
}

describe('progress saving', () => {
  it('posts to the server at most every 10 s while playing, locally every 2 s', () => {
    const { saveLocal, saveServer, at } = setup();
    for (let s = 0; s <= 25; s++) at(s * 1000, s);
    expect(saveServer.mock.calls.map(([p]) => p.position)).toEqual([0, 10, 20]);
    expect(saveLocal.mock.calls.map(([p]) => p.position)).toEqual([
      0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24,
    ]);
  });

  it('saves at once on flush (pause, page hide), urgent when the page goes', () => {
    const { saver, saveServer, saveLocal, at } = setup();
    at(0, 1);
    at(3000, 3.4);
    saver.flush(true);
    expect(saveServer).toHaveBeenLastCalledWith(
      { mid: 'Mv9', ep: 1, position: 3.4, duration: 100 },
      true,
    );
    expect(saveLocal).toHaveBeenLastCalledWith({ mid: 'Mv9', ep: 1, position: 3.4, duration: 100 });
    // Nothing new: no second request.
    saver.flush();
    expect(saveServer).toHaveBeenCalledTimes(2);
  });

  it('never posts for a visitor, and survives a failing request', async () => {
    const visitor = setup(false);
    visitor.at(0, 5);
    visitor.saver.flush();
    expect(visitor.saveServer).not.toHaveBeenCalled();
    expect(visitor.saveLocal).toHaveBeenCalledTimes(1);

    const member = setup(true);
    member.saveServer.mockRejectedValue(new Error('offline'));
    member.at(0, 5);
    await Promise.resolve();
    member.at(11_000, 16);
    expect(member.saveServer).toHaveBeenCalledTimes(2);
  });
});
