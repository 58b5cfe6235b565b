import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createClass5MathsPaper } from './class5-maths-paper';

// Offline marks that merge (issue 36): the Mathematics teacher of Class 5 A has the marks grid
// open when the connection drops and types two students' marks (not saved: queued in the
// browser with the version each was typed over). Meanwhile an admin corrects one of the two over
// the API. The connection returns: the queue is sent again; the teacher's other mark is stored,
// the admin's correction is kept, shown in the cell, and the teacher reads who changed it and
// what they had typed.
const PASSWORD = 'Demo#2026';

async function tokensFor(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

async function signIn(page: Page, request: APIRequestContext, email: string) {
  const tokens = await tokensFor(request, email);
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
}

test.use({ viewport: { width: 375, height: 812 } });

test('offline: marks typed in the grid merge with an admin correction made meanwhile', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = (await tokensFor(request, 'admin@iqbal.edu.pk')).access_token;
  const auth = { authorization: `Bearer ${admin}` };
  const {
    examId,
    sectionId: c5a,
    subjectId: maths,
  } = await createClass5MathsPaper(request, admin, 'Offline Marks');
  const sheetUrl = `/api/exams/${examId}/sections/${c5a}/subjects/${maths}/marks`;
  const sheet = (await (await request.get(sheetUrl, { headers: auth })).json()) as {
    entries: { student_id: number; roll_no: number; first_name: string; last_name: string }[];
  };
  const [corrected, other] = [sheet.entries[1]!, sheet.entries[3]!];
  const nameOf = (s: typeof corrected) => `${s.first_name} ${s.last_name}`;

  // An admin's first mark for the student the teacher will type over offline.
  const first = await request.put(sheetUrl, {
    headers: auth,
    data: { entries: [{ student_id: corrected.student_id, marks: 60, absent: false }] },
  });
  expect(first.ok()).toBe(true);

  await signIn(page, request, 'teacher@iqbal.edu.pk');
  await page.goto(`/school/exams/${examId}/marks/${c5a}/${maths}`);
  await expect(page.getByRole('heading', { name: 'Marks: Mathematics' })).toBeVisible();
  const cell = (s: typeof corrected) =>
    page.getByRole('textbox', { name: `Marks of ${nameOf(s)}` });
  await expect(cell(corrected)).toHaveValue('60');

  // The connection drops: both cells are typed and fail to save (kept, queued).
  await context.setOffline(true);
  await cell(corrected).fill('70');
  await cell(corrected).press('Enter');
  await cell(other).fill('55');
  await cell(other).press('Enter');
  await expect(page.getByTestId('save-state')).toHaveText('2 entries not saved');
  const draft = await page.evaluate(
    (key) => localStorage.getItem(key),
    `watni:marks-draft:${examId}:${c5a}:${maths}`,
  );
  expect(JSON.parse(draft!)).toMatchObject({
    [corrected.student_id]: {
      text: '70',
      op_id: expect.any(String),
      base_version: expect.any(Number),
    },
    [other.student_id]: { text: '55', op_id: expect.any(String), base_version: 0 },
  });

  // Meanwhile the admin corrects one of them.
  const correction = await request.put(sheetUrl, {
    headers: auth,
    data: { entries: [{ student_id: corrected.student_id, marks: 80, absent: false }] },
  });
  expect(correction.ok()).toBe(true);

  // The connection returns: the queue goes again on its own.
  await context.setOffline(false);
  await expect(cell(corrected)).toHaveValue('80', { timeout: 30_000 });
  await expect(cell(other)).toHaveValue('55');
  await expect(cell(corrected)).toHaveAccessibleDescription(
    new RegExp(
      `^Roll ${corrected.roll_no}, ${nameOf(corrected)}: the mark was changed meanwhile by .+; their mark is kept\\. You had typed 70\\.$`,
    ),
  );
  await expect(
    page.getByText(/changed meanwhile by someone else; their mark is kept:/),
  ).toBeVisible();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');

  // Both survive on the server: the admin's correction and the teacher's other mark.
  const after = (await (await request.get(sheetUrl, { headers: auth })).json()) as {
    entries: { student_id: number; marks: number | null }[];
  };
  const marksOf = (id: number) => after.entries.find((e) => e.student_id === id)!.marks;
  expect(marksOf(corrected.student_id)).toBe(80);
  expect(marksOf(other.student_id)).toBe(55);
});
