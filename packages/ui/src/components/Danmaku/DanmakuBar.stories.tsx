import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  danmakuColorsFixture,
  danmakuFixture,
  danmakuReasonsFixture,
  danmakuTypingFixture as typing,
} from '../../fixtures/danmaku';
import { danmakuT } from '../../i18n/danmakuMessages';
import { danmakuMessages } from '../../storybook/liveCatalogues';
import { DanmakuBar } from './DanmakuBar';
import { DEFAULT_DANMAKU_SETTINGS } from './settings';
import styles from './DanmakuStories.module.css';

/** The bar under the player: 弹幕 on/off, 弹幕设置 and the posting box. */
const meta = {
  title: 'Screens/Player/Danmaku/PostingBar',
  component: DanmakuBar,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className={styles.panel}>
        <Story />
      </div>
    ),
  ],
  args: {
    colors: danmakuColorsFixture,
    maxLength: 50,
    settings: DEFAULT_DANMAKU_SETTINGS,
    onSettingsChange: fn(),
    signedIn: true,
    isVip: false,
    sending: false,
    onSend: fn(),
    onLogin: fn(),
    onVipColor: fn(),
    recent: danmakuFixture(6),
    reasons: danmakuReasonsFixture,
    reported: new Set<number>(),
    onReport: fn(),
  },
} satisfies Meta<typeof DanmakuBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (root: HTMLElement) =>
  within(root).getByRole('textbox', { name: danmakuMessages['composer.label'] });
const sendButton = (root: HTMLElement) =>
  within(root).getByRole('button', { name: danmakuMessages['composer.send'] });

/** Logged in: typing and 发送 sends the trimmed text in white, and empties the box. */
export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(sendButton(canvasElement)).toBeDisabled();
    await userEvent.type(box(canvasElement), typing.padded);
    await userEvent.click(sendButton(canvasElement));
    await expect(args.onSend).toHaveBeenCalledWith(typing.trimmed, '#ffffff');
    await expect(box(canvasElement)).toHaveValue('');
  },
};

/** A visitor: the box is a 登录后发弹幕 button that asks for the login dialog. */
export const LoggedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: danmakuMessages['composer.loginToPost'] }),
    );
    await expect(args.onLogin).toHaveBeenCalled();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Posting too fast: the server's wait, in the box's words. */
export const RateLimited: Story = {
  // The message is the active language's, so it is made when the story renders.
  render: (args) => <DanmakuBar {...args} error={danmakuT('error.tooFast', { n: 3 })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      danmakuT('error.tooFast', { n: 3 }),
    );
    await expect(box(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A banned word was refused. */
export const RefusedWord: Story = {
  render: (args) => <DanmakuBar {...args} error={danmakuMessages['error.banned']} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      danmakuMessages['error.banned'],
    );
  },
};

/** Over 50 characters: the count turns red, 发送 waits, and the box says why. */
export const TooLong: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), typing.tooLong);
    await expect(sendButton(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      danmakuT('error.length', { max: 50 }),
    );
  },
};

/** A non-VIP picks a colour: the VIP dialog is asked for and white stays picked. */
export const VipColour: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('radio', { name: danmakuT('composer.colorVip', { color: '#fe0302' }) }),
    );
    await expect(args.onVipColor).toHaveBeenCalled();
    await expect(
      canvas.getByRole('radio', { name: danmakuT('composer.colorName', { color: '#ffffff' }) }),
    ).toBeChecked();
  },
};

/** 弹幕 off: the box says so and does not send; the toggle turns them back on. */
export const Off: Story = {
  args: { settings: { ...DEFAULT_DANMAKU_SETTINGS, enabled: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(box(canvasElement)).toBeDisabled();
    const toggle = canvas.getByRole('button', { name: danmakuMessages['danmaku.layer'] });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onSettingsChange).toHaveBeenCalledWith(
      expect.objectContaining({ enabled: true }),
    );
  },
};

/** A phone: 发弹幕 opens the posting box in a bottom sheet. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { phone: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: danmakuMessages['composer.open'] }));
    const sheet = await within(document.body).findByRole('dialog', {
      name: danmakuMessages['composer.label'],
    });
    const input = within(sheet).getByRole('textbox', { name: danmakuMessages['composer.label'] });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, typing.short);
    await userEvent.click(
      within(sheet).getByRole('button', { name: danmakuMessages['composer.send'] }),
    );
    await expect(args.onSend).toHaveBeenCalledWith(typing.short, '#ffffff');
  },
};

/** A visitor on a phone: 发弹幕 asks for the login dialog. */
export const PhoneLoggedOut: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { phone: true, signedIn: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: danmakuMessages['composer.open'] }),
    );
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

/** 弹幕列表: the comments that just flew by; 举报 asks why, then reports. */
export const ListAndReport: Story = {
  args: { reported: new Set([2]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: danmakuMessages['list.open'] }));
    const list = canvas.getByRole('list', { name: danmakuMessages['list.title'] });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getByText(danmakuMessages['list.reported'])).toBeVisible();
    const first = args.recent[0]!;
    await userEvent.click(
      within(list).getByRole('button', { name: danmakuT('list.reportName', { text: first.text }) }),
    );
    await userEvent.click(
      within(list).getByRole('button', { name: danmakuMessages['reason.spoiler'] }),
    );
    await expect(args.onReport).toHaveBeenCalledWith(first.id, 'spoiler');
  },
};

/** A visitor's 举报 asks for the login dialog. */
export const ReportLoggedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: danmakuMessages['list.open'] }));
    const first = args.recent[0]!;
    await userEvent.click(
      canvas.getByRole('button', { name: danmakuT('list.reportName', { text: first.text }) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: danmakuMessages['reason.ads'] }));
    await expect(args.onLogin).toHaveBeenCalled();
    await expect(args.onReport).not.toHaveBeenCalled();
  },
};
