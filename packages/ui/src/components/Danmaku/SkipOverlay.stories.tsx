import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { danmakuT } from '../../i18n/danmakuMessages';
import { danmakuMessages } from '../../storybook/liveCatalogues';
import { SkipOverlay } from './SkipOverlay';
import styles from './DanmakuStories.module.css';

/** The skip buttons and notices over the picture. */
const meta = {
  title: 'Screens/Player/Danmaku/SkipOverlay',
  component: SkipOverlay,
  decorators: [
    (Story) => (
      <div className={styles.stage}>
        <Story />
      </div>
    ),
  ],
  args: {
    inIntro: false,
    inOutro: false,
    onSkipIntro: fn(),
    onSkipOutro: fn(),
    onCancelNext: fn(),
  },
} satisfies Meta<typeof SkipOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** During the intro with auto-skip off: 跳过片头. */
export const Intro: Story = {
  args: { inIntro: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: danmakuMessages['skip.intro'] }),
    );
    await expect(args.onSkipIntro).toHaveBeenCalled();
  },
};

/** Auto-skip skipped it: the notice. */
export const IntroSkipped: Story = {
  args: { toast: 'introSkipped' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(danmakuMessages['skip.introSkipped']);
  },
};

/** At the outro with auto-skip on: the next episode counts down, and the viewer may stay. */
export const OutroCountdown: Story = {
  args: { inOutro: true, nextCountdown: 4.2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent(danmakuT('skip.outroNext', { n: 5 }));
    await userEvent.click(canvas.getByRole('button', { name: danmakuMessages['skip.cancel'] }));
    await expect(args.onCancelNext).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: danmakuMessages['skip.outro'] }));
    await expect(args.onSkipOutro).toHaveBeenCalled();
  },
};
