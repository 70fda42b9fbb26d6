import type { WatchRecord } from '@xinghe/contracts/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { realFieldsWatchRecordsFixture, watchRecordsFixture } from '../../fixtures/playback';
import { homeT } from '../../i18n/homeMessages';
import { ContinueWatchingRow } from './ContinueWatchingRow';

const meta = {
  title: 'Screens/Home/ContinueWatchingRow',
  component: ContinueWatchingRow,
  parameters: { layout: 'fullscreen' },
  args: {
    records: watchRecordsFixture,
    playHref: (record: WatchRecord) => `/vod/play-official/${record.id}/${record.ep}`,
    historyHref: '/history',
  },
} satisfies Meta<typeof ContinueWatchingRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six titles started on this device (or the account): each resumes at its episode. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('region', { name: homeT('continue.title') });
    const links = within(row).getAllByRole('link');
    const first = watchRecordsFixture[0]!;
    await expect(links[0]).toHaveAttribute('href', '/history');
    await expect(links[1]).toHaveAttribute('href', `/vod/play-official/${first.id}/${first.ep}`);
    await expect(links[1]).toHaveTextContent(
      homeT('continue.episode', { ep: first.ep, time: '22:05' }),
    );
  },
};

/** Records with only the real card fields: names, posters and progress all there. */
export const RealFieldsOnly: Story = {
  args: { records: realFieldsWatchRecordsFixture },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('region', { name: homeT('continue.title') });
    const links = within(row).getAllByRole('link');
    const first = realFieldsWatchRecordsFixture[0]!;
    await expect(links[1]).toHaveTextContent(first.name);
    await expect(links[1]).toHaveTextContent(
      homeT('continue.episode', { ep: first.ep, time: '22:05' }),
    );
    await expect(links[1]!.querySelector('img')).toHaveAttribute('src', first.img);
  },
};

/** Nothing watched yet: the row is not there at all. */
export const Nothing: Story = {
  args: { records: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
