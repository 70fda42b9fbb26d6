import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  checkSourceUrl,
  SOURCE_NAME_MAX_LENGTH,
  SOURCE_TYPES,
  type OwnSource,
  type UsableSource,
} from '@xinghe/contracts/client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sourcesT } from '../../i18n/sourcesMessages';
import { SourcesScreen } from './SourcesScreen';

const own: OwnSource[] = [
  {
    id: 12,
    name: '央视高清',
    url: 'https://live.example.com/cctv1/index.m3u8',
    type: 'hls',
    shared: true,
    importCount: 3,
    createdAt: 1_780_315_200,
    updatedAt: 1_780_315_200,
  },
  {
    id: 15,
    name: '电影合集',
    url: 'http://lists.example.org/movies.json',
    type: 'list',
    shared: false,
    importCount: 0,
    createdAt: 1_780_300_000,
    updatedAt: 1_780_300_000,
  },
];
const added: UsableSource[] = [
  {
    id: 40,
    name: '朋友分享的体育台',
    url: 'https://sports.example.net/live.m3u8',
    type: 'hls',
    added: true,
  },
];

const validateUrl = (url: string) => {
  const checked = checkSourceUrl(url);
  return checked.ok ? null : checked.problem;
};

const meta = {
  title: 'Screens/SourcesScreen',
  component: SourcesScreen,
  parameters: { layout: 'fullscreen', route: '/source' },
  args: {
    status: 'ready',
    own,
    added,
    types: SOURCE_TYPES,
    nameMaxLength: SOURCE_NAME_MAX_LENGTH,
    validateUrl,
    onAdd: fn(),
    onEdit: fn(),
    onCancelForm: fn(),
    onSave: fn(),
    onDelete: fn(),
    onCheck: fn(),
    onImport: fn(),
    onLogin: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SourcesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** My two sources and one imported; the URL is text, never a link; check, edit, add. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(own[0]!.url)).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(
      canvas.getByText(sourcesT('sources.shareId', { id: 12 }), { exact: false }),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: sourcesT('sources.checkLabel', { name: '央视高清' }) }),
    );
    await expect(args.onCheck).toHaveBeenCalledWith(12);
    await userEvent.click(
      canvas.getByRole('button', { name: sourcesT('sources.editLabel', { name: '电影合集' }) }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith(15);
    // An imported source can be removed from my list, not edited.
    await expect(
      canvas.queryByRole('button', {
        name: sourcesT('sources.editLabel', { name: added[0]!.name }),
      }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: sourcesT('sources.add') }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** Every check state: checking, alive (with CORS), dead with the reason, refused. */
export const Checks: Story = {
  args: {
    checks: {
      12: { state: 'alive', cors: true },
      15: { state: 'dead', detail: '服务器返回 HTTP 404' },
      40: { state: 'refused', detail: '不能使用本机、内网或保留地址' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(`${sourcesT('sources.alive')} · ${sourcesT('sources.corsYes')}`),
    ).toBeVisible();
    await expect(
      canvas.getByText(sourcesT('sources.dead', { detail: '服务器返回 HTTP 404' })),
    ).toBeVisible();
    await expect(
      canvas.getByText(sourcesT('sources.refused', { detail: '不能使用本机、内网或保留地址' })),
    ).toBeVisible();
  },
};

export const Checking: Story = {
  args: { checks: { 12: { state: 'checking' } } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: sourcesT('sources.checkLabel', { name: '央视高清' }),
    });
    await expect(button).toBeDisabled();
  },
};

/** The add form refuses javascript:, other ports and a blank name before anything is sent. */
export const AddFormRefusals: Story = {
  args: { form: { initial: { name: '', url: '', type: 'hls', shared: false } } },
  play: async ({ canvasElement, args }) => {
    const dialog = page(canvasElement).getByRole('dialog');
    const form = within(dialog);
    await userEvent.type(form.getByLabelText(sourcesT('sources.url')), 'javascript:alert(1)');
    await userEvent.click(form.getByRole('button', { name: sourcesT('sources.save') }));
    await expect(form.getByText(sourcesT('sources.nameRequired'))).toBeVisible();
    await expect(form.getByText(sourcesT('sources.urlScheme'))).toBeVisible();
    await userEvent.type(form.getByLabelText(sourcesT('sources.name')), '新源');
    await userEvent.clear(form.getByLabelText(sourcesT('sources.url')));
    await userEvent.type(
      form.getByLabelText(sourcesT('sources.url')),
      'https://a.example.com:8080/x.m3u8',
    );
    await userEvent.click(form.getByRole('button', { name: sourcesT('sources.save') }));
    await expect(form.getByText(sourcesT('sources.urlPort'))).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(form.getByLabelText(sourcesT('sources.url')));
    await userEvent.type(
      form.getByLabelText(sourcesT('sources.url')),
      'https://a.example.com/x.m3u8',
    );
    await userEvent.click(form.getByLabelText(sourcesT('sources.typeList')));
    await userEvent.click(form.getByRole('button', { name: sourcesT('sources.save') }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: '新源',
      url: 'https://a.example.com/x.m3u8',
      type: 'list',
      shared: false,
    });
  },
};

/** Editing, with the server's refusal shown in the form. */
export const EditFormServerError: Story = {
  args: {
    form: {
      initial: {
        id: 15,
        name: '电影合集',
        url: 'http://lists.example.org/movies.json',
        type: 'list',
        shared: false,
      },
      error: '不能使用本机、内网或保留地址',
    },
  },
  play: async ({ canvasElement }) => {
    const form = within(page(canvasElement).getByRole('dialog'));
    await expect(form.getByRole('heading', { name: sourcesT('sources.formEdit') })).toBeVisible();
    await expect(form.getByLabelText(sourcesT('sources.name'))).toHaveValue('电影合集');
    await expect(form.getByRole('alert')).toHaveTextContent('不能使用本机、内网或保留地址');
  },
};

export const Saving: Story = {
  args: {
    form: {
      initial: { name: '新源', url: 'https://a.example.com/x.m3u8', type: 'hls', shared: true },
      saving: true,
    },
  },
  play: async ({ canvasElement }) => {
    const form = within(page(canvasElement).getByRole('dialog'));
    await expect(form.getByRole('button', { name: sourcesT('sources.saving') })).toBeDisabled();
  },
};

/** Delete asks first; cancelling deletes nothing. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: sourcesT('sources.deleteLabel', { name: '央视高清' }) }),
    );
    let dialog = page(canvasElement).getByRole('dialog');
    await expect(dialog).toHaveAccessibleDescription(
      sourcesT('sources.confirmDelete', { name: '央视高清' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: sourcesT('sources.cancel') }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', {
        name: sourcesT('sources.removeAddedLabel', { name: added[0]!.name }),
      }),
    );
    dialog = page(canvasElement).getByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: sourcesT('sources.confirm') }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(40, 'added');
  },
};

/** Import by share id: a non-number is refused in place; a number is passed on. */
export const Import: Story = {
  args: {
    notice: { tone: 'success', text: sourcesT('sources.imported', { name: '朋友分享的体育台' }) },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(sourcesT('sources.importId'));
    await userEvent.type(input, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: sourcesT('sources.import') }));
    await expect(canvas.getByText(sourcesT('sources.importBadId'))).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '40');
    await userEvent.click(canvas.getByRole('button', { name: sourcesT('sources.import') }));
    await expect(args.onImport).toHaveBeenCalledWith(40);
    await expect(canvas.getByRole('status')).toHaveTextContent('朋友分享的体育台');
  },
};

export const ImportRefused: Story = {
  args: { notice: { tone: 'error', text: '源不存在或未公开分享' }, importing: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '源不存在或未公开分享',
    );
  },
};

export const Empty: Story = {
  args: { own: [], added: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(sourcesT('sources.emptyOwn'))).toBeVisible();
    await expect(within(canvasElement).getByText(sourcesT('sources.emptyAdded'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LoggedOut: Story = {
  args: { status: 'loggedOut' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Ready.play,
};
