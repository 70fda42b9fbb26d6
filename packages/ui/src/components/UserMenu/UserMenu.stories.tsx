import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '../../storybook/liveCatalogues';
import styles from '../HoverCard/HoverCard.stories.module.css';
import { UserMenu } from './UserMenu';
import { headerMessages } from '../../storybook/liveCatalogues';
import { headerT } from '../../i18n/headerMessages';

const meta = {
  title: 'Header/UserMenu',
  component: UserMenu,
  decorators: [
    (Story) => (
      <div className={styles.stage}>
        <Story />
      </div>
    ),
  ],
  args: { isLogin: false, onLogin: fn(), onLogout: fn() },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL = 'lin.zhixia@example.com';
// Read when a play runs: the catalogue is the active language's only after Storybook's loader.
const avatarName = () => headerT('user.accountOf', { email: EMAIL });

/** A visitor: 登录. */
export const Visitor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages['auth.login'] }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Logged in: the avatar opens 个人中心, 观看历史, 我的收藏, 我的积分, 邀请好友, 我的片源 and 退出登录. */
export const LoggedIn: Story = {
  args: { isLogin: true, email: EMAIL },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByRole('button', { name: avatarName() });
    await expect(avatar).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(avatar);
    const menu = canvas.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      headerMessages['user.center'],
      headerMessages['user.history'],
      headerMessages['user.favourites'],
      headerMessages['user.points'],
      headerMessages['user.sports'],
      headerMessages['user.invite'],
      headerMessages['user.sources'],
      headerMessages['auth.logout'],
    ]);
    await expect(items.slice(0, 7).map((item) => item.getAttribute('href'))).toEqual([
      '/userinfo',
      '/history',
      '/collect',
      '/points',
      '/sports?tab=followed',
      '/invite',
      '/source',
    ]);
    await expect(items[0]).toHaveFocus();
    await userEvent.click(items[7]!);
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(avatar).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A link closes the menu and moves the (story-local) location. */
export const FollowLink: Story = {
  args: { isLogin: true, email: EMAIL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByRole('button', { name: avatarName() });
    await userEvent.click(avatar);
    await userEvent.click(canvas.getByRole('menuitem', { name: headerMessages['user.points'] }));
    await expect(avatar).toHaveAttribute('aria-expanded', 'false');
  },
};

/** By keyboard: ArrowUp opens on the last item, arrows wrap, Escape closes and returns focus. */
export const Keyboard: Story = {
  args: { isLogin: true, email: EMAIL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByRole('button', { name: avatarName() });
    avatar.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(
      canvas.getByRole('menuitem', { name: headerMessages['auth.logout'] }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      canvas.getByRole('menuitem', { name: headerMessages['user.center'] }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      canvas.getByRole('menuitem', { name: headerMessages['user.history'] }),
    ).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(
      canvas.getByRole('menuitem', { name: headerMessages['auth.logout'] }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(
      canvas.getByRole('menuitem', { name: headerMessages['user.sources'] }),
    ).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(
      canvas.getByRole('menuitem', { name: headerMessages['user.center'] }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(avatar).toHaveFocus();
    await expect(avatar).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open, for the eye: the address heads the menu. */
export const Open: Story = {
  args: { isLogin: true, email: EMAIL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: avatarName() }));
    await expect(canvas.getByText(EMAIL)).toBeVisible();
  },
};
