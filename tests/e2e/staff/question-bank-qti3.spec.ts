// A question bank moved between courses as a QTI 3.0 package (docs/question-banks.md): an admin
// fills one course's bank through the API (a GIFT file with every type), downloads the bank from
// the page's Export menu as QTI 3.0, picks that .zip in another course's Import dialog, checks
// it (every question named by its file and line) and imports it: the second bank is the first.
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, toast, unique } from '../learner/helpers';

const ADMIN = 'admin@iqbal.edu.pk';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

const GIFT = `// [tag:kinematics] [points:2]
A car covers 100 m in 5 s. Its average speed is {
\t~5 m/s
\t=20 m/s
\t~500 m/s
}

Mass is measured in newtons. {FALSE}

Name the SI unit of force. {
\t=newton
\t=N
}

Explain Newton's first law. {}
`;

async function signInAs(page: Page, request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: 'Demo#2026' } });
  expect(res.ok()).toBe(true);
  const tokens = (await res.json()) as { access_token: string; refresh_token: string };
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
}

async function course(request: APIRequestContext, token: string, title: string) {
  const created = await request.post('/api/courses/', {
    headers: auth(token),
    data: { title, description: 'A bank moved as QTI 3.0.', price: 0 },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

interface Row {
  question_text: string;
  question_type: string;
  options: Record<string, string>;
  correct_answer: string | null;
  accepted_answers: string[];
  points: number;
  tags: string[];
}
async function bank(request: APIRequestContext, token: string, courseId: number) {
  const list = await request.get(`/api/courses/${courseId}/question-bank?limit=100`, {
    headers: auth(token),
  });
  expect(list.ok()).toBe(true);
  return ((await list.json()) as { items: Row[] }).items.map((row) => ({
    question_text: row.question_text,
    question_type: row.question_type,
    options: row.options,
    correct_answer: row.correct_answer,
    accepted_answers: row.accepted_answers,
    points: row.points,
    tags: row.tags,
  }));
}

test('a bank exported as a QTI 3.0 package imports into another course as the same bank', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ADMIN);
  const id = unique();
  const from = await course(request, token, `Motion ${id}`);
  const to = await course(request, token, `Motion copy ${id}`);
  const imported = await request.post(`/api/courses/${from}/question-bank/import`, {
    headers: auth(token),
    data: { format: 'gift', text: GIFT },
  });
  expect(imported.status()).toBe(201);

  await signInAs(page, request, ADMIN);
  await page.goto(`/dashboard/courses/${from}/question-bank`);
  await page.getByRole('button', { name: 'Export the question bank' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'QTI 3.0 (package, .zip)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^question-bank-motion-.*\.qti3\.zip$/);
  const path = await download.path();

  await page.goto(`/dashboard/courses/${to}/question-bank`);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Choose a file').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/zip',
    buffer: readFileSync(path),
  });
  await expect(dialog.getByTestId('bank-import-package')).toContainText('.qti3.zip');
  await expect(dialog.getByRole('radio', { name: 'QTI 3.0 (package or item)' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Check the file' }).click();
  const preview = dialog.getByTestId('bank-import-preview');
  await expect(preview).toContainText('4 questions ready to import');
  // The file name sits in Unicode isolates (left to right inside an Urdu sentence).
  await expect(preview).toContainText(/\u2066items\/q\d+\.xml\u2069, line 2/);
  await dialog.getByRole('button', { name: 'Import 4 questions' }).click();
  await expect(toast(page, '4 questions imported')).toBeVisible();

  expect(await bank(request, token, to)).toEqual(await bank(request, token, from));
});
