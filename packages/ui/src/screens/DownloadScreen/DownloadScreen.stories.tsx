import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildsFixture } from '../../components/AppDownloadDialog/fixtures';
import { downloadT } from '../../i18n/downloadMessages';
import { DownloadScreen } from './DownloadScreen';

const COMMUNITY = 'https://t.me/example_group';

const meta = {
  title: 'Screens/DownloadScreen',
  component: DownloadScreen,
  parameters: { layout: 'fullscreen', route: '/download' },
  args: {
    kind: 'phone',
    builds: buildsFixture,
    communityUrl: COMMUNITY,
    onKindChange: fn(),
    onDownload: fn(),
  },
} satisfies Meta<typeof DownloadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone app page: pitch, download, steps, the community link; the TV tab asks to switch. */
export const PhoneApp: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: downloadT('download.phoneHeadline') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: downloadT('download.button') })).toHaveAttribute(
      'href',
      buildsFixture.phone.fileUrl,
    );
    const community = canvas.getByRole('link', { name: downloadT('download.community') });
    await expect(community).toHaveAttribute('href', COMMUNITY);
    await expect(community).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('tab', { name: downloadT('download.tvTab') }));
    await expect(args.onKindChange).toHaveBeenCalledWith('tv');
  },
};

/** The TV app page. */
export const TvApp: Story = {
  args: { kind: 'tv' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: downloadT('download.tvHeadline') }),
    ).toBeVisible();
    await expect(canvas.getByText(downloadT('download.tvStep3'))).toBeVisible();
  },
};

export const PhoneViewport: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: PhoneApp.play,
};
