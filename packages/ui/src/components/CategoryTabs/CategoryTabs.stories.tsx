import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messages } from '../../storybook/liveCatalogues';
import { navItems } from '../../nav/navItems';
import { CategoryTabs } from './CategoryTabs';

const meta = {
  title: 'Header/CategoryTabs',
  component: CategoryTabs,
  parameters: { layout: 'fullscreen', route: '/drama' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { activePath: '/drama' },
} satisfies Meta<typeof CategoryTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone's channel tabs: every channel of the nav, the current one marked. */
export const OnTheDramaPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: messages['nav.tabsLabel'] });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(navItems.map((i) => i.href));
    await expect(within(nav).getByRole('link', { name: messages['nav.drama'] })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** On the home page 推荐 is current. */
export const OnHome: Story = {
  args: { activePath: '/' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: messages['nav.recommend'] }),
    ).toHaveAttribute('aria-current', 'page');
  },
};
