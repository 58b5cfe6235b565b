// The journey: a student signs in (English), switches to Urdu in the user menu, opens a
// course, takes its quiz and submits it, all in Urdu, right to left; after a reload the app is
// still Urdu, and nothing on the screen is English but names and data.
import { expect, type Page, test } from '@playwright/test';
import { urduAllowedWords } from '../../../packages/screens/src/messages/urduAllowedWords';
import { apiToken, newStudent, signIn, tenantId } from '../learner/helpers';

/** A toast's text in the notifications region, named in Urdu. */
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /اطلاعات/ }).getByText(text);

/** Latin-script words on the page that are neither allowed names nor the given data. */
async function englishLeft(page: Page, data: readonly string[]): Promise<string[]> {
  // What a reader sees (innerText leaves out hidden text and the live regions' echoes).
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is the point
  const text = await page.locator('body').innerText();
  const allowed = new Set([
    ...urduAllowedWords,
    ...data.flatMap((d) => d.split(/[^A-Za-z0-9'’-]+/)),
  ]);
  const words = text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .match(/[A-Za-z][A-Za-z0-9'’-]*[A-Za-z0-9]|[A-Za-z]/g);
  return [...new Set(words ?? [])].filter((word) => word.length > 1 && !allowed.has(word));
}

async function expectUrdu(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('sign in, switch to Urdu, take a quiz, reload: still Urdu', async ({ page, request }) => {
  test.setTimeout(150_000);
  const email = await newStudent(request, 'Iqbal Public School');
  const school = await tenantId(request, 'Iqbal Public School');
  const list = await request.get(`/api/courses/public?tenant_id=${school}`);
  const courses = ((await list.json()) as { items: { id: number; title: string }[] }).items;
  const python = courses.find((course) => course.title === 'Python for Beginners');
  if (!python) throw new Error('Python for Beginners is not in the catalogue');

  // Enrolled and approved through the API: the journey is about the language.
  const student = { Authorization: `Bearer ${await apiToken(request, email)}` };
  const enrolled = await request.post(`/api/courses/${python.id}/enroll`, {
    headers: student,
    data: {},
  });
  expect(enrolled.ok()).toBe(true);
  const enrollment = (await enrolled.json()) as { id: number };
  const admin = { Authorization: `Bearer ${await apiToken(request, 'admin@iqbal.edu.pk')}` };
  const approved = await request.put(`/api/courses/enrollments/${enrollment.id}`, {
    headers: admin,
    data: { payment_status: 'paid', admin_approved: true, status: 'active' },
  });
  expect(approved.ok()).toBe(true);
  // Names and data (course, lesson and quiz texts as the school wrote them) may stay English.
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];
  const read = async (path: string) =>
    strings(await (await request.get(`/api${path}`, { headers: student })).json());
  const quizzes = (await (
    await request.get(`/api/assessments/course/${python.id}`, { headers: student })
  ).json()) as { items?: { id: number }[] } | { id: number }[];
  const quizIds = (Array.isArray(quizzes) ? quizzes : (quizzes.items ?? [])).map((q) => q.id);
  const data = [
    'Zara Test',
    email,
    ...(await read(`/courses/${python.id}`)),
    ...(await read(`/lessons/course/${python.id}`)),
    ...strings(quizzes),
    ...(await Promise.all(quizIds.map((id) => read(`/assessments/${id}`)))).flat(),
  ];

  // Signed in in English; the language is chosen in the user menu.
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('button', { name: /اردو/ }).click();
  await expectUrdu(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('خوش آمدید');
  await page.keyboard.press('Escape');
  expect(await englishLeft(page, data)).toEqual([]);

  // The course's lessons, then its quiz, in Urdu.
  await page.goto(`/courses/${python.id}/lessons`);
  await expectUrdu(page);
  await expect(page.getByText('کورس میں پیش رفت')).toBeVisible();
  expect(await englishLeft(page, data)).toEqual([]);
  // "Take" or "Continue" (reading the quiz's texts above through the API opened the attempt).
  await page
    .getByRole('link', { name: /^کوئز (دیں|جاری رکھیں): Python Basics Checkpoint$/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Python Basics Checkpoint');
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByText(/سوال 1 از \d+/)).toBeVisible();
  await page.getByRole('radio', { name: 'B. def' }).click();
  await page.getByRole('radio', { name: 'غلط' }).click();
  await page.getByRole('textbox', { name: 'آپ کا جواب' }).first().fill('8');
  expect(await englishLeft(page, data)).toEqual([]);
  await page.getByRole('button', { name: 'کوئز جمع کرائیں' }).click();
  await expect(page.getByText('کیا آپ واقعی اپنے جوابات جمع کرانا چاہتے ہیں؟')).toBeVisible();
  await page.getByRole('button', { name: 'جمع کرائیں', exact: true }).click();
  await expect(toast(page, 'کوئز کامیابی سے جمع ہو گیا!')).toBeVisible();
  await expect(toast(page, /نمبر: 5 \/ 10/)).toBeVisible();
  // The submitted attempt's result opens; the lesson list then shows the attempt's state.
  await expect(page).toHaveURL(/\/assessments\/\d+\/attempts\/\d+$/);
  await page.goto(`/courses/${python.id}/lessons`);

  // Reloaded: still Urdu, right to left, before and after the app starts.
  await page.reload();
  await expectUrdu(page);
  await expect(page.getByText('کورس میں پیش رفت')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('watni-locale'))).toBe('ur');
  expect(await englishLeft(page, data)).toEqual([]);
});
