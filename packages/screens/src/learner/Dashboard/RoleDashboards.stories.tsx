// Every role's dashboard in every state (loading, empty, filled, error), English and Urdu
//. The view is the same DashboardView; the role's part follows `dashboard`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { permissionsOf } from '@watni/api-client';
import { expect, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { DashboardView } from './Dashboard';
import {
  emptyPlatformDashboard,
  emptyStudentDashboard,
  emptyTeacherDashboard,
  emptyTenantAdminDashboard,
  platformDashboard,
  studentDashboard,
  teacherDashboard,
  tenantAdminDashboard,
} from './fixtures';

const base = { is_superuser: false, is_tenant_admin: false, user_role: 'student' as const };
const people = {
  student: base,
  teacher: { ...base, user_role: 'teacher' as const },
  tenantAdmin: { ...base, user_role: 'admin' as const, is_tenant_admin: true },
  superuser: { ...base, user_role: 'admin' as const, is_superuser: true },
};

const meta = {
  title: 'Screens/Learner/Dashboard by role',
  component: DashboardView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/dashboard' },
  args: {
    user: { first_name: 'Ayesha' },
    permissions: permissionsOf(people.student),
    summary: studentDashboard.summary,
    dashboard: studentDashboard,
    dashboardError: null,
    disabledModules: [],
  },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

const failed = 'Your figures could not be loaded.';
const loading = { summary: undefined, dashboard: undefined };
const error = {
  summary: undefined,
  dashboard: undefined,
  summaryError: failed,
  dashboardError: failed,
  onRetry: () => {},
};

// ---------------------------------------------------------------- student

/** Courses with progress and Continue / Start / Completed, quizzes to take, graded results. */
export const StudentFilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('greeting')).toHaveTextContent('Welcome back, Ayesha!');
    await expect(
      canvas.getByRole('link', { name: 'Continue Python for Beginners' }),
    ).toHaveAttribute('href', '/courses/11/lessons/106');
    await expect(
      canvas.getByRole('link', { name: 'Start Spoken English for Professionals' }),
    ).toBeVisible();
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'View result: Variables and types' }),
    ).toHaveAttribute('href', '/assessments/30/attempts/71');
    await expect(canvas.getByText('Awaiting grading')).toBeVisible();
    await expect(canvas.getByText('8/10 · 80%')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Take quiz: Loops and lists' })).toHaveAttribute(
      'href',
      '/assessments/31/take',
    );
  },
};

/** A first sign-in with nothing yet: the first-time greeting, Browse courses. */
export const StudentEmpty: Story = {
  args: { dashboard: emptyStudentDashboard, summary: emptyStudentDashboard.summary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('greeting')).toHaveTextContent('Welcome to Watni, Ayesha!');
    await expect(canvas.getByText('You are not enrolled in a course yet.')).toBeVisible();
  },
};

export const StudentLoading: Story = { args: loading };

export const StudentError: Story = {
  args: error,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('dashboard-error')).toHaveTextContent(failed);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const StudentUrdu: Story = { globals: { locale: 'ur' } };

// ---------------------------------------------------------------- teacher

const teacher = {
  user: { first_name: 'Bilal' },
  permissions: permissionsOf(people.teacher),
  dashboard: teacherDashboard,
  summary: teacherDashboard.summary,
};

/** Own courses with enrolled and pending counts; To grade (7) leads to the queue. */
export const TeacherFilled: Story = {
  args: teacher,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('to-grade-link')).toHaveAttribute('href', '/dashboard/grading');
    await expect(canvas.getByTestId('to-grade-link')).toHaveTextContent('To grade (7)');
    await expect(canvas.getByText('42 enrolled · 3 pending')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pending enrolments (3)' })).toBeVisible();
    // My day: the class teacher's own register opens; a period in another section has no link.
    await expect(
      canvas.getAllByRole('link', { name: 'Mark the register of Class 5 A' })[0],
    ).toHaveAttribute('href', '/school/attendance/5');
    await expect(canvas.queryByRole('link', { name: 'Mark the register of Class 6 B' })).toBeNull();
    await expect(canvas.queryAllByText('Register saved')).toHaveLength(0);
    await expect(canvas.queryByText('Shop Products')).toBeNull();
  },
};

/** No course yet, nothing to grade, enrolments not theirs to manage. */
export const TeacherEmpty: Story = {
  args: { ...teacher, dashboard: emptyTeacherDashboard },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have not created a course yet.')).toBeVisible();
    await expect(canvas.getByText('No school today.')).toBeVisible();
    await expect(canvas.queryByText(/Pending enrolments/)).toBeNull();
  },
};

export const TeacherLoading: Story = { args: { ...teacher, ...loading } };
export const TeacherError: Story = { args: { ...teacher, ...error } };
export const TeacherUrdu: Story = { args: teacher, globals: { locale: 'ur' } };

// ---------------------------------------------------------------- tenant admin

const admin = {
  user: { first_name: 'Sana' },
  permissions: permissionsOf(people.tenantAdmin),
  dashboard: tenantAdminDashboard,
  summary: tenantAdminDashboard.summary,
};

/** Pending enrolments, the queue, users by role, modules, plan usage (teachers over the limit). */
export const TenantAdminFilled: Story = {
  args: admin,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Admin Controls')).toBeVisible();
    await expect(canvas.getByTestId('users-students')).toHaveTextContent('540');
    await expect(canvas.getByText('Over the plan limit')).toBeVisible();
    await expect(canvas.getByText('Close to the plan limit')).toBeVisible();
    await expect(canvas.getByText('5 of 14 enabled')).toBeVisible();
    // Today at school: the collection in PKR, the defaulters, the registers marked.
    await expect(canvas.getByTestId('office-collected')).toHaveTextContent('PKR 48,500');
    await expect(canvas.getByTestId('office-collected')).toHaveAttribute(
      'href',
      '/school/fees?tab=vouchers',
    );
    await expect(canvas.getByTestId('office-defaulters')).toHaveTextContent('PKR 96,400 overdue');
    await expect(canvas.getByTestId('office-attendance')).toHaveTextContent('371/410');
    await expect(canvas.getByTestId('office-attendance')).toHaveTextContent(
      '9 of 12 registers marked',
    );
    await expect(canvas.queryByText('Shop Products')).toBeNull();
  },
};

export const TenantAdminEmpty: Story = {
  args: { ...admin, dashboard: emptyTenantAdminDashboard },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No plan')).toBeVisible();
  },
};

export const TenantAdminLoading: Story = { args: { ...admin, ...loading } };
export const TenantAdminError: Story = { args: { ...admin, ...error } };
export const TenantAdminUrdu: Story = { args: admin, globals: { locale: 'ur' } };

// ---------------------------------------------------------------- superuser

const superuser = {
  user: { first_name: 'Admin' },
  permissions: permissionsOf(people.superuser),
  dashboard: platformDashboard,
  summary: platformDashboard.summary,
};

/** Organisations by status and the pending requests with a link to review them. */
export const SuperuserFilled: Story = {
  args: superuser,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('organisations-count')).toHaveTextContent('24');
    await expect(canvas.getByRole('link', { name: 'Review requests (3)' })).toHaveAttribute(
      'href',
      '/admin/pending-users',
    );
  },
};

export const SuperuserEmpty: Story = { args: { ...superuser, dashboard: emptyPlatformDashboard } };
export const SuperuserLoading: Story = { args: { ...superuser, ...loading } };
export const SuperuserError: Story = { args: { ...superuser, ...error } };
export const SuperuserUrdu: Story = { args: superuser, globals: { locale: 'ur' } };
