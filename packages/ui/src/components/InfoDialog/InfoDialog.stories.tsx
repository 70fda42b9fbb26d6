import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountMessages, messages, vipMessages } from '../../storybook/liveCatalogues';
import { InfoDialog, type InfoDialogProps } from './InfoDialog';

/**
 * The dialog with 欢迎登录… as its message unless a story gives one. The text is read when the
 * story renders, in its language: the catalogues switch language in Storybook's loader, after this
 * module is evaluated.
 */
function WelcomeInfo({
  message,
  ...props
}: Omit<InfoDialogProps, 'message'> & { message?: string }) {
  return <InfoDialog {...props} message={message ?? messages['auth.welcome']} />;
}

const meta = {
  title: 'Components/InfoDialog',
  component: WelcomeInfo,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof WelcomeInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No title given: 提示, the message, and 知道了 (focused) closes it. */
export const DefaultTitle: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('dialog', {
      name: accountMessages['info.title'],
    });
    await expect(dialog).toHaveAccessibleDescription(messages['auth.welcome']);
    const ok = within(dialog).getByRole('button', { name: accountMessages['info.ok'] });
    await expect(ok).toHaveFocus();
    await userEvent.click(ok);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A title of the caller's. */
export const WithTitle: Story = {
  render: (args) => (
    <WelcomeInfo
      {...args}
      title={vipMessages['vip.paySucceeded']}
      message={messages['vip.greeting']}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('dialog', {
      name: vipMessages['vip.paySucceeded'],
    });
    await expect(dialog).toHaveAccessibleDescription(messages['vip.greeting']);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(dialog).toBeInTheDocument();
  },
};

export const PhoneSheet: Story = {
  args: { variant: 'sheet' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
