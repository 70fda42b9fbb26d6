import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '../../storybook/liveCatalogues';
import { StatusView } from './StatusView';
import { accountMessages } from '../../storybook/liveCatalogues';

const meta = {
  title: 'Components/StatusView',
  component: StatusView,
  args: { status: 'loading', onRetry: fn() },
} satisfies Meta<typeof StatusView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shimmering bars; screen readers hear 加载中. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      messages['status.loading'],
    );
  },
};

export const Empty: Story = {
  args: { status: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages['status.empty'])).toBeVisible();
  },
};

/** A whole page that failed: what did not load, why and what to do, then the retry button. */
export const ErrorWithExplanation: Story = {
  args: { status: 'error' },
  // The texts in the toolbar's language, read when the story renders (args are read once, before).
  render: (args) => (
    <StatusView
      {...args}
      title={messages['home.errorTitle']}
      detail={messages['home.errorDetail']}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(await alert.findByRole('heading', { level: 2 })).toHaveTextContent(
      messages['home.errorTitle'],
    );
    await expect(alert.getByText(messages['home.errorDetail'])).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: messages['status.error'] }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** 加载失败，点击重试: the whole message is the retry button. */
export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const retry = within(canvasElement).getByRole('button', { name: messages['status.error'] });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Without a retry callback the message is plain text. */
export const ErrorWithoutRetry: Story = {
  args: { status: 'error', onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages['status.error'])).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The caller's own wording, e.g. the network error of the API client. */
export const CustomMessage: Story = {
  args: { status: 'error' },
  // Read when the story renders, in its language: the catalogue arrives in Storybook's loader,
  // after this module.
  render: (args) => <StatusView {...args} message={accountMessages['error.network']} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: accountMessages['error.network'] }),
    ).toBeVisible();
  },
};
