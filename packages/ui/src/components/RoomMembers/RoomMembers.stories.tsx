import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { roomT } from '../../i18n/roomMessages';
import { roomMembers } from '../../fixtures/room';
import type { RoomMember } from '@xinghe/contracts/client';
import { RoomMembers } from './RoomMembers';

const members = roomMembers;
const [alice, bob, cat] = roomMembers as [RoomMember, RoomMember, RoomMember];

const meta = {
  title: 'Components/Room/RoomMembers',
  component: RoomMembers,
  args: { members, controller: 'memberAlice01', you: 'memberAlice01', onHandover: fn() },
} satisfies Meta<typeof RoomMembers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The controller sees everyone and may hand control to a connected member. */
export const AsController: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(roomT.catalogue['room.buffering'])).toBeVisible();
    const buttons = canvas.getAllByRole('button', {
      name: new RegExp(
        `${roomT('room.handoverLabel', { name: bob.name })}|${roomT('room.handoverLabel', { name: cat.name })}`,
      ),
    });
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[0]!);
    await expect(args.onHandover).toHaveBeenCalledWith(bob.id);
  },
};

/** A member who follows: no handover buttons; the controller is marked. */
export const AsMember: Story = {
  args: { you: 'memberBob0002' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(roomT.catalogue['room.controller'])).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A member whose socket dropped shows as away until it returns or its grace ends. */
export const MemberAway: Story = {
  args: {
    members: [alice, { ...bob, away: true }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(roomT.catalogue['room.away'])).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
