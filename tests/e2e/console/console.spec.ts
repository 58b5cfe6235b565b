import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// The console: each role signs in, lands on the dashboard inside the app layout and finds every
// screen it may use in the menu (sidebar at 1280 px, the drawer at 375 px); each entry opens its
// page, marked current, with breadcrumbs and a document title naming it.
// SHOTS=<dir> also saves a screenshot of each role's dashboard per width (to look at them).

const PASSWORD = 'Demo#2026';
const SUPERUSER_PASSWORD = process.env.SEED_ADMIN_PASSWORD ?? 'WatniAdmin#2026';

async function signIn(page: Page, request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  const tokens = (await res.json()) as { access_token: string; refresh_token: string };
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
}

interface Role {
  name: string;
  email: string;
  password?: string;
  badge: string;
  /** Menu entries (label → path), in order; a pattern for a label with a changing count. */
  menu: [string | RegExp, string][];
  absent: string[];
}

const ROLES: Role[] = [
  {
    name: 'student',
    email: 'student@iqbal.edu.pk',
    badge: 'Student',
    menu: [
      ['Dashboard', '/dashboard'],
      ['Browse courses', '/courses'],
      ['My certificates', '/dashboard/certificates'],
      ['Fees', '/fees'],
      ['My week', '/school/week'],
      ['Results', '/school/results'],
      ['Datesheet', '/school/datesheet'],
      ['Diary', '/school/my-diary'],
      ['School transport', '/school/my-transport'],
    ],
    absent: ['Users', 'My teaching', 'Pending users'],
  },
  {
    name: 'teacher',
    email: 'teacher@iqbal.edu.pk',
    badge: 'Teacher',
    menu: [
      ['Dashboard', '/dashboard'],
      ['Browse courses', '/courses'],
      ['My teaching', '/dashboard/courses'],
      ['Enrollments', '/admin/enrollments'],
      [/^To grade/, '/dashboard/grading'],
      ['Students', '/school/students'],
      ['Announcements', '/school/announcements'],
      ['Attendance', '/school/attendance'],
      ['Timetable', '/school/timetable'],
      ['Exams', '/school/exams'],
      ['Diary', '/school/diary'],
      ['My payslips', '/school/my-payslips'],
      ['My leave', '/school/my-leave'],
    ],
    absent: [
      'Users',
      'Modules',
      'Pending users',
      'Admissions',
      'School setup',
      'Messaging',
      'HR',
      'Payroll',
    ],
  },
  {
    name: 'tenant admin',
    email: 'admin@iqbal.edu.pk',
    badge: 'Admin',
    menu: [
      ['Dashboard', '/dashboard'],
      ['Browse courses', '/courses'],
      [/^To grade/, '/dashboard/grading'],
      ['Students', '/school/students'],
      ['Announcements', '/school/announcements'],
      ['Messaging', '/school/messaging'],
      ['Admissions', '/school/admissions'],
      ['Import students', '/school/students/import'],
      ['Promotion', '/school/promotion'],
      ['School setup', '/school/setup'],
      ['Print', '/school/print'],
      ['School logo', '/school/settings/logo'],
      ['OneRoster', '/school/settings/oneroster'],
      ['LMS (LTI 1.3)', '/school/settings/lti'],
      ['Attendance', '/school/attendance'],
      ['Timetable', '/school/timetable'],
      ['Exams', '/school/exams'],
      ['Diary', '/school/diary'],
      ['Fees', '/school/fees'],
      ['Online payment', '/school/fees/online'],
      ['Payroll', '/school/payroll'],
      ['My payslips', '/school/my-payslips'],
      ['Transport', '/school/transport'],
      ['HR', '/school/hr'],
      ['My leave', '/school/my-leave'],
      ['Courses', '/admin/courses'],
      ['Enrollments', '/admin/enrollments'],
      ['Users', '/admin/users'],
      ['Modules', '/admin/modules'],
      ['Subscription', '/admin/subscriptions'],
      ['Settings', '/admin/settings'],
      ['Awaiting approval', '/admin/awaiting-approval'],
    ],
    absent: ['My teaching', 'Pending users'],
  },
  {
    name: 'superuser',
    email: process.env.SEED_ADMIN_EMAIL ?? 'admin@watni.pk',
    password: SUPERUSER_PASSWORD,
    badge: 'Superuser',
    menu: [
      ['Dashboard', '/dashboard'],
      ['Browse courses', '/courses'],
      [/^To grade/, '/dashboard/grading'],
      ['Students', '/school/students'],
      ['Announcements', '/school/announcements'],
      ['Messaging', '/school/messaging'],
      ['Admissions', '/school/admissions'],
      ['Import students', '/school/students/import'],
      ['Promotion', '/school/promotion'],
      ['School setup', '/school/setup'],
      ['Print', '/school/print'],
      ['School logo', '/school/settings/logo'],
      ['OneRoster', '/school/settings/oneroster'],
      ['LMS (LTI 1.3)', '/school/settings/lti'],
      ['Attendance', '/school/attendance'],
      ['Timetable', '/school/timetable'],
      ['Exams', '/school/exams'],
      ['Diary', '/school/diary'],
      ['Fees', '/school/fees'],
      ['Online payment', '/school/fees/online'],
      ['Payroll', '/school/payroll'],
      ['My payslips', '/school/my-payslips'],
      ['Transport', '/school/transport'],
      ['HR', '/school/hr'],
      ['My leave', '/school/my-leave'],
      ['Courses', '/admin/courses'],
      ['Enrollments', '/admin/enrollments'],
      ['Users', '/admin/users'],
      ['Modules', '/admin/modules'],
      ['Subscription', '/admin/subscriptions'],
      ['Settings', '/admin/settings'],
      ['Awaiting approval', '/admin/awaiting-approval'],
      ['Pending users', '/admin/pending-users'],
      ['Organisations', '/admin/organisations'],
    ],
    absent: ['My teaching'],
  },
];

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 780 } });

    for (const role of ROLES) {
      test(`a ${role.name} finds every screen from the menu`, async ({ page, request }) => {
        await signIn(page, request, role.email, role.password);
        await page.goto('/dashboard');
        await expect(page.getByTestId('role-badge')).toHaveText(role.badge);
        await expect(page).toHaveTitle('Dashboard | Watni');
        if (process.env.SHOTS) {
          await page.screenshot({
            path: `${process.env.SHOTS}/${role.name.replace(' ', '-')}-${width}.png`,
            fullPage: true,
          });
        }
        // The public marketing bar is gone; the console's navigation is here.
        await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

        const openMenu = async () => {
          if (width > 400) return page.getByRole('complementary').getByRole('navigation');
          await page.getByRole('button', { name: 'Open menu' }).click();
          return page.getByRole('dialog', { name: 'Menu' });
        };

        let menu = await openMenu();
        const links = menu.getByRole('link');
        await expect(links).toHaveText(role.menu.map(([label]) => label));
        for (const label of role.absent) {
          await expect(menu.getByRole('link', { name: label, exact: true })).toHaveCount(0);
        }
        if (width <= 400) await page.keyboard.press('Escape');

        for (const [label, path] of role.menu.slice(1)) {
          // The To-grade queue's label carries a count (its journey is tests/e2e/dashboards).
          if (typeof label !== 'string') continue;
          menu = await openMenu();
          await menu.getByRole('link', { name: label, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${path}$`));
          await expect(page.getByRole('heading', { name: 'No access' })).toHaveCount(0);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page).toHaveTitle(`${label} | Watni`);
          menu = await openMenu();
          await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute(
            'aria-current',
            'page',
          );
          if (width <= 400) await page.keyboard.press('Escape');
        }
      });
    }

    test('the user menu holds profile, theme and sign out', async ({ page, request }) => {
      await signIn(page, request, 'student@iqbal.edu.pk');
      await page.goto('/dashboard');
      await page.getByRole('button', { name: /account menu/ }).click();
      await page.getByRole('radio', { name: /Blue/ }).click();
      await expect(page.locator('html')).toHaveClass(/blue/);
      await page.getByRole('link', { name: 'Profile' }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
      await page.getByLabel('Phone').fill(`+92 300 111${width}`);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Your profile was saved.', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: /account menu/ }).click();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/$/);
      // The session ends once the home page shows (the sign-out request may still be on its way).
      await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    });
  });
}
