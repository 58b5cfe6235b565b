import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';

// A school's own sheet, on a 375 px phone: its headers ("Adm No", "Student Name", "Father CNIC"…)
// are mapped by suggestion, the one the product cannot guess ("Parent") is chosen in the preview,
// a bad row is named by its row and the sheet's header, the students are imported and found. The
// choice is remembered for the next file; an Urdu sheet ("داخلہ نمبر", "نام", "ولدیت") is read
// on the Urdu screen.
const PASSWORD = 'Demo#2026';
const ADMIN = 'admin@iqbal.edu.pk';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function tokensFor(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

async function signIn(
  page: Page,
  request: APIRequestContext,
  locale: 'en' | 'ur',
  theme = 'watni',
) {
  const tokens = await tokensFor(request, ADMIN);
  await page.goto('/');
  await page.evaluate(
    ({ t, locale, theme }) => {
      localStorage.clear();
      localStorage.setItem('access_token', t.access_token);
      localStorage.setItem('refresh_token', t.refresh_token);
      localStorage.setItem('watni-locale', locale);
      localStorage.setItem('watni-theme', theme);
    },
    { t: tokens, locale, theme },
  );
  return tokens.access_token;
}

async function sheet(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Students');
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const HEADER = [
  'Sr. No',
  'Adm No',
  'Student Name',
  'Parent',
  'Gender',
  'DOB',
  'Class',
  'Section',
  'Father CNIC',
  'Mobile',
];
const row = (k: number, run: string, cnic = `35202-${4000000 + k}-1`) => [
  String(k),
  `MAP${run}-${k}`,
  `Hamza Tariq${k}`,
  `Tariq Mehmood${k}`,
  'Male',
  '05/01/2016',
  'Class 2',
  'A',
  cnic,
  `0302${String(3000000 + k).padStart(7, '0')}`,
];

async function upload(page: Page, name: string, bytes: Buffer, check: string) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: XLSX, buffer: bytes });
  await page.getByRole('button', { name: check }).click();
}

test.use({ viewport: { width: 375, height: 812 } });

test("a school's own sheet: columns mapped, a bad row named, students imported and found", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  const run = String(Date.now()).slice(-6);
  const token = await signIn(page, request, 'en');
  await page.goto('/school/students/import');
  await expect(page.getByRole('heading', { name: 'Import students', level: 1 })).toBeVisible();

  // Row 4 of the file holds a CNIC of 12 digits.
  const rows = [HEADER, row(1, run), row(2, run), row(3, run, '35202-123456-1')];
  await upload(page, 'our-students.xlsx', await sheet(rows), 'Check the file');

  // The headers the product knows are suggested; "Parent" is not, so the import is blocked.
  const select = (header: string) => page.getByRole('combobox', { name: header, exact: true });
  await expect(select('Adm No')).toHaveText(/Admission number/);
  await expect(select('Student Name')).toHaveText(/Student’s full name/);
  await expect(select('Father CNIC')).toHaveText(/Guardian’s CNIC/);
  await expect(select('Sr. No')).toHaveText(/Ignore this column/);
  await expect(select('Parent')).toHaveText(/Ignore this column/);
  await expect(page.getByRole('alert')).toContainText(
    'Choose the column that holds each of these, or add it to the file: Father’s, mother’s or guardian’s name.',
  );
  await expect(page.getByRole('button', { name: 'Import all' })).toBeDisabled();

  // The admin says what "Parent" holds; the file is checked again with that column.
  await select('Parent').click();
  await page.getByRole('option', { name: 'Father’s name', exact: true }).click();
  await expect(select('Parent')).toHaveText(/Father’s name/);
  await expect(
    page.getByText('3 rows: 2 ready to import, 1 with problems, 0 already in the school.'),
  ).toBeVisible();
  await expect(page.getByText('Row 4, column “Father CNIC”')).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('import-preview-en-375.png'),
    fullPage: true,
  });
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'Import only the valid rows' }).click();
  await expect(page.getByText('Imported 2 students; 0 were already in the school.')).toBeVisible();

  // The students are on the list, with the father as their guardian.
  await page.goto('/school/students');
  await page.getByRole('searchbox', { name: 'Search' }).fill(`map${run}`);
  await expect(page.getByRole('link', { name: 'Hamza Tariq1' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hamza Tariq2' })).toBeVisible();
  await expect(page.getByText('Tariq Mehmood1')).toBeVisible();
  const listed = await request.get(`/api/students/?search=map${run}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await listed.json()).total).toBe(2);

  // The next file with these headers: "Parent" is mapped as chosen last time.
  await page.goto('/school/students/import');
  const next = [HEADER, row(5, run), row(6, run)];
  await upload(page, 'our-students-2.xlsx', await sheet(next), 'Check the file');
  await expect(select('Parent')).toHaveText(/Father’s name/);
  await expect(page.getByText(/As chosen last time/).first()).toBeVisible();
  await expect(
    page.getByText('2 rows: 2 ready to import, 0 with problems, 0 already in the school.'),
  ).toBeVisible();

  // The same screen in Urdu, with a sheet whose headers are Urdu.
  await signIn(page, request, 'ur', 'green');
  await page.goto('/school/students/import');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const urdu = [
    ['داخلہ نمبر', 'نام', 'ولدیت', 'جنس', 'جماعت', 'سیکشن', 'موبائل'],
    [`URD${run}-1`, 'زینب فاروق', 'محمد فاروق', 'لڑکی', 'Class 2', 'B', '03004445556'],
    [`URD${run}-2`, 'مریم فاروق', 'محمد فاروق', 'لڑکی', 'Class 2', 'B', '03004445556'],
  ];
  await upload(page, 'urdu.xlsx', await sheet(urdu), 'فائل جانچیں');
  await expect(select('داخلہ نمبر')).toHaveText(/داخلہ نمبر/);
  await expect(select('ولدیت')).toHaveText(/والد کا نام/);
  await expect(page.getByText(/2 سطریں: 2 درآمد کے لیے تیار/)).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('import-preview-ur-375.png'),
    fullPage: true,
  });
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'سب درآمد کریں' }).click();
  await expect(page.getByText(/طلبہ درآمد ہوئے/)).toBeVisible();
  const urduListed = await request.get(`/api/students/?search=urd${run}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await urduListed.json()).items.map((s: { first_name: string }) => s.first_name)).toEqual(
    expect.arrayContaining(['زینب', 'مریم']),
  );
  expect(consoleErrors).toEqual([]);
});
