import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from './Header';

afterEach(cleanup);

const barLinks = () =>
  within(screen.getByRole('navigation', { name: '主导航' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Header', () => {
  it('shows six items by default and puts the other three under 更多', () => {
    render(<Header activePath="/" />);
    expect(barLinks()).toEqual(['推荐', '电影', '电视剧', '直播', '体育', '综艺']);
    fireEvent.click(screen.getByRole('button', { name: '更多' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['动漫', '少儿', '纪录片']);
  });

  it('shows no 更多 when every item fits', () => {
    render(<Header visibleCount={9} />);
    expect(barLinks()).toHaveLength(9);
    expect(screen.queryByRole('button', { name: '更多' })).toBeNull();
  });

  it('marks the section of the current path', () => {
    render(<Header activePath="/live/42" />);
    expect(screen.getByRole('link', { name: '直播' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '推荐' }).getAttribute('aria-current')).toBeNull();
  });

  it('closes the menu on Escape and on a press outside', () => {
    render(<Header visibleCount={2} />);
    const more = screen.getByRole('button', { name: '更多' });
    fireEvent.click(more);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);

    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });

  it('reports the chosen item so the page can clear session storage', () => {
    const onNavigate = vi.fn();
    render(<Header onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link', { name: '电影' }));
    expect(onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'movie', href: '/movie' }),
    );
  });

  it('exposes its background and scroll progress for the stylesheet', () => {
    const { container } = render(<Header background="scroll" scrollProgress={1.7} />);
    const header = container.querySelector('header')!;
    expect(header.dataset.background).toBe('scroll');
    expect(header.style.getPropertyValue('--header-scroll-progress')).toBe('1');
  });
});
