/**
 * The detail page against a server that answers only the real fields (REAL-API.md K
 * collectionInfo) and has none of our own calls (cast, recommendations, play lines): the title,
 * its lines and its episodes are all there, leading to the player in the real URL form.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import type { CollectionInfo } from '@xinghe/contracts/client';
import { fakeFetch, okReply, refusalReply } from '@xinghe/contracts/testing';
import { I18nProvider, LinkNavigation } from '@xinghe/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vodDetailActions } from '../state/vodDetail';
import VodDetailPage from './VodDetailPage';

const detail: CollectionInfo = {
  id: 'LX89vyQfIj',
  name: '北岭雪线',
  time: 2025,
  country: '大陆',
  desc: '雪季封山前，护林员在北岭的观测站里发现了一本不属于任何人的日志。',
  countStr: '更新至3集',
  imgUrl: '/api/images/poster/LX89vyQfIj.webp',
  isMovie: false,
  actor: [{ id: 3, name: '林远' }],
  director: [{ id: 4, name: '周宁' }],
  videosGroup: [1, 2].map((n) => ({
    name: `线路${n}`,
    videos: [1, 2, 3].map((ep) => ({ eporder: ep, purl: `/m/${n}/${ep}.m3u8` })),
  })),
};

beforeEach(() => {
  const { fetch } = fakeFetch((request) =>
    request.url === `/web/v2/dianbo/collection/${detail.id}`
      ? okReply(detail)
      : refusalReply(404, '接口不存在'),
  );
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vodDetailActions.reset();
});

function renderDetail(id: string) {
  const location = memoryLocation({ path: `/vod/detail/${id}` });
  render(
    <I18nProvider>
      <Router hook={location.hook}>
        <LinkNavigation>
          <VodDetailPage params={{ id }} />
        </LinkNavigation>
      </Router>
    </I18nProvider>,
  );
}

describe('a detail page from the real fields alone', () => {
  it('shows the title, its lines, its people and its episodes leading to the player', async () => {
    renderDetail(detail.id);
    expect((await screen.findAllByText('北岭雪线')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('线路1').length).toBeGreaterThan(0);
    expect(screen.getAllByText('林远').length).toBeGreaterThan(0);
    const episodes = within(screen.getByRole('list', { name: /选集/ }));
    expect(episodes.getByRole('link', { name: /第3集|^3$/ }).getAttribute('href')).toBe(
      `/vod/play-official/${detail.id}/3`,
    );
  });

  it('is not found for an id no title has, and for one that cannot be a video id', async () => {
    renderDetail('Nope12345');
    expect((await screen.findAllByText(/不存在|找不到|404/)).length).toBeGreaterThan(0);
    cleanup();
    renderDetail('a-b');
    expect((await screen.findAllByText(/不存在|找不到|404/)).length).toBeGreaterThan(0);
  });
});
