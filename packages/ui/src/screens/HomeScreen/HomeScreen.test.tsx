import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { HomeData } from '@xinghe/contracts/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeDataFixture, realFieldsHomeDataFixture } from '../../fixtures/catalogue';
import { HomeScreen } from './HomeScreen';

afterEach(cleanup);

describe('HomeScreen', () => {
  it('shows placeholders and a status while loading', () => {
    render(<HomeScreen load={{ status: 'loading' }} />);
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers a retry on error', () => {
    const onRetry = vi.fn();
    render(<HomeScreen load={{ status: 'error' }} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: '加载失败，点击重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('is empty when no banner and no row has anything to show', () => {
    const data: HomeData = { cardsGroup: [{ name: '热门电影', cards: [] }] };
    render(<HomeScreen load={{ status: 'loaded', data }} />);
    expect(screen.getByText('暂无内容')).toBeTruthy();
  });

  it('renders a row per cardsGroup entry, linking cards to their detail page and rows to their channel', () => {
    render(<HomeScreen load={{ status: 'loaded', data: homeDataFixture }} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(homeDataFixture.cardsGroup.map((section) => section.name));
    const firstVideo = homeDataFixture.cardsGroup[0]!.cards[0]!;
    expect(
      screen.getByRole('link', { name: new RegExp(`^${firstVideo.name}`) }).getAttribute('href'),
    ).toBe(`/vod/detail/${firstVideo.id}`);
    expect(screen.getByRole('link', { name: '更多热门电影' }).getAttribute('href')).toBe('/movie');
  });

  it('renders a reply of real fields only: rows and cards, no carousel, score or 更多', () => {
    render(<HomeScreen load={{ status: 'loaded', data: realFieldsHomeDataFixture }} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(realFieldsHomeDataFixture.cardsGroup.map((row) => row.name));
    expect(screen.queryByRole('region', { name: '焦点推荐' })).toBeNull();
    expect(screen.queryAllByText('评分')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: '更多热门电影' })).toBeNull();
    const first = realFieldsHomeDataFixture.cardsGroup[0]!.cards[0]!;
    expect(
      screen.getByRole('link', { name: new RegExp(`^${first.name}`) }).getAttribute('href'),
    ).toBe(`/vod/detail/${first.id}`);
  });

  it('uses the link builder it is given', () => {
    render(
      <HomeScreen
        load={{ status: 'loaded', data: homeDataFixture }}
        detailHref={(id) => `/vod/play-official/${id}/1`}
      />,
    );
    const firstVideo = homeDataFixture.cardsGroup[0]!.cards[0]!;
    expect(
      screen.getByRole('link', { name: new RegExp(`^${firstVideo.name}`) }).getAttribute('href'),
    ).toBe(`/vod/play-official/${firstVideo.id}/1`);
  });
});
