import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { danmakuT } from '../../i18n/danmakuMessages';
import { danmakuMessages } from '../../storybook/liveCatalogues';
import { MyMarksMenu, type MyMarksMenuProps } from './MyMarksMenu';
import styles from './DanmakuStories.module.css';

/** The menu opens and closes as it does in the control bar. */
function InBar(props: MyMarksMenuProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <div className={styles.bar}>
      <MyMarksMenu {...props} open={open} onOpenChange={setOpen} />
    </div>
  );
}

/** 片头片尾 in the control bar: the viewer's own intro end and outro start of the title. */
const meta = {
  title: 'Screens/Player/Danmaku/MyMarksMenu',
  component: MyMarksMenu,
  render: (args) => <InBar {...args} />,
  args: { open: false, onOpenChange: fn(), hasOwn: false, onAction: fn() },
} satisfies Meta<typeof MyMarksMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: danmakuMessages['myMarks.menu'] });

/** No marks of the viewer's own yet: the two set entries, no 清除. */
export const NoneSet: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(menuButton(canvasElement));
    const items = canvas.getAllByRole('menuitem').map((item) => item.textContent);
    await expect(items).toEqual([
      danmakuMessages['myMarks.setIntroEnd'],
      danmakuMessages['myMarks.setOutroStart'],
    ]);
    await userEvent.click(
      canvas.getByRole('menuitem', { name: danmakuMessages['myMarks.setIntroEnd'] }),
    );
    await expect(args.onAction).toHaveBeenCalledWith('introEnd');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** The viewer has set marks: 清除我的片头片尾 is offered too, and the keyboard reaches it. */
export const OwnMarksSet: Story = {
  args: { hasOwn: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(menuButton(canvasElement));
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('clear');
  },
};

/** Just set: the notice says where the intro now ends. */
export const IntroSetNotice: Story = {
  args: { hasOwn: true, notice: { kind: 'introSet', time: 95.4 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      danmakuT('myMarks.introSet', { time: '01:35' }),
    );
  },
};

/** Just cleared. */
export const ClearedNotice: Story = {
  args: { notice: { kind: 'cleared' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      danmakuMessages['myMarks.cleared'],
    );
  },
};
