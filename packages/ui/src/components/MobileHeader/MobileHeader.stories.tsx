import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  headerLinksFixture,
  hotSearchesFixture,
  searchHistoryFixture,
  searchWordsFixture,
  suggestionsFixture,
} from '../../fixtures/browse';
import { messages } from '../../storybook/liveCatalogues';
import { MobileHeader } from './MobileHeader';
import { headerMessages } from '../../storybook/liveCatalogues';
import { searchMessages } from '../../storybook/liveCatalogues';

const meta = {
  title: 'Header/MobileHeader',
  component: MobileHeader,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    isLogin: false,
    communityUrl: headerLinksFixture.communityUrl,
    history: searchHistoryFixture,
    hot: hotSearchesFixture,
    onLogin: fn(),
    onVip: fn(),
    onSubmit: fn(),
    onClearHistory: fn(),
    onSelectHot: fn(),
  },
} satisfies Meta<typeof MobileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: logo, search, download, community and 登录; no VIP icon. */
export const Visitor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: headerMessages['brand.homeLink'] }),
    ).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: messages['vip.cardLabel'] })).toBeNull();
    await expect(
      canvas.getByRole('link', { name: headerMessages['download.app'] }),
    ).toHaveAttribute('href', '/download');
    await expect(
      canvas.getByRole('link', { name: headerMessages['common.communityGroup'] }),
    ).toHaveAttribute('href', args.communityUrl);
    await userEvent.click(canvas.getByRole('button', { name: messages['auth.login'] }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** Logged in: the VIP icon appears and the avatar leads to the user page. */
export const LoggedIn: Story = {
  args: { isLogin: true, email: 'lin.zhixia@example.com' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages['vip.cardLabel'] }));
    await expect(args.onVip).toHaveBeenCalledTimes(1);
    const avatar = canvas.getByRole('link', {
      name: headerMessages['user.accountOf'].replace('{email}', 'lin.zhixia@example.com'),
    });
    await expect(avatar).toHaveAttribute('href', '/userinfo');
    await expect(avatar).toHaveTextContent('L');
    await expect(canvas.queryByRole('button', { name: messages['auth.login'] })).toBeNull();
  },
};

/** A VIP: the icon in gold. */
export const Vip: Story = {
  args: { isLogin: true, isVip: true, email: 'vip@example.com' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: messages['vip.cardLabel'] }),
    ).toHaveAttribute('data-tone', 'vip');
  },
};

/** The search icon opens the full-screen search; a keyword submits and closes it. */
export const SearchOverlayFlow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: searchMessages['search.open'] });
    await userEvent.click(open);
    const dialog = await canvas.findByRole('dialog', { name: searchMessages['search.submit'] });
    const field = within(dialog).getByRole('searchbox', {
      name: searchMessages['search.inputLabel'],
    });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(within(dialog).getByText(searchMessages['search.history'])).toBeVisible();
    await expect(within(dialog).getByText(searchMessages['search.hot'])).toBeVisible();
    await userEvent.type(field, ` ${searchWordsFixture.overlay} {Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledWith(searchWordsFixture.overlay);
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  },
};

/** 取消 and Escape close the overlay without searching. */
export const SearchOverlayCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: searchMessages['search.open'] }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: searchMessages['search.cancel'] }),
    );
    await waitFor(() => expect(dialog).not.toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: searchMessages['search.open'] }));
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Typing in the overlay: the suggestions replace history and hot; a tap opens one and closes. */
export const SearchOverlaySuggesting: Story = {
  args: {
    defaultSearchOpen: true,
    suggest: { suggestions: suggestionsFixture, onTextChange: fn(), onSelectSuggestion: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('searchbox'), searchWordsFixture.keyword);
    await expect(args.suggest?.onTextChange).toHaveBeenLastCalledWith(searchWordsFixture.keyword);
    const list = await within(dialog).findByRole('listbox');
    await expect(within(dialog).queryByText(searchMessages['search.hot'])).not.toBeInTheDocument();
    await userEvent.click(
      within(list).getByRole('option', { name: new RegExp(suggestionsFixture[1]!.name) }),
    );
    await expect(args.suggest?.onSelectSuggestion).toHaveBeenCalledWith(suggestionsFixture[1]);
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};

/** The overlay open, for the eye: history chips and the hot list in two columns. */
export const SearchOverlayOpen: Story = {
  args: { defaultSearchOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(6);
  },
};

/** Over a home banner, half-way through the scroll fade. */
export const ScrollHalfway: Story = {
  args: { background: 'scroll', scrollProgress: 0.5 },
};
