import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWithTexts } from './lazyWithTexts';

const Part = ({ name }: { name: string }) => <p>part {name}</p>;

function renderInSuspense(children: React.ReactNode) {
  render(<Suspense fallback={<p>waiting</p>}>{children}</Suspense>);
}

afterEach(cleanup);

describe('lazyWithTexts', () => {
  it('renders a preloaded part at once, without showing the Suspense fallback', async () => {
    const LazyPart = lazyWithTexts(async () => ({ default: Part }));
    await LazyPart.preload();

    renderInSuspense(<LazyPart name="one" />);

    expect(screen.getByText('part one')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('shows the fallback while the chunk loads, then the part, loading it once', async () => {
    const load = vi.fn(async () => ({ default: Part }));
    const LazyPart = lazyWithTexts(load);

    renderInSuspense(<LazyPart name="two" />);
    expect(screen.getByText('waiting')).toBeTruthy();

    expect(await screen.findByText('part two')).toBeTruthy();
    await LazyPart.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Part });
    const LazyPart = lazyWithTexts(load);

    await expect(LazyPart.preload()).rejects.toThrow('chunk failed');
    await LazyPart.preload();
    renderInSuspense(<LazyPart name="three" />);

    expect(screen.getByText('part three')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
