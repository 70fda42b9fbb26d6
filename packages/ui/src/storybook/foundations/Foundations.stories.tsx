import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ColourTable, GradientSwatches, OtherTokens, ShadowSwatches } from './Foundations';
import { tokens, tokensWithPrefix } from './tokens';

/**
 * The Foundations pages' blocks, checked: every row is a token the page really has (its value is
 * what the browser computes for it), and each token is listed once.
 */
const meta = {
  title: 'Foundations/Token blocks',
  component: ColourTable,
  tags: ['!autodocs'],
} satisfies Meta<typeof ColourTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const computed = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** A row per `--color-` custom property of :root, nothing read out of the file's comments. */
export const Colours: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    const colours = tokensWithPrefix('--color-');
    await expect(rows).toHaveLength(colours.length);
    for (const token of colours) {
      // The page's own value of the property: the row shows what the components get.
      await expect(computed(token.name)).not.toBe('');
      await expect(token.value.startsWith('--')).toBe(false);
    }
    const hover = rows.find((row) => row.textContent?.includes('--color-surface-hover'));
    await expect(hover).toHaveTextContent(computed('--color-surface-hover'));
  },
};

/** Each duration once, its reduced-motion value named under its condition. */
export const OtherTokensOnce: Story = {
  render: () => <OtherTokens />,
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('code')?.textContent);
    await expect(new Set(names).size).toBe(names.length);
    const fast = within(table)
      .getAllByRole('row')
      .find((row) => row.querySelector('code')?.textContent === '--duration-fast');
    await expect(fast).toHaveTextContent('150ms');
    await expect(fast).toHaveTextContent('0ms under @media (prefers-reduced-motion: reduce)');
    await expect(names.some((name) => name?.startsWith('--shadow-'))).toBe(false);
  },
};

/** Gradients and shadows drawn, each with its token's name. */
export const GradientsAndShadows: Story = {
  render: () => (
    <>
      <GradientSwatches />
      <ShadowSwatches />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawn = [...tokensWithPrefix('--gradient-'), ...tokensWithPrefix('--shadow-')];
    await expect(drawn.length).toBeGreaterThan(3);
    for (const token of drawn) {
      const figure = (await canvas.findByText(token.name)).closest('figure')!;
      const swatch = figure.querySelector('span')!;
      const style = getComputedStyle(swatch);
      await expect(
        token.name.startsWith('--gradient-') ? style.backgroundImage : style.boxShadow,
      ).not.toBe('none');
    }
    await expect(tokens.filter((token) => token.name === '--duration-fast')).toHaveLength(1);
  },
};
