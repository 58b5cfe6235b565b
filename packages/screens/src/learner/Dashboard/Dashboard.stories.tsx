import type { Meta, StoryObj } from '@storybook/react-vite';
import { permissionsOf } from '@watni/api-client';
import { expect, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { DashboardView } from './Dashboard';
import { studentDashboard } from './fixtures';

const student = {
  first_name: 'Ayesha',
  is_superuser: false,
  is_tenant_admin: false,
  user_role: 'student' as const,
};

const summary = {
  courses_enrolled: 3,
  certifications: 1,
  average_progress: 46.7,
  courses_created: 0,
  tenant: null,
};

const meta = {
  title: 'Screens/Learner/Dashboard',
  component: DashboardView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/dashboard' },
  args: {
    user: student,
    permissions: permissionsOf(student),
    summary,
    summaryError: null,
    disabledModules: [],
  },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student: greeting, role badge, the three figures, quick actions to the catalogue. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Ayesha');
    await expect(canvas.getByTestId('role-badge')).toHaveTextContent('Student');
    await expect(canvas.getByText('47%')).toBeVisible();
    await expect(canvas.queryByText('Admin Controls')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Browse Courses/ })).toHaveAttribute(
      'href',
      '/courses',
    );
  },
};

/** The figures are loading. */
export const Loading: Story = { args: { summary: undefined } };

/** The figures could not be loaded. */
export const ErrorState: Story = {
  name: 'Error',
  args: { summary: undefined, summaryError: 'Your figures could not be loaded.' },
};

/** A new student with nothing yet. */
export const Empty: Story = {
  args: {
    summary: { ...summary, courses_enrolled: 0, certifications: 0, average_progress: 0 },
  },
};

/** A teacher: quick action to course management. */
export const AsTeacher: Story = {
  args: {
    user: { first_name: 'Bilal' },
    permissions: permissionsOf({ ...student, user_role: 'teacher' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('role-badge')).toHaveTextContent('Teacher');
    await expect(canvas.getByRole('link', { name: /Manage Courses/ })).toHaveAttribute(
      'href',
      '/dashboard/courses',
    );
  },
};

/** A tenant admin: Admin Controls without Pending Users; a disabled module's tile is hidden. */
export const AsTenantAdmin: Story = {
  args: {
    user: { first_name: 'Sana' },
    permissions: permissionsOf({ ...student, is_tenant_admin: true, user_role: 'admin' }),
    disabledModules: ['user-management'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Admin Controls')).toBeVisible();
    await expect(canvas.queryByText('Pending Users')).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^Users/ })).toBeNull();
  },
};

/**
 * `user_role: admin` without the tenant-admin flag: badged Admin, teaching staff's permissions,
 * so no Admin Controls.
 */
export const AsAdminWithoutFlag: Story = {
  args: {
    user: { first_name: 'Imran' },
    permissions: permissionsOf({ ...student, user_role: 'admin' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('role-badge')).toHaveTextContent('Admin');
    await expect(canvas.queryByText('Admin Controls')).toBeNull();
  },
};

/** A superuser: every tile, Pending Users included. */
export const AsSuperuser: Story = {
  args: {
    user: { first_name: 'Admin' },
    permissions: permissionsOf({ ...student, is_superuser: true, user_role: 'admin' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('role-badge')).toHaveTextContent('Superuser');
    await expect(canvas.getByRole('link', { name: /Pending Users/ })).toHaveAttribute(
      'href',
      '/admin/pending-users',
    );
  },
};

/** The student's dashboard in Urdu, right to left. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { dashboard: { ...studentDashboard, first_sign_in: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('خوش آمدید');
    await expect(canvas.getAllByText('میرے کورسز').length).toBeGreaterThan(0);
  },
};
