import type { Meta, StoryObj } from '@storybook/react-vite';
import { permissionsOf, type RoleSubject } from '@watni/api-client';
import { expect, userEvent, within } from 'storybook/test';
import { withRouter, withThemeContext } from '../../_storybook/decorators';
import { useConsoleMessages } from '../../messages/areas';
import { breadcrumbsFor, buildNavigation } from '../navigation';
import { UserMenu } from '../UserMenu/UserMenu';
import { ConsoleLayout } from './ConsoleLayout';

const subject = (
  user_role: string,
  is_tenant_admin = false,
  is_superuser = false,
): RoleSubject => ({
  user_role,
  is_tenant_admin,
  is_superuser,
});

function props(path: string, user: RoleSubject, disabledModules: string[] = []) {
  const navigation = buildNavigation(path, permissionsOf(user), disabledModules);
  return { navigation, breadcrumbs: breadcrumbsFor(path, navigation) };
}

const menu = (
  <UserMenu
    name="Ayesha Siddiqui"
    email="admin@iqbal.edu.pk"
    roleLabel="Admin"
    onSignOut={() => {}}
  />
);

function Page({ title }: { title: string }) {
  return (
    <div style={{ padding: '1.5rem' }}>
      <h1>{title}</h1>
      <p>The page's content.</p>
    </div>
  );
}

const meta = {
  title: 'Screens/Console/ConsoleLayout',
  component: ConsoleLayout,
  decorators: [withRouter, withThemeContext],
  parameters: { layout: 'fullscreen', route: '/admin/users' },
  args: {
    ...props('/admin/users', subject('admin', true)),
    userMenu: menu,
    children: <Page title="User Management" />,
  },
} satisfies Meta<typeof ConsoleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tenant admin on Users: Learning and Administration, the current page marked. */
export const AsTenantAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getAllByRole('navigation', { name: 'Console' })[0];
    if (!sidebar) throw new Error('no sidebar');
    await expect(within(sidebar).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(sidebar).queryByText('Platform')).toBeNull();
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  },
};

/** A student: Learning only. */
export const AsStudent: Story = {
  parameters: { route: '/dashboard' },
  args: {
    ...props('/dashboard', subject('student')),
    children: <Page title="Welcome, Ali!" />,
  },
};

/** A teacher deep in a course: breadcrumbs through My teaching and Assessments. */
export const AsTeacher: Story = {
  parameters: { route: '/dashboard/courses/4/assessments/9/submissions' },
  args: {
    ...props('/dashboard/courses/4/assessments/9/submissions', subject('teacher')),
    children: <Page title="Quiz Submissions" />,
  },
  play: async ({ canvasElement }) => {
    const crumbs = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByRole('link', { name: 'Assessments' })).toHaveAttribute(
      'href',
      '/dashboard/courses/4/assessments',
    );
  },
};

/** A superuser: the Platform group too. */
export const AsSuperuser: Story = {
  parameters: { route: '/admin/pending-users' },
  args: {
    ...props('/admin/pending-users', subject('admin', false, true)),
    children: <Page title="Pending User Registrations" />,
  },
};

/** A tenant whose user-management module is off: no Users entry. */
export const ModuleDisabled: Story = {
  parameters: { route: '/admin/modules' },
  args: {
    ...props('/admin/modules', subject('admin', true), ['user-management']),
    children: <Page title="Module Management" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Users' })).toBeNull();
  },
};

/** On a phone: the menu button opens the drawer with the same entries. */
export const PhoneDrawerOpen: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { defaultDrawerOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The user menu open: profile, theme, sign out. */
export const UserMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Ayesha Siddiqui.*account menu/ }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(body.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  },
};

/** The console's own words in Urdu: the menu from the Urdu catalogue. */
function UrduConsole({ drawer = false }: { drawer?: boolean }) {
  const m = useConsoleMessages();
  const navigation = buildNavigation('/admin/users', permissionsOf(subject('admin', true)), [], m);
  return (
    <ConsoleLayout
      navigation={navigation}
      breadcrumbs={breadcrumbsFor('/admin/users', navigation, m)}
      userMenu={menu}
      defaultDrawerOpen={drawer}
    >
      <Page title="صارفین کا انتظام" />
    </ConsoleLayout>
  );
}

/** Urdu, right to left: the sidebar on the right, the breadcrumbs' chevrons pointing left. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  render: () => <UrduConsole />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getAllByRole('navigation', { name: 'کنسول' })[0];
    if (!sidebar) throw new Error('no sidebar');
    await expect(within(sidebar).getByRole('link', { name: 'صارفین' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** Urdu on a phone: the drawer opens from the right. */
export const UrduPhoneDrawerOpen: Story = {
  globals: { locale: 'ur', viewport: { value: 'mobile2', isRotated: false } },
  render: () => <UrduConsole drawer />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'مینو' });
    await expect(within(drawer).getByRole('link', { name: 'صارفین' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
