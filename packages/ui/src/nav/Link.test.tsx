import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Link, LinkNavigation } from './Link';

afterEach(cleanup);

function renderLinks(path = '/movie', base = '') {
  const location = memoryLocation({ path, record: true });
  const rendered = vi.fn();
  render(
    <Router hook={location.hook} base={base}>
      <LinkNavigation>
        <Profiler id="links" onRender={rendered}>
          <Link href="/movie/2024">2024</Link>
          <Link href="/drama" replace>
            电视剧
          </Link>
        </Profiler>
      </LinkNavigation>
    </Router>,
  );
  return { location, rendered };
}

describe('Link', () => {
  it('is a real link to the path, with the router’s base', () => {
    renderLinks('/en/movie', '/en');
    expect(screen.getByRole('link', { name: '2024' }).getAttribute('href')).toBe('/en/movie/2024');
  });

  it('moves the router’s location on a plain click, adding or replacing an entry', () => {
    const { location } = renderLinks();
    fireEvent.click(screen.getByRole('link', { name: '2024' }));
    expect(location.history).toEqual(['/movie', '/movie/2024']);
    fireEvent.click(screen.getByRole('link', { name: '电视剧' }));
    expect(location.history).toEqual(['/movie', '/drama']);
  });

  it('leaves a modified click to the browser (a new tab)', () => {
    const { location } = renderLinks();
    const link = screen.getByRole('link', { name: '2024' });
    // Seen after the link's handler; then kept from the test page's own navigation.
    let prevented: boolean | undefined;
    const seen = (event: MouseEvent) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', seen, { once: true });
    fireEvent.click(link, { ctrlKey: true });
    expect(prevented).toBe(false);
    expect(location.history).toEqual(['/movie']);
  });

  it('does not render again when the location changes', () => {
    const { location, rendered } = renderLinks();
    const before = rendered.mock.calls.length;
    act(() => location.navigate('/movie/2020'));
    act(() => location.navigate('/movie/2010'));
    expect(rendered.mock.calls.length).toBe(before);
  });
});
