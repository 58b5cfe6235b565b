import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

const PASSWORD = 'Demo#2026';
/** The platform superuser's password (SEED_ADMIN_PASSWORD, with the service's default). */
const SUPERUSER_PASSWORD = process.env.SEED_ADMIN_PASSWORD ?? 'WatniAdmin#2026';

/** Signs in through the API and stores the tokens where the site's token store reads them. */
async function signIn(
  page: Page,
  request: APIRequestContext,
  email: string,
  password = PASSWORD,
): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  const tokens = (await res.json()) as { access_token: string; refresh_token: string };
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
  return tokens.access_token;
}

test('a signed-out visitor is sent to the sign-in page with the path to come back to', async ({
  page,
}) => {
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fsettings$/);
});

test('a student who opens an admin page sees no access', async ({ page, request }) => {
  await signIn(page, request, 'student@iqbal.edu.pk');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});

test('a tenant admin cannot open pending registrations (superusers only)', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin@iqbal.edu.pk');
  await page.goto('/admin/pending-users');
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
});

test('a school admin approves one enrollment and rejects another with a reason', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin@iqbal.edu.pk');
  await page.goto('/admin/enrollments');
  await page.getByRole('tab', { name: /Pending/ }).click();
  const approve = page.getByRole('button', { name: /^Approve enrollment of/ });
  await expect(approve).toHaveCount(2);
  await approve.first().click();
  await expect(page.getByText('Enrollment approved successfully!', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Approve enrollment of/ })).toHaveCount(1);

  await page.getByRole('button', { name: /^Reject enrollment of/ }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText('Enter rejection reason (optional):').first()).toBeVisible();
  await dialog.getByRole('textbox').fill('Payment receipt missing');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Enrollment rejected', { exact: true })).toBeVisible();
  await expect(page.getByText('No enrollments found')).toBeVisible();
  await page.getByRole('tab', { name: /Rejected/ }).click();
  await expect(page.getByText('Payment receipt missing')).toBeVisible();
});

test('a school admin creates and deactivates a user', async ({ page, request }) => {
  await signIn(page, request, 'admin@iqbal.edu.pk');
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Create User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  await dialog.getByLabel('First name').fill('Zara');
  await dialog.getByLabel('Last name').fill('Qureshi');
  await dialog.getByLabel('Username').fill('zara.e2e');
  await dialog.getByLabel('Email').fill('zara.e2e@iqbal.edu.pk');
  await dialog.getByLabel('Password').fill('Kite#Lamp2026');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created', { exact: true })).toBeVisible();

  await page.getByLabel('Search users').fill('zara.e2e');
  await page.getByRole('button', { name: 'Deactivate Zara Qureshi' }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByText('User deactivated', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate Zara Qureshi' })).toHaveCount(0);
});

test('a school admin toggles an add-on module', async ({ page, request }) => {
  await signIn(page, request, 'admin@iqbal.edu.pk');
  await page.goto('/admin/modules');
  const toggle = page.getByRole('switch').first();
  const before = await toggle.getAttribute('aria-checked');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
});

test('a course limit set by the admin stops the teacher at it', async ({ page, request }) => {
  const adminToken = await signIn(page, request, 'admin@iqbal.edu.pk');
  await page.goto('/admin/settings');
  const limit = page.getByLabel('Course limit per teacher');
  await limit.fill('1');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Settings saved successfully!', { exact: true })).toBeVisible();

  await signIn(page, request, 'teacher@iqbal.edu.pk');
  await page.goto('/dashboard/courses');
  await expect(
    page.getByText('Course limit reached. Contact your admin to increase your limit.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New Course' })).toBeDisabled();
  // Back to the demo's limit: later journeys create courses as this teacher.
  const restored = await request.put('/api/tenant-settings/', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { teacher_course_limit: 10 },
  });
  expect(restored.ok()).toBe(true);
});

test('a school admin creates a course', async ({ page, request }) => {
  await signIn(page, request, 'admin@iqbal.edu.pk');
  await page.goto('/admin/courses');
  await page.getByRole('button', { name: 'Create New Course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Course' });
  await dialog.getByLabel('Title').fill('Soil Science E2E');
  await dialog.getByLabel('Description').fill('Soils of Punjab.');
  await dialog.getByLabel('Price').fill('1500.50');
  await dialog.getByRole('button', { name: 'Create Course' }).click();
  await expect(page.getByRole('heading', { name: 'Soil Science E2E' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish Soil Science E2E' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish Soil Science E2E' })).toBeVisible();
});

test('a superuser turns a pending registration into a tenant whose admin can sign in', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin@watni.pk', SUPERUSER_PASSWORD);
  await page.goto('/admin/pending-users');
  await page.getByRole('button', { name: /^Create Tenant for Sara/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Tenant' });
  await expect(dialog.getByLabel('Organization name')).toHaveValue('Lahore Learning Hub');
  await dialog.getByRole('button', { name: 'Create Tenant' }).click();
  await expect(page.getByRole('button', { name: 'Already Has Tenant' })).toBeDisabled();
  const res = await request.post('/api/auth/login', {
    data: { email: 'sara@lahorehub.pk', password: PASSWORD },
  });
  expect(res.ok()).toBe(true);
});
