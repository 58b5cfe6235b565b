// The learning journey: a student enrolls in a paid course, waits for approval, an admin approves
// through the API, then the student reads lessons, marks one complete and takes the quiz.
import { expect, test } from '@playwright/test';
import { apiToken, newStudent, signIn, tenantId, toast } from './helpers';

test('enroll, approval, lessons, completion and quiz', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = await newStudent(request, 'Iqbal Public School');
  const school = await tenantId(request, 'Iqbal Public School');
  const list = await request.get(`/api/courses/public?tenant_id=${school}`);
  const courses = ((await list.json()) as { items: { id: number; title: string }[] }).items;
  const python = courses.find((course) => course.title === 'Python for Beginners');
  if (!python) throw new Error('Python for Beginners is not in the catalogue');

  // The enrolment page signed out: sent to sign in and back.
  await page.goto(`/courses/${python.id}/enroll`);
  await page.getByRole('link', { name: 'Sign in to enroll' }).click();
  await signIn(page, email);
  await expect(page).toHaveURL(new RegExp(`/courses/${python.id}/enroll$`));
  // Signed in, the catalogue is the school's: its card leads to the same page.
  await page.goto('/courses');
  await page.getByRole('link', { name: 'Enroll Now: Python for Beginners' }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${python.id}/enroll$`));
  await expect(page.getByTestId('course-price')).toHaveText('PKR 2,500');
  await page.getByRole('button', { name: 'Enroll Now' }).click();
  await expect(page.getByTestId('enrollment-status')).toContainText('Pending approval');
  await expect(page.getByRole('button', { name: 'Enroll Now' })).toHaveCount(0);

  // Waiting for approval: the outline says so.
  await page.goto(`/courses/${python.id}/lessons`);
  await expect(page.getByTestId('lessons-access')).toContainText('Enrollment pending approval');

  // An admin approves through the API.
  const token = await apiToken(request, 'admin@iqbal.edu.pk');
  const headers = { Authorization: `Bearer ${token}` };
  const pending = await request.get(`/api/courses/${python.id}/enrollments?status_filter=pending`, {
    headers,
  });
  const items = ((await pending.json()) as { items: { id: number; user: { email: string } }[] })
    .items;
  const mine = items.find((item) => item.user.email === email);
  if (!mine) throw new Error('The enrollment is not pending');
  const approved = await request.put(`/api/courses/enrollments/${mine.id}`, {
    headers,
    data: { payment_status: 'paid', admin_approved: true, status: 'active' },
  });
  expect(approved.ok()).toBe(true);

  // Lessons open: read the first, mark it complete, back to the list with a tick.
  await page.reload();
  await expect(page.getByTestId('lessons-access')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('link', { name: 'Welcome to Python' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Python');
  await page.getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(toast(page, 'Lesson marked as complete!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/courses/${python.id}/lessons$`));
  await expect(page.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('link', { name: 'Welcome to Python' }).click();
  await expect(page.getByTestId('lesson-completed')).toHaveText('✓ Completed');
  await page.goBack();

  // The quiz: answer, confirm, see the score, back one page.
  await page.getByRole('link', { name: 'Take quiz: Python Basics Checkpoint' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Python Basics Checkpoint');
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('radio', { name: 'B. def' }).click();
  await page.getByRole('radio', { name: 'False' }).click();
  await page.getByRole('textbox', { name: 'Your answer' }).first().fill('8');
  await page.reload();
  await expect(page.getByText('Your answers in progress were restored.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'B. def' })).toBeChecked();
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect(page.getByText('Are you sure you want to submit your answers?')).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(toast(page, 'Quiz submitted successfully!')).toBeVisible();
  await expect(toast(page, /Score: 5 \/ 10/)).toBeVisible();
  // Submitting lands on the attempt's result.
  await expect(page).toHaveURL(/\/assessments\/\d+\/attempts\/\d+$/);
});
