import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';

// The school set-up journey: a new school (the platform tenant, which has no structure yet) sets up a
// year, classes and sections; imports 300 students with guardians from an XLSX file whose one bad
// row is reported by row and column with nothing written; admits an applicant; invites a parent
// who redeems the code and sees only their child; promotes a section. All through the screens; the
// API only to check what was (not) written.
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
  await expect(page.getByText('Row 43, column “guardian_cnic”')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import all' })).toBeDisabled();
  expect((await (await api('get', '/students/?limit=1')).json()).total).toBe(0);
  await page.getByRole('button', { name: 'Import only the valid rows' }).click();
  // 299 students and their guardians are written in one request: a few seconds on a quiet
  // machine, longer than the default wait on a loaded CI runner.
  await expect(page.getByText('Imported 299 students; 0 were already in the school.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(
    page.getByRole('link', { name: 'Download the rows not imported (CSV)' }),
  ).toBeVisible();

  const classes = (await (await api('get', '/school/classes/')).json()).items as {
    id: number;
    name: string;
    sections: { id: number; name: string }[];
  }[];
  const class1SectionA = (list: typeof classes) =>
    list.find((c) => c.name === 'Class 1')!.sections.find((x) => x.name === 'A')!.id;

  // 3. An applicant recorded and admitted into Class 1 A on the admissions screen.
  const pick = async (scope: Page | Locator, label: RegExp, option: RegExp) => {
    await scope.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).click();
  };
  await page.goto('/school/admissions');
  await expect(page.getByText('No applications yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New application' }).click();
  const form = page.getByRole('dialog', { name: 'New application' });
  await pick(form, /^Class applied for/, /^Class 1$/);
  await form.getByRole('textbox', { name: 'First name' }).fill('Amna');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Applicant');
  await pick(form, /^Gender/, /^Female$/);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Sadia Applicant');
  await pick(form, /^Relation/, /^Mother$/);
  await form.getByRole('textbox', { name: 'Mobile' }).fill('0321 5550000');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('sadia.applicant@example.pk');
  await form.getByRole('button', { name: 'Record the application' }).click();
  await expect(page.getByText('The application is recorded.')).toBeVisible();
  await page.getByRole('button', { name: 'Admit Amna Applicant' }).click();
  const admit = page.getByRole('dialog', { name: 'Admit Amna Applicant' });
  await pick(admit, /^Section/, /^Class 1 A/);
  await admit.getByRole('textbox', { name: 'Admission no.' }).fill('E2E-ADM-1');
  await admit.getByRole('button', { name: 'Admit' }).click();
  await expect(page.getByText('Amna Applicant is admitted.')).toBeVisible();
  await page.getByRole('status').getByRole('link', { name: 'View student' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Amna Applicant' })).toBeVisible();

  // 4. The guardian is invited with a printed code, redeems it on /parent-invite, and is signed
  // in to a home that shows only their child.
  await page.getByRole('button', { name: 'Print a sign-in code' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'One-time code' });
  await expect(notice).toBeVisible();
  const code = (await notice.textContent())!.match(/[A-Z2-9]{5}-[A-Z2-9]{5}/)![0];
  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  await parentPage.goto('/parent-invite');
  await parentPage.getByLabel('Invitation code').fill(code.toLowerCase());
  await parentPage.getByLabel('E-mail').fill('sadia.applicant@example.pk');
  await parentPage.getByLabel('Password', { exact: true }).fill('Parent#2026');
  await parentPage.getByLabel('Password again').fill('Parent#2026');
  await parentPage.getByRole('button', { name: 'Create my account' }).click();
  await expect(parentPage).toHaveURL(/\/dashboard$/);
  await expect(parentPage.getByRole('heading', { level: 1, name: 'My children' })).toBeVisible();
  await expect(parentPage.getByRole('heading', { name: 'Amna Applicant' }).first()).toBeVisible();
  await expect(parentPage.getByRole('listitem').filter({ hasText: 'Journey' })).toHaveCount(0);
  await parentContext.close();

  // 5. The next year is created, and Class 1 A moves to Class 2 A on the promotion screen, with
  // one student repeating.
  await page.goto('/school/setup');
  const nextYearForm = page.getByRole('form', { name: 'Create year' });
  await nextYearForm.getByLabel('Name').fill('2027-28');
  await nextYearForm.getByLabel('Starts on').fill('2027-04-01');
  await nextYearForm.getByLabel('Ends on').fill('2028-03-31');
  await nextYearForm.getByRole('button', { name: 'Create year' }).click();
  await expect(page.getByRole('cell', { name: '2027-28', exact: true })).toBeVisible();
  await page.goto('/school/promotion');
  await pick(page, /^Section \(this year\)/, /^Class 1 A$/);
  await expect(page.getByRole('combobox', { name: /^Into the year/ })).toHaveText('2027-28');
  await expect(page.getByRole('combobox', { name: /^Promote into/ })).toHaveText('Class 2 A');
  await pick(page, /^Outcome for Amna Applicant/, /^Repeat the class$/);
  const section = await (
    await api('get', `/students/?section_id=${class1SectionA(classes)}&limit=500`)
  ).json();
  const total = section.total as number;
  await page.getByRole('button', { name: 'Promote the section' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Promote the section' }).click();
  await expect(
    page.getByText(`Done: ${total - 1} promoted, 1 repeating, 0 marked as left.`),
  ).toBeVisible();
});
