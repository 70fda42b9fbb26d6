import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FilterKey } from '@xinghe/contracts/client';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { movieFiltersFixture } from '../../fixtures/browse';
import { FilterBar, type FilterBarProps, type FilterSelection } from './FilterBar';
import { browseMessages } from '../../storybook/liveCatalogues';

const meta = {
  title: 'Screens/Browse/FilterBar',
  component: FilterBar,
  args: {
    filters: movieFiltersFixture,
    selected: { sort: 'hottest' },
    onChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (key: FilterKey) => movieFiltersFixture.find((row) => row.key === key)!;
const title = (key: FilterKey) => group(key).title;
/** The label of an option of the fixture's rows ('' is 全部). */
const label = (key: FilterKey, value: string) =>
  group(key).options.find((option) => option.value === value)!.label;

const row = (canvasElement: HTMLElement, key: FilterKey) =>
  within(within(canvasElement).getByRole('list', { name: title(key) }));

/** Nothing chosen: 全部 pressed in every row but 排序, which shows its default 最热. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    for (const key of ['genre', 'region', 'year'] as const) {
      await expect(
        row(canvasElement, key).getByRole('button', { name: label(key, '') }),
      ).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(
      row(canvasElement, 'sort').getByRole('button', { name: label('sort', 'hottest') }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      within(canvasElement).getByRole('region', { name: browseMessages['filter.label'] }),
    ).toBeVisible();
  },
};

/** Choosing options: each press reports its row and value; the owner keeps the selection. */
export const SelectOptions: Story = {
  render: function Render(args: FilterBarProps) {
    const [selected, setSelected] = useState<FilterSelection>(args.selected);
    return (
      <FilterBar
        {...args}
        selected={selected}
        onChange={(key: FilterKey, value: string) => {
          args.onChange(key, value);
          setSelected((current) => ({ ...current, [key]: value }));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const region = row(canvasElement, 'region');
    await userEvent.click(region.getByRole('button', { name: label('region', 'kr') }));
    await expect(args.onChange).toHaveBeenLastCalledWith('region', 'kr');
    await expect(region.getByRole('button', { name: label('region', 'kr') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(region.getByRole('button', { name: label('region', '') })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await userEvent.click(
      row(canvasElement, 'year').getByRole('button', { name: label('year', '2010-2019') }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('year', '2010-2019');
    await userEvent.click(
      row(canvasElement, 'sort').getByRole('button', { name: label('sort', 'rating') }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('sort', 'rating');

    // Back to 全部; pressing the chosen option again changes nothing.
    await userEvent.click(region.getByRole('button', { name: label('region', '') }));
    await expect(args.onChange).toHaveBeenLastCalledWith('region', '');
    const calls = (args.onChange as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.click(region.getByRole('button', { name: label('region', '') }));
    await expect(args.onChange).toHaveBeenCalledTimes(calls);
  },
};

const SHARED_SELECTION: FilterSelection = {
  genre: movieFiltersFixture[0]!.options[5]!.value,
  region: 'us',
  year: '2024',
  sort: 'latest',
};

/** A filtered page opened from a shared link. */
export const Selected: Story = {
  args: { selected: SHARED_SELECTION },
  play: async ({ canvasElement }) => {
    const pressed = within(canvasElement)
      .getAllByRole('button', { pressed: true })
      .map((button) => button.textContent);
    await expect(pressed).toEqual(
      (Object.entries(SHARED_SELECTION) as [FilterKey, string][]).map(([key, value]) =>
        label(key, value),
      ),
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

/** The conditions failed to load: a retry in their place. */
export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: browseMessages['filter.loadFailed'] }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Phones: each row scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const genres = within(canvasElement).getByRole('list', { name: title('genre') });
    await expect(genres.scrollWidth).toBeGreaterThan(genres.clientWidth);
  },
};

/**
 * Phones, while the conditions load: the placeholder rows stand exactly where the real rows will,
 * so the results below do not jump when they arrive.
 */
export const PhoneLoadingKeepsItsHeight: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <>
      <div data-testid="loading">
        <FilterBar {...args} status="loading" />
      </div>
      <div data-testid="loaded">
        <FilterBar {...args} status="loaded" />
      </div>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(height('loading')).toBe(height('loaded'));
  },
};
