import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Course } from '@watni/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { ManageCoursesView } from './ManageCourses';

const course = (id: number, patch: Partial<Course> = {}): Course => ({
  id,
  tenant_id: 2,
  title: ['Introduction to Agronomy', 'Robotics for Beginners', 'Business English'][id % 3] ?? '',
  description: 'A practical course with weekly lessons and a final quiz.',
  price: 4999,
  currency: 'PKR',
  level: 'beginner',
  duration_hours: 12,
  category: 'Science',
  tags: [],
  is_published: id % 2 === 0,
  created_by: 7,
  created_at: '2026-11-01T08:00:00Z',
  ...patch,
});

const courses = [
  course(1),
  course(2, { currency: 'USD', price: 49.5, level: 'advanced' }),
  course(3),
];

const meta = {
  title: 'Screens/Staff/ManageCourses',
  component: ManageCoursesView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    courses,
    isAdmin: true,
    canCreate: true,
    canDelete: (_course: Course): boolean => true,
    lessonsHref: (c: Course) => `/dashboard/courses/${c.id}/lessons`,
    rosterHref: (c: Course) => `/dashboard/courses/${c.id}/roster`,
    quizzesHref: (c: Course) => `/dashboard/courses/${c.id}/assessments`,
    dialog: { mode: 'closed' },
    onOpenCreate: fn(),
    onOpenEdit: fn(),
    onCloseDialog: fn(),
    onCreate: fn(),
    onUpdate: fn(),
    onDelete: fn(),
    onTogglePublish: fn(),
  },
} satisfies Meta<typeof ManageCoursesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish Business English' }));
    await expect(args.onTogglePublish).toHaveBeenCalledWith(courses[1]);
  },
};

export const AsTeacher: Story = {
  args: {
    isAdmin: false,
    quota: { created: 2, limit: 5 },
    canDelete: (_course: Course): boolean => false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have created 2 of 5 courses allowed')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Publish|^Unpublish/ })).toBeNull();
  },
};

export const AsTeacherAtLimit: Story = {
  args: {
    isAdmin: false,
    canCreate: false,
    quota: { created: 5, limit: 5 },
    canDelete: (_course: Course): boolean => false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Course limit reached. Contact your admin to increase your limit.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Create New Course' })).toBeDisabled();
  },
};

export const CreateDialog: Story = {
  args: { dialog: { mode: 'create' } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Create New Course' }));
    await userEvent.type(dialog.getByLabelText(/^Title/), 'Soil Science');
    await userEvent.type(dialog.getByLabelText(/^Description/), 'Soils of Punjab.');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Course' }));
    await expect(args.onCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Soil Science',
        price: '0',
        currency: 'PKR',
        level: 'beginner',
      }),
    );
  },
};

export const EditDialog: Story = {
  args: { dialog: { mode: 'edit', course: courses[0] as Course } },
};

export const Loading: Story = { args: { courses: [], loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { courses: [], error: 'Error: Could not reach the server' },
};

export const SessionExpired: Story = {
  args: { courses: [], error: 'Session expired. Please login again.' },
};

export const Empty: Story = { args: { courses: [] } };
