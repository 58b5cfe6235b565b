import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Lesson } from '@watni/api-client';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { ManageLessonsView } from './ManageLessons';

const lesson = (id: number, patch: Partial<Lesson> = {}): Lesson => ({
  id,
  course_id: 4,
  title: `Lesson ${id}`,
  description: null,
  content_type: 'text',
  content_url: null,
  content_body: null,
  order_index: id - 1,
  duration_minutes: 0,
  is_published: true,
  is_mandatory: true,
  created_at: '2026-11-01T08:00:00Z',
  ...patch,
});

const lessons: Lesson[] = [
  lesson(1, {
    title: 'What is soil?',
    description: 'Soil layers, texture and why they matter to a farmer.',
    content_body: '<h2>Soil layers</h2><p>Topsoil is <strong>rich</strong> in organic matter.</p>',
    duration_minutes: 15,
  }),
  lesson(2, {
    title: 'Field visit: wheat in Punjab',
    content_type: 'video',
    content_url: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    duration_minutes: 12,
    is_mandatory: false,
  }),
  lesson(3, {
    title: 'Soil testing handbook',
    content_type: 'document',
    content_url: 'https://example.org/soil-testing.pdf',
    is_published: false,
  }),
  lesson(4, { title: 'Check your understanding', content_type: 'quiz', duration_minutes: 10 }),
];

const meta = {
  title: 'Screens/Staff/ManageLessons',
  component: ManageLessonsView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/dashboard/courses/4/lessons' },
  args: {
    courseTitle: 'Introduction to Agronomy',
    coursesHref: '/dashboard/courses',
    lessons,
    dialog: { mode: 'closed' },
    onOpenCreate: fn(),
    onOpenEdit: fn(),
    onCloseDialog: fn(),
    onCreate: fn(),
    onUpdate: fn(),
    onDelete: fn(),
    onMove: fn(),
  },
} satisfies Meta<typeof ManageLessonsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lessons of Introduction to Agronomy')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to courses' })).toHaveAttribute(
      'href',
      '/dashboard/courses',
    );
    const items = within(canvas.getByRole('list', { name: /Lessons of/ })).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Move What is soil? up' })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Move Check your understanding down' }),
    ).toBeDisabled();
    // Keyboard: focus a move button and press Enter.
    canvas.getByRole('button', { name: 'Move What is soil? down' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith(lessons[0], 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Soil testing handbook' }));
    await expect(args.onOpenEdit).toHaveBeenCalledWith(lessons[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Soil testing handbook' }));
    await expect(args.onDelete).toHaveBeenCalledWith(lessons[2]);
  },
};

export const Reordering: Story = {
  args: { reordering: true, announcement: 'What is soil? moved to position 2 of 4' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: /Lessons of/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // Further moves are accepted while the previous one is saved (the container queues them).
    await userEvent.click(canvas.getByRole('button', { name: 'Move What is soil? down' }));
    await expect(args.onMove).toHaveBeenCalledWith(lessons[0], 1);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'What is soil? moved to position 2 of 4',
    );
  },
};

export const CreateDialog: Story = {
  args: { dialog: { mode: 'create' } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Add Lesson' }));
    await userEvent.type(dialog.getByLabelText(/^Title/), 'Irrigation basics');
    const editor = await dialog.findByRole('textbox', { name: 'Content' });
    await userEvent.click(editor);
    await userEvent.click(dialog.getByRole('button', { name: 'Bold' }));
    await userEvent.keyboard('Water');
    await expect(dialog.getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(dialog.queryByLabelText(/^Content URL/)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Add Lesson' }));
    await expect(args.onCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Irrigation basics',
        content_type: 'text',
        content_body: '<p><strong>Water</strong></p>',
        order_index: '4',
        duration_minutes: '0',
        is_published: false,
        is_mandatory: true,
      }),
    );
  },
};

export const CreateVideoLesson: Story = {
  args: { dialog: { mode: 'create' } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Add Lesson' }));
    await userEvent.type(dialog.getByLabelText(/^Title/), 'Drip irrigation');
    await userEvent.click(dialog.getByRole('combobox', { name: /Content type/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Video' }));
    await waitFor(() => expect(dialog.queryByRole('textbox', { name: 'Content' })).toBeNull());
    // The URL is required for a video: submitting without one shows the error.
    await userEvent.click(dialog.getByRole('button', { name: 'Add Lesson' }));
    await expect(await dialog.findByText('Enter the content URL')).toBeInTheDocument();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(/^Content URL/), 'https://youtu.be/rfscVS0vtbw');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Lesson' }));
    await expect(args.onCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        content_type: 'video',
        content_url: 'https://youtu.be/rfscVS0vtbw',
      }),
    );
  },
};

export const ValidationErrors: Story = {
  args: { dialog: { mode: 'create' } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Add Lesson' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add Lesson' }));
    await expect(await dialog.findByText('This field is required')).toBeInTheDocument();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog.getByLabelText(/^Title/)).toHaveFocus());
  },
};

export const EditTextLesson: Story = {
  args: { dialog: { mode: 'edit', lesson: lessons[0] as Lesson } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Edit Lesson' }));
    const editor = await dialog.findByRole('textbox', { name: 'Content' });
    await expect(within(editor).getByRole('heading', { name: 'Soil layers' })).toBeInTheDocument();
    await expect(dialog.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
  },
};

export const EditWithLinkForm: Story = {
  args: { dialog: { mode: 'edit', lesson: lessons[0] as Lesson } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Edit Lesson' }));
    const editor = await dialog.findByRole('textbox', { name: 'Content' });
    await userEvent.click(within(editor).getByText('rich'));
    await userEvent.dblClick(within(editor).getByText('rich'));
    await userEvent.click(dialog.getByRole('button', { name: 'Link' }));
    const url = await dialog.findByLabelText('Link URL');
    await waitFor(() => expect(url).toHaveFocus());
    await userEvent.type(url, 'javascript:alert(1){Enter}');
    await expect(
      await dialog.findByText('Enter a URL starting with http:// or https://'),
    ).toBeInTheDocument();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://example.org/soil{Enter}');
    await waitFor(() =>
      expect(within(editor).getByRole('link')).toHaveAttribute('href', 'https://example.org/soil'),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(
      lessons[0],
      expect.objectContaining({
        content_body: expect.stringContaining('href="https://example.org/soil"'),
      }),
    );
  },
};

export const EditDocumentLesson: Story = {
  args: { dialog: { mode: 'edit', lesson: lessons[2] as Lesson } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Edit Lesson' }));
    await expect(dialog.getByLabelText(/^Content URL/)).toHaveValue(
      'https://example.org/soil-testing.pdf',
    );
    await expect(dialog.queryByRole('textbox', { name: 'Content' })).toBeNull();
  },
};

export const EditQuizLesson: Story = {
  args: { dialog: { mode: 'edit', lesson: lessons[3] as Lesson } },
};

export const Loading: Story = { args: { lessons: [], courseTitle: null, loading: true } };

export const Empty: Story = {
  args: { lessons: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'No lessons yet. Create your first lesson!' }),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { lessons: [], courseTitle: null, error: 'Error: Course not found' },
};

export const SessionExpired: Story = {
  args: { lessons: [], courseTitle: null, error: 'Session expired. Please login again.' },
};
