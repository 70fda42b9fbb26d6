import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  hotSearchesFixture,
  searchHistoryFixture,
  searchWordsFixture,
  suggestionsFixture,
} from '../../fixtures/browse';
import { isLiveHotSearch } from './hotSearchGroups';
import { SearchBox, type SearchBoxProps } from './SearchBox';
import styles from './SearchBox.stories.module.css';
import { searchMessages } from '../../storybook/liveCatalogues';

const first20 = [...searchWordsFixture.tooLong].slice(0, 20).join('');

const meta = {
  title: 'Components/SearchBox',
  component: SearchBox,
  decorators: [
    (Story) => (
      <div className={styles.frame}>
        <Story />
      </div>
    ),
  ],
  args: {
    history: searchHistoryFixture,
    hot: hotSearchesFixture,
    onSubmit: fn(),
    onClearHistory: fn(),
    onSelectHot: fn(),
    onChange: fn(),
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('searchbox', { name: searchMessages['search.inputLabel'] });

/** What the hot entries of a slice of the list read: rank, name and, for live ones, 直播. */
const hotTexts = (from: number, to: number) =>
  hotSearchesFixture
    .slice(from, to)
    .map(
      (entry) =>
        `${entry.index}${entry.name}${isLiveHotSearch(entry) ? searchMessages['search.liveLabel'] : ''}`,
    );

/** Closed: the placeholder 搜索片名, no dropdown. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas)).toHaveAttribute(
      'placeholder',
      searchMessages['search.placeholder'],
    );
    await expect(canvas.queryByText(searchMessages['search.history'])).not.toBeVisible();
  },
};

/** Focus opens the dropdown: 搜索历史 chips and the first six 热门搜索. */
export const OpenWithHistoryAndHot: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(field(canvas));
    await expect(canvas.getByText(searchMessages['search.history'])).toBeVisible();
    await expect(canvas.getByText(searchMessages['search.hot'])).toBeVisible();
    const history = canvas.getByRole('region', { name: searchMessages['search.history'] });
    for (const word of args.history) {
      await expect(within(history).getByRole('button', { name: word })).toBeVisible();
    }
    const hot = canvas.getByRole('region', { name: searchMessages['search.hot'] });
    await expect(within(hot).getAllByRole('listitem')).toHaveLength(6);
    // Entries labelled 直播 carry the live badge.
    const live = within(hot).getByRole('button', { name: /CCTV-5/ });
    await expect(live).toHaveAttribute('data-live', 'true');
    await expect(within(live).getByText(searchMessages['search.liveLabel'])).toBeVisible();
  },
};

/** 换一批 shows the next six, and after the last group (two entries) the first six again. */
export const ChangeBatchCyclesAndWraps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(field(canvas));
    const hot = canvas.getByRole('region', { name: searchMessages['search.hot'] });
    const names = () =>
      within(hot)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    const change = within(hot).getByRole('button', {
      name: searchMessages['search.changeBatchLabel'],
    });
    await expect(names()).toEqual(hotTexts(0, 6));
    await userEvent.click(change);
    await expect(names()).toEqual(hotTexts(6, 12));
    await userEvent.click(change);
    await expect(names()).toEqual(hotTexts(12, 18));
    await userEvent.click(change);
    await expect(names()).toEqual(hotTexts(18, 20));
    await userEvent.click(change);
    await expect(names()).toEqual(hotTexts(0, 6));
    // The dropdown stayed open through the clicks.
    await expect(hot).toBeVisible();
  },
};

/** 删除 asks to empty the history; once the owner empties it the section goes. */
export const DeleteEmptiesHistory: Story = {
  render: function Render(args: SearchBoxProps) {
    const [history, setHistory] = useState(args.history);
    return (
      <SearchBox
        {...args}
        history={history}
        onClearHistory={() => {
          args.onClearHistory();
          setHistory([]);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(field(canvas));
    await userEvent.click(
      canvas.getByRole('button', { name: searchMessages['search.clearHistory'] }),
    );
    await expect(args.onClearHistory).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(searchMessages['search.history'])).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('region', { name: searchMessages['search.history'] }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByText(searchMessages['search.hot'])).toBeVisible();
  },
};

/** Enter submits the trimmed text and closes the dropdown. */
export const EnterSubmitsTrimmed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas), `  ${searchWordsFixture.title} {Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(searchWordsFixture.title);
    await expect(canvas.queryByText(searchMessages['search.hot'])).not.toBeVisible();
  },
};

/** The search icon submits like Enter. */
export const IconSubmits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas), searchWordsFixture.another);
    await userEvent.click(canvas.getByRole('button', { name: searchMessages['search.submit'] }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(searchWordsFixture.another);
  },
};

/** Spaces only: neither Enter nor the icon submits. */
export const EmptyDoesNothing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas), '   {Enter}');
    await userEvent.click(canvas.getByRole('button', { name: searchMessages['search.submit'] }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** At most 20 characters: the 21st is cut. */
export const CutsAt20Characters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = field(canvas);
    await userEvent.type(input, searchWordsFixture.tooLong);
    await expect(input).toHaveValue(first20);
    await expect(args.onChange).toHaveBeenLastCalledWith(first20);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(first20);
  },
};

/** A history chip searches that word again. */
export const HistoryChipSearches: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(field(canvas));
    await userEvent.click(canvas.getByRole('button', { name: args.history[2] }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(args.history[2]);
    await expect(field(canvas)).toHaveValue(args.history[2]);
  },
};

/** A hot entry (here a live one) goes to the owner, who follows its url. */
export const HotEntrySelects: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(field(canvas));
    await userEvent.click(canvas.getByRole('button', { name: /CCTV-5/ }));
    await expect(args.onSelectHot).toHaveBeenCalledTimes(1);
    await expect(args.onSelectHot).toHaveBeenCalledWith(args.hot[2]);
    await expect(isLiveHotSearch(args.hot[2]!)).toBe(true);
    await expect(canvas.queryByText(searchMessages['search.hot'])).not.toBeVisible();
  },
};

/** Keyboard: Tab moves into the dropdown and keeps it open; Escape closes it, focus stays in the field. */
export const KeyboardAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = field(canvas);
    input.focus();
    await waitFor(() => expect(canvas.getByText(searchMessages['search.hot'])).toBeVisible());
    await userEvent.tab(); // the search icon
    await userEvent.tab(); // 删除
    await expect(
      canvas.getByRole('button', { name: searchMessages['search.clearHistory'] }),
    ).toHaveFocus();
    await expect(canvas.getByText(searchMessages['search.hot'])).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByText(searchMessages['search.hot'])).not.toBeVisible();
    await expect(input).toHaveFocus();
    // Typing opens it again.
    await userEvent.keyboard('a');
    await expect(canvas.getByText(searchMessages['search.hot'])).toBeVisible();
  },
};

/** A click outside closes the dropdown; so does focus leaving the box. */
export const OutsideClickAndBlurClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(field(canvas));
    await expect(canvas.getByText(searchMessages['search.hot'])).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.queryByText(searchMessages['search.hot'])).not.toBeVisible());

    await userEvent.click(field(canvas));
    await expect(canvas.getByText(searchMessages['search.hot'])).toBeVisible();
    field(canvas).blur();
    await waitFor(() => expect(canvas.queryByText(searchMessages['search.hot'])).not.toBeVisible());
  },
};

/** No history yet: the dropdown holds only 热门搜索. */
export const NoHistory: Story = {
  args: { history: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(field(canvas));
    await expect(canvas.getByText(searchMessages['search.hot'])).toBeVisible();
    await expect(canvas.queryByText(searchMessages['search.history'])).not.toBeInTheDocument();
  },
};

/** One group of hot searches: no 换一批. Hot searches failed to load too: silence, not an error. */
export const NoHotSearches: Story = {
  args: { hot: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(field(canvas));
    await expect(canvas.getByText(searchMessages['search.history'])).toBeVisible();
    await expect(canvas.queryByText(searchMessages['search.hot'])).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Controlled by the page: the keyword of the results page stays in the box. */
export const Controlled: Story = {
  args: { value: searchWordsFixture.keyword },
  play: async ({ canvasElement }) => {
    await expect(field(within(canvasElement))).toHaveValue(searchWordsFixture.keyword);
  },
};

/** While typing: the suggestions replace history and hot, the matched part marked. */
export const Suggesting: Story = {
  args: { suggestions: suggestionsFixture, onSelectSuggestion: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas), searchWordsFixture.keyword);
    const list = await canvas.findByRole('listbox', { name: searchMessages['search.suggestions'] });
    await expect(within(list).getAllByRole('option')).toHaveLength(suggestionsFixture.length);
    await expect(canvas.queryByText(searchMessages['search.hot'])).not.toBeInTheDocument();
    const first = within(list).getAllByRole('option')[0]!;
    await expect(first.querySelector('mark')).toHaveTextContent(searchWordsFixture.keyword);
    await expect(first).toHaveTextContent(searchMessages['search.suggestTitle']);
  },
};

/** Arrow keys walk the suggestions and Enter opens the chosen one; Enter before that searches. */
export const SuggestionKeyboard: Story = {
  args: { suggestions: suggestionsFixture, onSelectSuggestion: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = field(canvas);
    await userEvent.type(input, searchWordsFixture.keyword);
    const options = within(await canvas.findByRole('listbox')).getAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onSelectSuggestion).toHaveBeenCalledWith(suggestionsFixture.at(-1));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A pointer opens a suggestion; emptying the box brings history and hot back. */
export const SuggestionClickAndEmpty: Story = {
  args: { suggestions: suggestionsFixture, onSelectSuggestion: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas), searchWordsFixture.keyword);
    await userEvent.click(
      await canvas.findByRole('option', { name: new RegExp(suggestionsFixture[3]!.name) }),
    );
    await expect(args.onSelectSuggestion).toHaveBeenCalledWith(suggestionsFixture[3]);
    await userEvent.clear(field(canvas));
    await userEvent.click(field(canvas));
    await expect(await canvas.findByText(searchMessages['search.hot'])).toBeVisible();
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};
