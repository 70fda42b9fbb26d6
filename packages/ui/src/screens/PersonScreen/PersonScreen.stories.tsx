import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { foreignPersonFixture, personFixture, personWorksFixture } from '../../fixtures/person';
import { messages } from '../../storybook/liveCatalogues';
import { personT } from '../../i18n/personMessages';
import { personMessages } from '../../storybook/liveCatalogues';
import { PersonScreen } from './PersonScreen';

const meta = {
  title: 'Screens/PersonScreen',
  component: PersonScreen,
  parameters: { layout: 'fullscreen', route: '/person/800' },
  args: {
    load: { status: 'loaded', data: { person: personFixture, works: personWorksFixture } },
    onRetry: fn(),
  },
} satisfies Meta<typeof PersonScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Portrait, name, facts and biography above the filmography, each poster a link to its title. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: personFixture.name })).toBeVisible();
    await expect(
      canvas.getByText(personT('person.birthDateValue', { year: 1992, month: 3, day: 8 })),
    ).toBeVisible();
    await expect(canvas.getByText(messages['region.cn'])).toBeVisible();
    await expect(canvas.getByText(personFixture.biography)).toBeVisible();
    const grid = canvas.getByRole('list', { name: personMessages['person.works'] });
    const links = within(grid).getAllByRole('link');
    await expect(links.length).toBeGreaterThanOrEqual(personWorksFixture.length);
    await expect(links[0]).toHaveAttribute('href', `/vod/detail/${personWorksFixture[0]!.id}`);
    await expect(
      canvas.getByText(personT('person.worksCount', { count: personWorksFixture.length })),
    ).toBeVisible();
  },
};

/** A Korean actor: the romanised name under the Chinese one. */
export const ForeignName: Story = {
  args: {
    load: { status: 'loaded', data: { person: foreignPersonFixture, works: personWorksFixture } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(foreignPersonFixture.foreignName!)).toBeVisible();
    await expect(canvas.getByText(messages['region.kr'])).toBeVisible();
  },
};

export const Loading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const LoadError: Story = {
  args: { load: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: personMessages['person.loadError'] }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = {
  args: { load: { status: 'notFound' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(personMessages['person.notFound'])).toBeVisible();
    await expect(canvas.getByRole('link', { name: personMessages['person.home'] })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** A person with no titles yet: the grid says so instead of standing empty. */
export const EmptyFilmography: Story = {
  args: { load: { status: 'loaded', data: { person: { ...personFixture, works: 0 }, works: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(personMessages['person.noWorks'])).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: personFixture.name })).toBeVisible();
    await expect(canvas.getByRole('list', { name: personMessages['person.works'] })).toBeVisible();
  },
};

export const PhoneLoading: Story = {
  ...Loading,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const PhoneError: Story = {
  ...LoadError,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
