import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bannersFixture } from '../../fixtures/catalogue';
import { BannerCarousel } from './BannerCarousel';

const currentTitle = (container: HTMLElement) =>
  container.querySelector('[data-current="true"][aria-roledescription="slide"]')?.textContent;

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BannerCarousel auto-advance', () => {
  it('moves to the next banner every 5 s and wraps around', () => {
    const { container } = render(<BannerCarousel banners={bannersFixture.slice(0, 2)} />);
    expect(currentTitle(container)).toContain(bannersFixture[0]!.name);
    act(() => vi.advanceTimersByTime(4999));
    expect(currentTitle(container)).toContain(bannersFixture[0]!.name);
    act(() => vi.advanceTimersByTime(1));
    expect(currentTitle(container)).toContain(bannersFixture[1]!.name);
    act(() => vi.advanceTimersByTime(5000));
    expect(currentTitle(container)).toContain(bannersFixture[0]!.name);
  });

  it('holds still while hovered and resumes after', () => {
    const { container, getByRole } = render(<BannerCarousel banners={bannersFixture} />);
    const banner = getByRole('link');
    fireEvent.mouseEnter(banner);
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentTitle(container)).toContain(bannersFixture[0]!.name);
    fireEvent.mouseLeave(banner);
    act(() => vi.advanceTimersByTime(5000));
    expect(currentTitle(container)).toContain(bannersFixture[1]!.name);
  });

  it('holds still while focus is inside', () => {
    const { container, getAllByRole } = render(<BannerCarousel banners={bannersFixture} />);
    act(() => getAllByRole('button')[0]!.focus());
    act(() => vi.advanceTimersByTime(20_000));
    expect(container.querySelector('section')!.dataset.paused).toBe('true');
    expect(currentTitle(container)).toContain(bannersFixture[0]!.name);
  });

  it('never moves for viewers who prefer reduced motion', () => {
    mockReducedMotion(true);
    const { container } = render(<BannerCarousel banners={bannersFixture} />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentTitle(container)).toContain(bannersFixture[0]!.name);
  });

  it('restarts the wait after a manual move', () => {
    const { container, getByRole } = render(<BannerCarousel banners={bannersFixture} />);
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.click(getByRole('button', { name: '下一张' }));
    fireEvent.blur(getByRole('button', { name: '下一张' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(currentTitle(container)).toContain(bannersFixture[1]!.name);
  });
});
