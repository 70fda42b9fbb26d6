import type { ChatLine } from '@xinghe/contracts/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { roomT } from '../../i18n/roomMessages';
import { roomChatLines } from '../../fixtures/room';
import { RoomChat } from './RoomChat';

const [, second] = roomChatLines as [ChatLine, ChatLine];

const meta = {
  title: 'Components/Room/RoomChat',
  component: RoomChat,
  args: { lines: roomChatLines, you: second.from, maxLength: 100, onSend: fn() },
} satisfies Meta<typeof RoomChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines from everyone; typing one and sending hands it to the page, and clears the input. */
export const WithLines: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(second.text)).toBeVisible();
    const input = canvas.getByRole('textbox', { name: roomT.catalogue['room.chatPlaceholder'] });
    await userEvent.type(input, ` ${second.text} `);
    await userEvent.click(canvas.getByRole('button', { name: roomT.catalogue['room.send'] }));
    await expect(args.onSend).toHaveBeenCalledWith(second.text);
    await expect(input).toHaveValue('');
  },
};

/** Nobody has said anything yet; an empty line cannot be sent. */
export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(roomT.catalogue['room.chatEmpty'])).toBeVisible();
    await expect(canvas.getByRole('button', { name: roomT.catalogue['room.send'] })).toBeDisabled();
  },
};
