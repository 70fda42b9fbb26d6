import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  headerLinksFixture,
  hotSearchesFixture,
  searchHistoryFixture,
} from '../../fixtures/browse';
import { messages } from '../../storybook/liveCatalogues';
import { navItems, navVisibleCountForWidth } from '../../nav/navItems';
import { CommunityQrCard } from '../CommunityQrCard/CommunityQrCard';
import { SearchBox } from '../SearchBox/SearchBox';
import { TvDownloadCard } from '../TvDownloadCard/TvDownloadCard';
import { UserMenu } from '../UserMenu/UserMenu';
import { VipHoverCard, type VipUser } from '../VipHoverCard/VipHoverCard';
import { Header } from './Header';
import styles from './HeaderComposed.stories.module.css';
import { headerMessages } from '../../storybook/liveCatalogues';
import { searchMessages } from '../../storybook/liveCatalogues';

/**
 * The desktop header as the site composes it: nav, SearchBox in the search slot, and the VIP card,
 * community QR, user menu and download card in the actions slot, at the widths where the nav's
 * visible count changes (SPEC section 2: >1500 px 5, >=1400 4, >=1255 3, else 1).
 */

const WIDTHS = [1600, 1450, 1300, 1000] as const;

const viewport = (width: number) => ({
  name: `Desktop ${width}`,
  styles: { width: `${width}px`, height: '800px' },
  type: 'desktop' as const,
});

const callbacks = {
  onSubmit: fn(),
  onClearHistory: fn(),
  onSelectHot: fn(),
  onLogin: fn(),
  onJoin: fn(),
  onLogout: fn(),
  onNavigate: fn(),
};

interface ComposedArgs {
  width: number;
  user: VipUser;
}

function ComposedHeader({ width, user }: ComposedArgs) {
  return (
    <div className={styles.page}>
      <Header
        activePath="/movie"
        visibleCount={navVisibleCountForWidth(width)}
        onNavigate={callbacks.onNavigate}
        searchSlot={
          <SearchBox
            history={searchHistoryFixture}
            hot={hotSearchesFixture}
            onSubmit={callbacks.onSubmit}
            onClearHistory={callbacks.onClearHistory}
            onSelectHot={callbacks.onSelectHot}
          />
        }
        actionsSlot={
          <>
            <VipHoverCard user={user} onLogin={callbacks.onLogin} onJoin={callbacks.onJoin} />
            <CommunityQrCard url={headerLinksFixture.communityUrl} />
            <UserMenu
              isLogin={user.isLogin}
              email={user.email}
              onLogin={callbacks.onLogin}
              onLogout={callbacks.onLogout}
            />
            <TvDownloadCard
              tvUrl={headerLinksFixture.tvUrl}
              phoneUrl={headerLinksFixture.phoneUrl}
            />
          </>
        }
      />
    </div>
  );
}

const meta = {
  title: 'Header/Composed',
  component: ComposedHeader,
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: Object.fromEntries(WIDTHS.map((width) => [`w${width}`, viewport(width)])),
    },
  },
  args: { width: 1600, user: { isLogin: false, isVip: false } },
} satisfies Meta<typeof ComposedHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const barItems = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: messages['nav.label'] }))
    .getAllByRole('link')
    .map((link) => link.textContent);

const expectVisibleCount = (count: number) => async (canvasElement: HTMLElement) => {
  await expect(barItems(canvasElement)).toEqual(
    navItems.slice(0, count).map((item) => messages[item.messageKey]),
  );
};

const atWidth = (width: (typeof WIDTHS)[number]): Story => ({
  args: { width },
  globals: { viewport: { value: `w${width}`, isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectVisibleCount(navVisibleCountForWidth(width))(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('searchbox', { name: searchMessages['search.inputLabel'] }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages['vip.cardLabel'] })).toBeVisible();
    // The user menu's 登录 (the VIP card, closed, holds another).
    await expect(
      canvas.getAllByRole('button', { name: messages['auth.login'] }).at(-1),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: headerMessages['download.app'] })).toBeVisible();
    // Nothing spills out of the window.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      width,
    );
  },
});

/** 1600 px: five nav items. */
export const Width1600: Story = atWidth(1600);
/** 1450 px: four. */
export const Width1450: Story = atWidth(1450);
/** 1300 px: three. */
export const Width1300: Story = atWidth(1300);
/** 1000 px: one, the rest under 更多. */
export const Width1000: Story = atWidth(1000);

/** At 1000 px 更多 holds the other eight channels. */
export const MoreMenu: Story = {
  args: { width: 1000 },
  globals: { viewport: { value: 'w1000', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages['nav.more'] }));
    const items = within(canvas.getByRole('menu')).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(
      navItems.slice(1).map((item) => messages[item.messageKey]),
    );
    await expect(
      within(canvas.getByRole('menu')).getByRole('menuitem', { name: messages['nav.movie'] }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** A logged-in VIP at 1450 px: the avatar instead of 登录, the search dropdown open. */
export const VipWithSearchOpen: Story = {
  args: {
    width: 1450,
    user: { isLogin: true, isVip: true, email: 'vip@example.com', expireTime: 1_900_000_000 },
  },
  globals: { viewport: { value: 'w1450', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: messages['auth.login'] })).toBeNull();
    await userEvent.click(
      canvas.getByRole('searchbox', { name: searchMessages['search.inputLabel'] }),
    );
    await waitFor(() => expect(canvas.getByText(searchMessages['search.hot'])).toBeVisible());
  },
};
