import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';

// The issue-16 journey: a new school (the platform tenant, which has no structure yet) sets up a
// year, classes and sections; imports 300 students with guardians from an XLSX file whose one bad
// row is reported by row and column with nothing written; admits an applicant; invites a parent
// who signs in and sees only their child; promotes a section. Screens where they exist, the API
// for admissions and promotion (their screens are not built yet).
const SUPERUSER = 'admin@watni.pk';
const SUPERUSER_PASSWORD = process.env.SEED_ADMIN_PASSWORD ?? 'WatniAdmin#2026';

async function tokenFor(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

async function signIn(page: Page, request: APIRequestContext, email: string, password: string) {
  const tokens = await tokenFor(request, email, password);
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
  return tokens.access_token;
}

async function studentsFile(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  sheet.addRow([
    'admission_no',
    'first_name',
    'last_name',
    'gender',
    'class',
    'section',
    'guardian_name',
    'guardian_relation',
    'guardian_cnic',
    'guardian_mobile',
    'guardian_email',
  ]);
  for (let i = 1; i <= 300; i += 1) {
    sheet.addRow([
      `E2E-${i}`,
      `Pupil${i}`,
      'Journey',
      i % 2 ? 'male' : 'female',
      `Class ${(i % 5) + 1}`,
      i % 2 ? 'A' : 'B',
      `Guardian ${i}`,
      'father',
      // Row 43 of the file (student 42): a CNIC with too few digits.
      i === 42 ? '35202-123-1' : `35202-${String(4000000 + i).padStart(7, '0')}-1`,
      `0300${String(3000000 + i).padStart(7, '0')}`,
      `guardian${i}@example.pk`,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('a new school: setup, import with a bad row, admission, a parent, promotion', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const token = await signIn(page, request, SUPERUSER, SUPERUSER_PASSWORD);
  const api = (method: 'get' | 'post' | 'put', url: string, data?: unknown) =>
    request[method](`/api${url}`, {
      headers: { authorization: `Bearer ${token}` },
      ...(data ? { data } : {}),
    });

  // 1. A year, and the usual classes with sections A and B.
  await page.goto('/school/setup');
  await expect(
    page.getByText('No academic year yet. Create the current one to begin.'),
  ).toBeVisible();
  const yearForm = page.getByRole('form', { name: 'Create year' });
  await yearForm.getByLabel('Name').fill('2026-27');
  await yearForm.getByLabel('Starts on').fill('2026-04-01');
  await yearForm.getByLabel('Ends on').fill('2027-03-31');
  await yearForm.getByRole('button', { name: 'Create year' }).click();
  await expect(page.getByRole('cell', { name: '2026-27' })).toBeVisible();
  await page
    .getByRole('button', { name: 'Add Playgroup to Class 10 with sections A and B' })
    .click();
  await expect(page.getByRole('cell', { name: 'Class 10', exact: true })).toBeVisible();

  // 2. Import: the bad row is named by row and column, and nothing is written until it is skipped.
  await page.goto('/school/students/import');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'students.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await studentsFile(),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(
    page.getByText('300 rows: 299 ready to import, 1 with problems, 0 already in the school.', {
      exact: false,
    }),
  ).toBeVisible();
  const problem = page.getByRole('row').filter({ hasText: 'guardian_cnic' });
  await expect(problem.getByRole('cell').first()).toHaveText('43');
  await expect(page.getByRole('button', { name: 'Import all' })).toBeDisabled();
  expect((await (await api('get', '/students/?limit=1')).json()).total).toBe(0);
  await page.getByRole('button', { name: 'Import only the valid rows' }).click();
  await expect(
    page.getByText('Imported 299 students; 0 were already in the school.'),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Download the rows not imported (CSV)' }),
  ).toBeVisible();

  // 3. An applicant admitted into Class 1 A (API: the admissions screen is still to come).
  const classes = (await (await api('get', '/school/classes/')).json()).items as {
    id: number;
    name: string;
    sections: { id: number; name: string }[];
  }[];
  const class1 = classes.find((c) => c.name === 'Class 1')!;
  const application = await (
    await api('post', '/admissions/', {
      class_id: class1.id,
      first_name: 'Amna',
      last_name: 'Applicant',
      gender: 'female',
      guardian_name: 'Sadia Applicant',
      guardian_relation: 'mother',
      guardian_mobile: '0321 5550000',
      guardian_email: 'sadia.applicant@example.pk',
    })
  ).json();
  const admitted = await (
    await api('post', `/admissions/${application.id}/admit`, {
      section_id: class1.sections[0]!.id,
      admission_no: 'E2E-ADM-1',
    })
  ).json();
  expect(admitted.status).toBe('admitted');

  // 4. The guardian is invited with a printed code, signs up, and sees only their child.
  await page.goto(`/school/students/${admitted.student_id}`);
  await page.getByRole('button', { name: 'Print a sign-in code' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'One-time code' });
  await expect(notice).toBeVisible();
  const code = (await notice.textContent())!.match(/[A-Z2-9]{5}-[A-Z2-9]{5}/)![0];
  const accepted = await request.post('/api/parents/accept-invite', {
    data: { code, email: 'sadia.applicant@example.pk', password: 'Parent#2026' },
  });
  expect(accepted.status()).toBe(201);
  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  await signIn(parentPage, parentContext.request, 'sadia.applicant@example.pk', 'Parent#2026');
  await parentPage.goto('/dashboard');
  await expect(parentPage.getByRole('heading', { level: 1, name: 'My children' })).toBeVisible();
  await expect(parentPage.getByRole('heading', { name: 'Amna Applicant' })).toBeVisible();
  await expect(parentPage.getByRole('listitem').filter({ hasText: 'Journey' })).toHaveCount(0);
  await parentContext.close();

  // 5. Class 1 A moves to Class 2 A in the next year (API: the promotion screen is still to come).
  const next = await (
    await api('post', '/school/years/', {
      name: '2027-28',
      starts_on: '2027-04-01',
      ends_on: '2028-03-31',
    })
  ).json();
  const class2 = classes.find((c) => c.name === 'Class 2')!;
  const promoted = await api('post', '/school/promotions', {
    from_section_id: class1.sections[0]!.id,
    to_year_id: next.id,
    to_section_id: class2.sections[0]!.id,
  });
  expect(promoted.status()).toBe(200);
  expect((await promoted.json()).promoted).toBeGreaterThan(0);
});
