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
