import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { roomT } from '../../i18n/roomMessages';
import { roomMembers } from '../../fixtures/room';
import { RoomBanner } from './RoomBanner';

const controllerName = roomMembers[0]!.name;

const meta = {
  title: 'Components/Room/RoomBanner',
  component: RoomBanner,
  args: {
    code: '7K2M9QXH4D',
    link: 'https://www.xinghe.test/room/7K2M9QXH4D',
    control: { kind: 'you' },
    onCopy: fn(),
    onLeave: fn(),
  },
} satisfies Meta<typeof RoomBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The creator just made the room: the link to share, copied with one click. */
export const Created: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(roomT.catalogue['room.youControl'])).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: roomT.catalogue['room.linkLabel'] }),
    ).toHaveValue(args.link);
    await userEvent.click(canvas.getByRole('button', { name: roomT.catalogue['room.copy'] }));
    await expect(args.onCopy).toHaveBeenCalledWith(args.link);
    await expect(
      await canvas.findByRole('button', { name: roomT.catalogue['room.copied'] }),
    ).toBeVisible();
  },
};

/** A member who joined by the link follows someone else; leaving is one click. */
export const Following: Story = {
  args: { control: { kind: 'other', name: controllerName } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(roomT('room.following', { name: controllerName })),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: roomT.catalogue['room.leave'] }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
  },
};
