import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OneRosterSettingsView } from './OneRosterSettings';

const counts = (n: number) => ({
  academic_years: n,
  terms: n * 2,
  classes: n * 3,
  sections: n * 6,
  students: n * 120,
  guardians: n * 150,
  teachers: n,
  placements: n * 120,
  teacher_assignments: n * 4,
  demographics: n * 100,
});

const CLIENTS = [
  {
    id: 2,
    name: 'Taleem LMS',
    client_id: 'q8Zr2VnW0cX1aB7dE3fG5hJk',
    created_at: '2026-11-20T05:00:00Z',
    last_used_at: '2026-11-27T19:30:00Z',
  },
  {
    id: 1,
    name: 'Library system',
    client_id: 'Lm4Np6Qr8St0Uv2Wx4Yz6Ab8',
    created_at: '2026-10-02T05:00:00Z',
    last_used_at: null,
  },
];

const meta = {
  title: 'Screens/School/OneRosterSettings',
  component: OneRosterSettingsView,
  parameters: { layout: 'fullscreen' },
  args: {
    clients: CLIENTS,
    tokenUrl: 'https://iqbal.watni.pk/api/ims/oneroster/token',
    baseUrl: 'https://iqbal.watni.pk/api/ims/oneroster/rostering/v1p2',
    onCreate: fn(),
    onDismissSecret: fn(),
    onRevoke: fn(),
    onExport: fn(),
    onPreview: fn(),
    onImport: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OneRosterSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Taleem LMS')).toBeVisible();
    await expect(canvas.queryByLabelText('Client secret')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke: Library system' }));
    const dialog = within(document.body).getByRole('alertdialog');
    await expect(within(dialog).getByText('Revoke Library system?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(1);
  },
};

export const Empty: Story = {
  args: { clients: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No API clients yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create client' }));
    await expect(canvas.getByText('Give the API client a name.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/Name of the tool/), 'Taleem LMS');
    await userEvent.click(canvas.getByRole('button', { name: 'Create client' }));
    await expect(args.onCreate).toHaveBeenCalledWith('Taleem LMS');
  },
};

export const SecretShown: Story = {
  args: {
    created: {
      client: { ...CLIENTS[0]!, last_used_at: null },
      client_secret: 'vJ3kP9sX2mQ7wE5rT1yU8iO4pA6sD0fG2hJ5kL7zX9c',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Copy the secret now')).toBeVisible();
    await expect(canvas.getByLabelText('Client secret')).toHaveValue(
      'vJ3kP9sX2mQ7wE5rT1yU8iO4pA6sD0fG2hJ5kL7zX9c',
    );
  },
};

export const Preview: Story = {
  args: {
    preview: {
      files: [{ file: 'users.csv', rows: 270 }],
      problems: [],
      create: counts(1),
      existing: counts(0),
      skipped: { ...counts(0), teachers: 1 },
    },
  },
};

export const PreviewProblems: Story = {
  args: {
    preview: {
      files: [{ file: 'users.csv', rows: 3 }],
      problems: [
        { file: 'users.csv', line: 4, column: 'givenName', message: 'givenName is required.' },
        {
          file: 'enrollments.csv',
          line: 2,
          column: 'classSourcedId',
          message: 'No class has this sourcedId.',
        },
      ],
      create: counts(0),
      existing: counts(0),
      skipped: counts(0),
    },
  },
};

export const Imported: Story = {
  args: { imported: { created: counts(1), existing: counts(0), skipped: counts(0) } },
};

export const Loading: Story = { args: { clients: [], loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: {
    clients: [],
    error: 'The API clients could not be loaded.',
    createError: 'The school already has 50 API clients; revoke one first.',
  },
};

/** Urdu, right to left: the list with its addresses kept left to right. */
export const Urdu: Story = { play: undefined, globals: { locale: 'ur' } };

export const SecretShownUrdu: Story = {
  ...SecretShown,
  play: undefined,
  globals: { locale: 'ur' },
};
