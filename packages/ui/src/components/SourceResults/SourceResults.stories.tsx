import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { searchWordsFixture } from '../../fixtures/browse';
import {
  sourceCardsFixture,
  sourceDetailsFixture,
  sourceNamesFixture,
} from '../../fixtures/sources';
import { sourcePlayMessages } from '../../storybook/liveCatalogues';
import { sourcePlayT } from '../../i18n/sourcePlayMessages';
import { SourceResults, type SourceResultState } from './SourceResults';

const itemHref = (sourceId: number, itemId: string) => `/vod/play-thrid/s${sourceId}-${itemId}/1`;
const names = sourceNamesFixture;
const one = (result: SourceResultState) => [{ id: 7, name: names.maccms, result }];

const meta = {
  title: 'Components/SourceResults',
  component: SourceResults,
  parameters: { route: `/search?word=${searchWordsFixture.keyword}` },
  args: { sources: one({ status: 'loading' }), itemHref },
} satisfies Meta<typeof SourceResults>;

export default meta;
type Story = StoryObj<typeof meta>;

const sourceRegion = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: names.maccms }));

/** The source is asked: its row is busy and says so. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: sourcePlayMessages['sourcePlay.searchTitle'] }),
    ).toBeVisible();
    const region = canvas.getByRole('region', { name: names.maccms });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByRole('status')).toHaveTextContent(
      sourcePlayMessages['sourcePlay.searchLoading'],
    );
  },
};

/** Its titles, each to the player of its first episode; a title without a poster keeps its place. */
export const Results: Story = {
  args: { sources: one({ status: 'ok', items: sourceCardsFixture }) },
  play: async ({ canvasElement }) => {
    const source = sourceRegion(canvasElement);
    await expect(
      source.getByText(sourcePlayT('sourcePlay.searchCount', { n: sourceCardsFixture.length })),
    ).toBeVisible();
    const links = await source.findAllByRole('link');
    await expect(links).toHaveLength(sourceCardsFixture.length);
    await expect(
      source.getByRole('link', { name: new RegExp(sourceCardsFixture[2]!.name) }),
    ).toHaveAttribute('href', '/vod/play-thrid/s7-103/1');
  },
};

/** The source answered, with nothing for these words. */
export const NoResults: Story = {
  args: { sources: one({ status: 'ok', items: [] }) },
  play: async ({ canvasElement }) => {
    const source = sourceRegion(canvasElement);
    await expect(
      await source.findByText(sourcePlayMessages['sourcePlay.searchEmpty']),
    ).toBeVisible();
    await expect(source.queryAllByRole('link')).toHaveLength(0);
  },
};

/** No answer in time: 片源未响应. */
export const Timeout: Story = {
  args: { sources: one({ status: 'timeout' }) },
  play: async ({ canvasElement }) => {
    const source = sourceRegion(canvasElement);
    await expect(await source.findByText(sourcePlayMessages['sourcePlay.timeout'])).toBeVisible();
  },
};

/** An answer that is not a source: the API's detail says why. */
export const Unusable: Story = {
  args: { sources: one({ status: 'unusable', detail: sourceDetailsFixture.unusable }) },
  play: async ({ canvasElement }) => {
    const source = sourceRegion(canvasElement);
    await expect(
      await source.findByText(
        sourcePlayT('sourcePlay.unusable', { detail: sourceDetailsFixture.unusable }),
      ),
    ).toBeVisible();
  },
};

/** The search itself was refused (too many at once, the network). */
export const Failed: Story = {
  args: { sources: one({ status: 'failed', detail: sourceDetailsFixture.refused }) },
  play: async ({ canvasElement }) => {
    const source = sourceRegion(canvasElement);
    await expect(
      await source.findByText(
        sourcePlayT('sourcePlay.failed', { detail: sourceDetailsFixture.refused }),
      ),
    ).toBeVisible();
  },
};

/** Every source its own row: one answered while another is still on its way. */
export const SeveralSources: Story = {
  args: {
    sources: [
      { id: 7, name: names.maccms, result: { status: 'ok', items: sourceCardsFixture } },
      { id: 8, name: names.slow, result: { status: 'loading' } },
      { id: 9, name: names.broken, result: { status: 'timeout' } },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(rows).toEqual([names.maccms, names.slow, names.broken]);
    await expect(await canvas.findAllByRole('link')).toHaveLength(sourceCardsFixture.length);
  },
};

/** A phone: each source's titles stay one row that scrolls sideways. */
export const Phone: Story = {
  args: { sources: one({ status: 'ok', items: sourceCardsFixture }) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const source = sourceRegion(canvasElement);
    const links = await source.findAllByRole('link');
    const tops = links.map((link) => Math.round(link.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};
