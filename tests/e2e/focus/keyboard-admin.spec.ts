// A school admin, keyboard only: focus returns to the control that opened each
// dialog, stays in the table when an approved enrolment leaves it or a deactivated user's button
// goes, and is never hidden. The dialogs lock page scrolling under the CSP.
import { expect, type Page, test } from '@playwright/test';
import { expectFocusVisible, PASSWORD, signInWithTokens, tabTo } from './helpers';

test.use({ viewport: { width: 375, height: 740 } });

async function tenantId(page: Page, name: string) {
  const body = (await (await page.request.get('/api/tenants/list')).json()) as {
    items: { id: number; name: string }[];
  };
  const tenant = body.items.find((item) => item.name === name);
  if (!tenant) throw new Error(`No tenant named ${name}`);
  return tenant.id;
}

/** A student of the school with a pending enrolment in a paid course. */
async function pendingStudent(page: Page, first: string, last: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `focus.${id}@example.com`;
  const school = await tenantId(page, 'Iqbal Public School');
  const registered = await page.request.post('/api/auth/register', {
    data: {
      email,
      username: `focus_${id}`,
      password: PASSWORD,
      first_name: first,
      last_name: last,
      tenant_id: school,
      organization_name: null,
      accept_terms: true,
    },
  });
  expect(registered.ok()).toBe(true);
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  const { access_token } = (await login.json()) as { access_token: string };
  const list = await page.request.get(`/api/courses/public?tenant_id=${school}`);
  const courses = ((await list.json()) as { items: { id: number; title: string }[] }).items;
  const python = courses.find((course) => course.title === 'Python for Beginners');
  if (!python) throw new Error('Python for Beginners is not in the catalogue');
  const enrolled = await page.request.post(`/api/courses/${python.id}/enroll`, {
    headers: { Authorization: `Bearer ${access_token}` },
    data: {},
  });
  expect(enrolled.ok()).toBe(true);
}

test('keyboard only: approve and reject enrolments, create and deactivate a user', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const cspProblems: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) cspProblems.push(message.text());
  });
  await pendingStudent(page, 'Sana', 'Keyboard');
  await pendingStudent(page, 'Omar', 'Keyboard');
  await signInWithTokens(page, page.request, 'admin@iqbal.edu.pk');

  // Approve: the row leaves the Pending tab, focus goes to the next enrolment's Approve.
  await page.goto('/admin/enrollments');
  await expect(
    page.getByRole('button', { name: 'Approve enrollment of Sana Keyboard' }),
  ).toBeVisible();
  await tabTo(page, /^Approve enrollment of Sana Keyboard$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Enrollment approved successfully!', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Approve enrollment of Sana Keyboard' }),
  ).toHaveCount(0);
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Approve enrollment of /);
  await expectFocusVisible(page);

  // Reject with a reason: Escape returns to Reject; after rejecting focus stays in the table.
  // Omar registered later, so his row is above: Shift+Tab up to it.
  await tabTo(page, /^Reject enrollment of Omar Keyboard$/, { back: true });
  const reject = page.getByRole('button', { name: 'Reject enrollment of Omar Keyboard' });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /rejection reason/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(reject).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Receipt unreadable');
  // A multi-line reason: Enter is a new line; Tab past Cancel to Reject.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Reject' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Enrollment rejected', { exact: true })).toBeVisible();
  await expect(reject).toHaveCount(0);
  // In the All tab the rejected row stays without actions: focus goes to the next row that has one.
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Approve enrollment of /);
  await expectFocusVisible(page);

  // Create a user: the form dialog locks the page's scrolling, and closing returns focus.
  await page.goto('/admin/users');
  const create = page.getByRole('button', { name: 'Create User' });
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  await tabTo(page, /Create User/);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.mouse.wheel(0, 600);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(create).toBeFocused();

  const id = Date.now().toString(36);
  await page.keyboard.press('Enter');
  await page.keyboard.type('Nadia');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Focus');
  await dialog.getByLabel('Username').fill(`nadia.${id}`);
  await dialog.getByLabel('Email').fill(`nadia.${id}@iqbal.edu.pk`);
  await dialog.getByLabel('Password').fill('Kiran#Tulip2026');
  await dialog.getByLabel('Password').press('Enter');
  await expect(page.getByText('User created', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(create).toBeFocused();

  // Deactivate: the confirm opens on Cancel; Escape returns to Deactivate; confirming removes
  // the button, and focus goes to the same row's Edit.
  // A toast sits over the bottom of a phone's screen for a few seconds: let it go first.
  await expect(page.getByText('User created', { exact: true })).toBeHidden({ timeout: 20_000 });
  await page.getByLabel('Search users').fill(`nadia.${id}`);
  const deactivate = page.getByRole('button', { name: 'Deactivate Nadia Focus' });
  await expect(deactivate).toBeVisible();
  // The search answers after a pause: tab only once the list holds Nadia's row alone (a row of
  // the unfiltered list that takes focus and is then replaced drops focus to <body>).
  await expect(page.getByRole('button', { name: /^Deactivate / })).toHaveCount(1);
  await tabTo(page, /^Deactivate Nadia Focus$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(deactivate).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('User deactivated', { exact: true })).toBeVisible();
  await expect(deactivate).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Nadia Focus' })).toBeFocused();
  await expectFocusVisible(page);
  expect(cspProblems).toEqual([]);
});
