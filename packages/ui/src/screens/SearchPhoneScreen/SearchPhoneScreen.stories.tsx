import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  hotSearchesFixture,
  searchHistoryFixture,
  searchWordsFixture,
  suggestionsFixture,
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

/**
 * Hot searches on their way (the page asks for them as it opens; the list starts empty): the
 * viewer's history is there at once, 热门搜索 joins it when the reply arrives, and the field works
 * meanwhile. No placeholder: the section appears below the history, which does not move.
 */
export const HotLoading: Story = {
  args: { hot: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('searchbox', {
      name: searchMessages['search.inputLabel'],
    });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(
      await canvas.findByRole('heading', { name: searchMessages['search.history'] }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: searchMessages['search.hot'] })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: args.history[0]! }));
    await expect(args.onSubmit).toHaveBeenCalledWith(args.history[0]);
  },
};

/** Empty: a first visit (no history) and no hot searches: the field alone, and it searches. */
export const Empty: Story = {
  args: { history: [], hot: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('searchbox', {
      name: searchMessages['search.inputLabel'],
    });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(canvas.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    await userEvent.type(field, `${searchWordsFixture.phone}{Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledWith(searchWordsFixture.phone);
  },
};

/**
 * The hot searches failed to load: SPEC section 8 has the failure ignored silently (no message,
 * no retry), so the page is what it was: the history, no 热门搜索, a working field. The next
 * visit asks again.
 */
export const HotError: Story = {
  args: { hot: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: searchMessages['search.history'] }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: searchMessages['search.hot'] })).toBeNull();
    const field = await canvas.findByRole('searchbox', {
      name: searchMessages['search.inputLabel'],
    });
    await userEvent.type(field, `${searchWordsFixture.phone}{Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledWith(searchWordsFixture.phone);
  },
};

/** Typing: the suggestions replace history and hot; a tap opens one. */
export const Suggesting: Story = {
  args: {
    suggest: { suggestions: suggestionsFixture, onTextChange: fn(), onSelectSuggestion: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), searchWordsFixture.keyword);
    const list = within(await canvas.findByRole('listbox'));
    await expect(canvas.queryByText(searchMessages['search.hot'])).not.toBeInTheDocument();
    await userEvent.click(list.getAllByRole('option')[0]!);
    await expect(args.suggest?.onSelectSuggestion).toHaveBeenCalledWith(suggestionsFixture[0]);
  },
};
