import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  hotSearchesFixture,
  searchHistoryFixture,
  searchWordsFixture,
} from '../../fixtures/browse';
import { SearchPhoneScreen } from './SearchPhoneScreen';
import { searchMessages } from '../../storybook/liveCatalogues';

const meta = {
  title: 'Screens/Browse/SearchPhoneScreen',
  component: SearchPhoneScreen,
  parameters: { layout: 'fullscreen', route: '/search-phone' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    history: searchHistoryFixture,
    hot: hotSearchesFixture,
    onSubmit: fn(),
    onClearHistory: fn(),
    onSelectHot: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof SearchPhoneScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field has focus; 搜索历史 and 热门搜索 are the page's sections. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: searchMessages['search.inputLabel'] });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([searchMessages['search.history'], searchMessages['search.hot']]);
    await userEvent.type(field, `${searchWordsFixture.phone}{Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledWith(searchWordsFixture.phone);
  },
};

/** 换一批, a hot entry, 删除 and the back arrow. */
export const Interactions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hot = within(canvas.getByRole('region', { name: searchMessages['search.hot'] }));
    await userEvent.click(
      hot.getByRole('button', { name: searchMessages['search.changeBatchLabel'] }),
    );
    await expect(hot.getAllByRole('listitem')[0]).toHaveTextContent(args.hot[6]!.name);
    await userEvent.click(hot.getByRole('button', { name: new RegExp(args.hot[7]!.name) }));
    await expect(args.onSelectHot).toHaveBeenCalledWith(args.hot[7]);
    await userEvent.click(
      canvas.getByRole('button', { name: searchMessages['search.clearHistory'] }),
    );
    await expect(args.onClearHistory).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: searchMessages['search.back'] }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** First visit: no history, just the hot list. */
export const NoHistory: Story = {
  args: { history: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('heading', { name: searchMessages['search.history'] }),
    ).toBeNull();
  },
};
