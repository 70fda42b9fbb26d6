import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  emptyHomeDataFixture,
  homeDataFixture,
  realFieldsHomeDataFixture,
} from '../../fixtures/catalogue';
import { createTranslate } from '../../i18n/I18nProvider';
import { messages } from '../../storybook/liveCatalogues';
import { storyContent } from '../../storybook/traditionalContent';
import { homeSideIndexEntries, SideIndex } from '../../components/SideIndex/SideIndex';
import { HomeScreen } from './HomeScreen';

const t = createTranslate();

const meta = {
  title: 'Screens/Home/HomeScreen',
  component: HomeScreen,
  parameters: { layout: 'fullscreen', route: '/' },
  args: { load: { status: 'loaded', data: homeDataFixture }, onRetry: fn() },
  // As the home page composes it: the site keeps the side panel's rail free at the right, and
  // the channel rows keep the strip left of it free for the side index (1280 px and wider), which
  // the page shows beside the screen once its rows are loaded. The site shows it after the banner
  // has scrolled away; here it is there from the start, at the first row.
  render: (args) => (
    <div style={{ paddingRight: 'var(--side-rail-width)' }}>
      <HomeScreen {...args} />
      {args.load.data && (
        <SideIndex entries={homeSideIndexEntries(args.load.data.cardsGroup)} step={0} />
      )}
    </div>
  ),
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Banner and row placeholders in the shape of the page to come. */
export const Loading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      messages['status.loading'],
    );
  },
};

/** The reply came back with no banners and no rows. */
export const Empty: Story = {
  args: { load: { status: 'loaded', data: emptyHomeDataFixture } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages['status.empty'])).toBeVisible();
  },
};

/** The home reply failed: what did not load, why, and the retry button. */
export const Error: Story = {
  args: { load: { status: 'error' } },
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

/**
 * Five banners and six rows of twelve titles; each row's 更多 leads to its channel page. On a
 * desktop the side index fills the strip the rows leave at the right.
 */
export const Loaded: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const index = await canvas.findByRole('navigation', { name: messages['sideIndex.label'] });
    await expect(index).toBeVisible();
    await expect(
      within(index)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(homeDataFixture.cardsGroup.slice(0, 6).map((section) => section.name));
    // The strip beside the rows is the index's, with no empty band between them.
    const rowRight = canvas
      .getByRole('region', { name: homeDataFixture.cardsGroup[0]!.name })
      .getBoundingClientRect().right;
    const gap = index.getBoundingClientRect().left - rowRight;
    await expect(gap).toBeGreaterThanOrEqual(0);
    await expect(gap).toBeLessThan(48);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      messages['home.heading'],
    );
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((h) => h.textContent)).toEqual(
      homeDataFixture.cardsGroup.map((section) => section.name),
    );
    // First-row posters are on screen at first paint and must not wait for lazy loading.
    const firstRow = canvas.getByRole('region', { name: homeDataFixture.cardsGroup[0]!.name });
    const posters = within(firstRow).getAllByRole('img');
    await expect(posters.slice(0, 6).every((img) => img.getAttribute('loading') === 'eager')).toBe(
      true,
    );
    await expect(posters[6]).toHaveAttribute('loading', 'lazy');
    const first = homeDataFixture.cardsGroup[0]!;
    await expect(
      canvas.getByRole('link', { name: t('row.moreLabel', { title: first.name }) }),
    ).toHaveAttribute('href', `/${first.type}`);
  },
};

/**
 * A reply with only the real fields (rows of { name, cards }, cards of { id, name, img, countStr,
 * time }): no banner carousel, no score badges, no 更多 links (a row names no channel), every row
 * and card still there.
 */
export const RealFieldsOnly: Story = {
  args: { load: { status: 'loaded', data: realFieldsHomeDataFixture } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = realFieldsHomeDataFixture.cardsGroup;
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((h) => h.textContent)).toEqual(rows.map((row) => row.name));
    await expect(
      canvas.queryByRole('region', { name: messages['carousel.label'] }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryAllByText(messages['video.score'])).toHaveLength(0);
    const first = rows[0]!.cards[0]!;
    const card = canvas.getByRole('link', { name: new RegExp(`^${first.name}`) });
    await expect(card).toHaveAttribute('href', `/vod/detail/${first.id}`);
    await expect(within(card).getByText(first.countStr)).toBeVisible();
    for (const row of rows) {
      await expect(
        canvas.queryByRole('link', { name: t('row.moreLabel', { title: row.name }) }),
      ).not.toBeInTheDocument();
    }
  },
};

/**
 * In 繁體中文: the fixture's content (row names, titles) in Traditional characters, converted as
 * the site's host converts the API's replies for a zh-TW page, beside the zh-TW catalogue's texts.
 */
export const Traditional: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = homeDataFixture.cardsGroup[0]!;
    const converted = storyContent(first);
    await expect(converted.name).not.toBe(first.name);
    const row = await canvas.findByRole('region', { name: converted.name });
    await expect(
      within(row).getByRole('link', { name: t('row.moreLabel', { title: converted.name }) }),
    ).toBeVisible();
    await expect(
      within(row).getAllByRole('link', { name: new RegExp(`^${converted.cards[0]!.name}`) })[0],
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: first.name })).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
