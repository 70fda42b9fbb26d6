import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  checkSourceUrl,
  SOURCE_NAME_MAX_LENGTH,
  SOURCE_TYPES,
  type OwnSource,
} from '@xinghe/contracts/client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sourcesT } from '../../i18n/sourcesMessages';
import { SourcesScreen } from './SourcesScreen';
import { addedFixture, newSourceName, ownFixture, sourceServerMessages } from './sourcesFixtures';

const own = ownFixture;
const added = addedFixture;
const [first, second] = own as [OwnSource, OwnSource];
const msg = sourceServerMessages;

const validateUrl = (url: string) => {
  const checked = checkSourceUrl(url);
  return checked.ok ? null : checked.problem;
};

const meta = {
  title: 'Screens/SourcesScreen',
  component: SourcesScreen,
  parameters: { layout: 'fullscreen', route: '/source' },
  args: {
    status: 'loaded',
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
      canvas.getByRole('button', { name: sourcesT('sources.checkLabel', { name: first.name }) }),
    );
    await expect(args.onCheck).toHaveBeenCalledWith(12);
    await userEvent.click(
      canvas.getByRole('button', { name: sourcesT('sources.editLabel', { name: second.name }) }),
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
      15: { state: 'dead', detail: msg.dead },
      40: { state: 'refused', detail: msg.refused },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(`${sourcesT('sources.alive')} · ${sourcesT('sources.corsYes')}`),
    ).toBeVisible();
    await expect(canvas.getByText(sourcesT('sources.dead', { detail: msg.dead }))).toBeVisible();
    await expect(
      canvas.getByText(sourcesT('sources.refused', { detail: msg.refused })),
    ).toBeVisible();
  },
};

export const Checking: Story = {
  args: { checks: { 12: { state: 'checking' } } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: sourcesT('sources.checkLabel', { name: first.name }),
    });
    await expect(button).toBeDisabled();
  },
};

/**
 * The add form refuses javascript: and a blank name before anything is sent; a port other than
 * 80/443 is the server's to judge (a test source on loopback), so it goes through, here as a
 * 苹果CMS 接口.
 */
export const AddFormRefusals: Story = {
  args: { form: { initial: { name: '', url: '', type: 'hls', shared: false } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    const form = within(dialog);
    // The fields follow one another closely: only the address's label between the two inputs.
    const nameInput = form.getByLabelText(sourcesT('sources.name'));
    const urlInput = form.getByLabelText(sourcesT('sources.url'));
    const gap = urlInput.getBoundingClientRect().top - nameInput.getBoundingClientRect().bottom;
    await expect(gap).toBeLessThan(80);
    await userEvent.type(form.getByLabelText(sourcesT('sources.url')), 'javascript:alert(1)');
    await userEvent.click(form.getByRole('button', { name: sourcesT('sources.save') }));
    await expect(form.getByText(sourcesT('sources.nameRequired'))).toBeVisible();
    await expect(form.getByText(sourcesT('sources.urlScheme'))).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(form.getByLabelText(sourcesT('sources.name')), newSourceName);
    await userEvent.clear(form.getByLabelText(sourcesT('sources.url')));
    await userEvent.type(
      form.getByLabelText(sourcesT('sources.url')),
      'https://a.example.com:8080/api.php/provide/vod',
    );
    await userEvent.click(form.getByLabelText(sourcesT('sources.typeMaccms')));
    await userEvent.click(form.getByRole('button', { name: sourcesT('sources.save') }));
    await expect(form.queryByText(sourcesT('sources.urlPort'))).toBeNull();
    await expect(args.onSave).toHaveBeenCalledWith({
      name: newSourceName,
      url: 'https://a.example.com:8080/api.php/provide/vod',
      type: 'maccms',
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
        name: second.name,
        url: second.url,
        type: 'list',
        shared: false,
      },
      error: msg.refused,
    },
  },
  play: async ({ canvasElement }) => {
    const form = within(await page(canvasElement).findByRole('dialog'));
    await expect(form.getByRole('heading', { name: sourcesT('sources.formEdit') })).toBeVisible();
    await expect(form.getByLabelText(sourcesT('sources.name'))).toHaveValue(second.name);
    await expect(form.getByRole('alert')).toHaveTextContent(msg.refused);
  },
};

export const Saving: Story = {
  args: {
    form: {
      initial: {
        name: newSourceName,
        url: 'https://a.example.com/x.m3u8',
        type: 'hls',
        shared: true,
      },
      saving: true,
    },
  },
  play: async ({ canvasElement }) => {
    const form = within(await page(canvasElement).findByRole('dialog'));
    await expect(form.getByRole('button', { name: sourcesT('sources.saving') })).toBeDisabled();
  },
};

/** Delete asks first; cancelling deletes nothing. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: sourcesT('sources.deleteLabel', { name: first.name }) }),
    );
    let dialog = await page(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveAccessibleDescription(
      sourcesT('sources.confirmDelete', { name: first.name }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: sourcesT('sources.cancel') }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', {
        name: sourcesT('sources.removeAddedLabel', { name: added[0]!.name }),
      }),
    );
    dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: sourcesT('sources.confirm') }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(40, 'added');
  },
};

/** Import by share id: a non-number is refused in place; a number is passed on. */
export const Import: Story = {
  // The page's notice in the story's language, read when it renders: the catalogue arrives in
  // Storybook's loader, after this module.
  render: (args) => (
    <SourcesScreen
      {...args}
      notice={{ tone: 'success', text: sourcesT('sources.imported', { name: added[0]!.name }) }}
    />
  ),
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
    await expect(canvas.getByRole('status')).toHaveTextContent(
      sourcesT('sources.imported', { name: added[0]!.name }),
    );
  },
};

export const ImportRefused: Story = {
  args: { notice: { tone: 'error', text: msg.notShared }, importing: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(msg.notShared);
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
