import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { danmakuMessages } from '../../storybook/liveCatalogues';
import { DanmakuSettingsPanel } from './DanmakuSettingsPanel';
import { DEFAULT_DANMAKU_SETTINGS } from './settings';

/** 弹幕设置: on/off, opacity, area, font size, density and auto-skip. */
const meta = {
  title: 'Screens/Player/Danmaku/SettingsPanel',
  component: DanmakuSettingsPanel,
  args: { settings: DEFAULT_DANMAKU_SETTINGS, onChange: fn() },
} satisfies Meta<typeof DanmakuSettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: on, 90%, half the picture, medium, normal density, auto-skip on. */
export const Defaults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radio', { name: danmakuMessages['danmaku.area.half'] }),
    ).toBeChecked();
    await userEvent.click(
      canvas.getByRole('radio', { name: danmakuMessages['danmaku.area.full'] }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ area: 'full', fontSize: 'medium' }),
    );
    await userEvent.click(
      canvas.getByRole('radio', { name: danmakuMessages['danmaku.fontSize.large'] }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ fontSize: 'large' }),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: danmakuMessages['danmaku.autoSkip'] }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ autoSkip: false }),
    );
  },
};

/** Turned off, faint, a quarter of the picture, sparse, no auto-skip. */
export const OffQuarterSparse: Story = {
  args: {
    settings: {
      enabled: false,
      opacity: 0.4,
      area: 'quarter',
      fontSize: 'small',
      density: 'low',
      autoSkip: false,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const on = canvas.getByRole('checkbox', { name: danmakuMessages['danmaku.on'] });
    await expect(on).not.toBeChecked();
    await expect(
      canvas.getByRole('slider', { name: danmakuMessages['danmaku.opacity'] }),
    ).toHaveValue('40');
    await userEvent.click(on);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ enabled: true }),
    );
  },
};
