import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOCALES } from '@xinghe/contracts/client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { headerMessages } from '../../storybook/liveCatalogues';
import { LanguageSwitcher } from './LanguageSwitcher';

const meta = {
  title: 'Header/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { current: 'zh-CN', locales: LOCALES, onChange: fn() },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the globe and the current language's name; each language is listed in itself. */
export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: headerMessages['language.label'] });
    await expect(select).toHaveValue('zh-CN');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(LOCALES.map((locale) => headerMessages[`language.${locale}`]));
    await userEvent.selectOptions(select, 'en');
    await expect(args.onChange).toHaveBeenCalledWith('en');
  },
};

/** Phone header: the globe only, the same list. */
export const Compact: Story = {
  args: { compact: true, current: 'zh-TW' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: headerMessages['language.label'] });
    await expect(select).toHaveValue('zh-TW');
    await expect(canvas.queryByText(headerMessages['language.zh-TW'])).not.toBeVisible();
    await userEvent.selectOptions(select, 'zh-CN');
    await expect(args.onChange).toHaveBeenCalledWith('zh-CN');
  },
};
