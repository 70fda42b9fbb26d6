import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bannerImage } from '../../fixtures/images';
import { messages, searchMessages } from '../../storybook/liveCatalogues';
import { navItems } from '../../nav/navItems';
import { Header } from './Header';
import styles from './Header.stories.module.css';

const meta = {
  title: 'Components/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: { activePath: '/', onNavigate: fn() },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const label = (index: number) => messages[navItems[index]!.messageKey];

/** Six items in the bar (the spec's initial value), the other three under 更多. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: messages['nav.label'] });
    await expect(within(nav).getAllByRole('link')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: messages['brand.name'] })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** On /drama/… the 电视剧 item is the current page. */
export const ActiveItem: Story = {
  args: { activePath: '/drama' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: label(2) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: label(0) })).not.toHaveAttribute('aria-current');
  },
};

/** Below 1255 px the bar keeps one item; 更多 opens a menu with the other eight. */
export const NarrowWithMoreMenu: Story = {
  args: { visibleCount: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: messages['nav.more'] });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('menuitem', { name: label(3) })).not.toBeInTheDocument();

    await userEvent.click(more);
    const menu = canvas.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(
      navItems.slice(1).map((item) => messages[item.messageKey]),
    );
    await expect(items[0]).toHaveFocus();

    await userEvent.click(within(menu).getByRole('menuitem', { name: label(3) }));
    await expect(args.onNavigate).toHaveBeenCalledWith(navItems[3]);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The menu by keyboard: arrows move, Escape closes and gives focus back to the button. */
export const MoreMenuKeyboard: Story = {
  args: { visibleCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: messages['nav.more'] });
    more.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: label(3) })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: label(4) })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitem', { name: label(8) })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: label(3) })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(more).toHaveFocus();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The current page is one of the hidden items: 更多 is highlighted, the item marked inside. */
export const ActiveInMoreMenu: Story = {
  args: { activePath: '/documentary', visibleCount: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: messages['nav.more'] });
    await expect(more).toHaveAttribute('data-active', 'true');
    await userEvent.click(more);
    await expect(canvas.getByRole('menuitem', { name: label(8) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

// The stand-ins read their texts when they render, in the story's language (the catalogues switch
// language in Storybook's loader, after this module is evaluated).
function SearchStub() {
  return (
    <input
      className={styles.searchStub}
      type="search"
      placeholder={searchMessages['search.placeholder']}
      aria-label={searchMessages['search.submit']}
    />
  );
}
function ActionStubs() {
  return (
    <>
      <a className={styles.vipStub} href="/vip">
        {messages['vip.join']}
      </a>
      <button className={styles.loginStub} type="button">
        {messages['auth.login']}
      </button>
    </>
  );
}

/** Room for the later parts: the search box and the action cards. */
export const WithSlots: Story = {
  args: { visibleCount: 5, searchSlot: <SearchStub />, actionsSlot: <ActionStubs /> },
};

const overPicture: Story['decorators'] = [
  (Story) => (
    <div className={styles.backdrop} style={{ backgroundImage: `url("${bannerImage(2)}")` }}>
      <Story />
    </div>
  ),
];

/** /download: the header floats over the page. */
export const Transparent: Story = {
  args: { background: 'transparent' },
  decorators: overPicture,
};

/** Player pages: a dark fade over the video. */
export const Fade: Story = {
  args: { background: 'fade' },
  decorators: overPicture,
};

/** Home and category pages, half-way through the scroll fade. */
export const ScrollHalfway: Story = {
  args: { background: 'scroll', scrollProgress: 0.5 },
  decorators: overPicture,
};

/** At a phone's width. */
export const Phone: Story = {
  args: { visibleCount: 1 },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
