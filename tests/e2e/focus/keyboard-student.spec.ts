// A student, keyboard only: sign-in errors take focus (so they are announced), the
// fields stay usable while signing in, and the quiz's confirmation returns focus to Submit Quiz;
// after submitting, focus is on the page the student returns to, never on <body>.
import { expect, test } from '@playwright/test';
import { expectFocusVisible, hydrated, PASSWORD, tabTo } from './helpers';

test.use({ viewport: { width: 375, height: 740 } });

test('keyboard only: sign-in errors, then a quiz submitted', async ({ page }) => {
  test.setTimeout(120_000);
  // A new student with an approved enrolment in Python for Beginners (through the API).
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `quiz.${id}@example.com`;
  const tenants = (await (await page.request.get('/api/tenants/list')).json()) as {
    items: { id: number; name: string }[];
  };
  const school = tenants.items.find((t) => t.name === 'Iqbal Public School')?.id;
  const registered = await page.request.post('/api/auth/register', {
    data: {
      email,
      username: `quiz_${id}`,
      password: PASSWORD,
      first_name: 'Hira',
      last_name: 'Keys',
      tenant_id: school,
      organization_name: null,
      accept_terms: true,
    },
  });
  expect(registered.ok()).toBe(true);
  const token = async (who: string) =>
    (
      (await (
        await page.request.post('/api/auth/login', { data: { email: who, password: PASSWORD } })
      ).json()) as { access_token: string }
    ).access_token;
  const list = await page.request.get(`/api/courses/public?tenant_id=${school}`);
  const courses = ((await list.json()) as { items: { id: number; title: string }[] }).items;
  const python = courses.find((course) => course.title === 'Python for Beginners');
  if (!python) throw new Error('Python for Beginners is not in the catalogue');
  const enrolled = await page.request.post(`/api/courses/${python.id}/enroll`, {
    headers: { Authorization: `Bearer ${await token(email)}` },
    data: {},
  });
  const enrollment = (await enrolled.json()) as { id: number };
  const approved = await page.request.put(`/api/courses/enrollments/${enrollment.id}`, {
    headers: { Authorization: `Bearer ${await token('admin@iqbal.edu.pk')}` },
    data: { payment_status: 'paid', admin_approved: true, status: 'active' },
  });
  expect(approved.ok()).toBe(true);

  // Sign-in: an empty submit moves focus to the error summary.
  await page.goto('/login');
  await hydrated(page);
  await tabTo(page, /^Email/);
  await page.keyboard.press('Enter');
  const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following:' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Enter your email address or mobile number.');

  // A wrong password: the service's answer takes focus; the fields were never disabled.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByTestId('login-error')).toBeFocused();

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The quiz from the course's lessons, keyboard only.
  await page.goto(`/courses/${python.id}/lessons`);
  await expect(
    page.getByRole('link', { name: 'Take quiz: Python Basics Checkpoint' }),
  ).toBeVisible();
  await tabTo(page, /^Take quiz: Python Basics Checkpoint$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Python Basics Checkpoint');
  await expect(page.getByRole('timer')).toBeVisible();
  // One Tab stop per question: the first option, then the arrow keys choose.
  await tabTo(page, /^A\. /);
  // Held as a person holds a key: Radix's radio group moves the focus a tick after keydown and
  // chooses the option only while the arrow is still down (a press in one go can release first).
  await page.keyboard.down('ArrowDown');
  await expect(page.getByRole('radio', { name: 'B. def' })).toBeFocused();
  await page.keyboard.up('ArrowDown');
  await expect(page.getByRole('radio', { name: 'B. def' })).toBeChecked();

  const submit = page.getByRole('button', { name: 'Submit Quiz' });
  await tabTo(page, /^Submit Quiz$/);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(submit).toBeFocused();
  await expectFocusVisible(page);

  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Submit', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  // Submitting lands on the attempt's result, not back on the lessons.
  await expect(page).toHaveURL(/\/assessments\/\d+\/attempts\/\d+$/);
  await expect(page.getByText('Quiz submitted successfully!').first()).toBeVisible();
  await expect(page.locator('#main')).toBeFocused();
});
