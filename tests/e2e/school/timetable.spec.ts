import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// The timetable journey on a 375 px phone: the admin gives Class 6 A a Mathematics lesson
// with Imran Qureshi in a free period of today; the same teacher in the same period for Class 6 B
// is refused with the clash named, and nothing is written; the teacher's dashboard "Today" shows
// the lesson. The API only makes today a day with periods (the demo closes on Sundays), finds a
// period the teacher is free in, and checks what was (not) written.
const PASSWORD = 'Demo#2026';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

async function tokenFor(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

async function signIn(page: Page, request: APIRequestContext, email: string) {
  const tokens = await tokenFor(request, email);
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
}

const pakistanWeekday = () =>
  WEEKDAYS.indexOf(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Karachi', weekday: 'long' }).format(
      new Date(),
    ),
  );

test.use({ viewport: { width: 375, height: 812 } });

test('an admin builds part of a timetable, a clash is refused by name, the teacher sees Today', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const weekday = pakistanWeekday();
  const day = WEEKDAYS[weekday]!;
  const admin = {
    authorization: `Bearer ${(await tokenFor(request, 'admin@iqbal.edu.pk')).access_token}`,
  };
  const teacher = await tokenFor(request, 'teacher@iqbal.edu.pk');
  const me = await (
    await request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${teacher.access_token}` },
    })
  ).json();
  const imran = me.id as number;

  // Today must have periods whatever day the suite runs on.
  const bells = await (
    await request.get('/api/timetable/bell-schedule', { headers: admin })
  ).json();
  let periods = bells.days[weekday].periods as { number: number; is_break: boolean }[];
  if (!periods.length) {
    const res = await request.put(`/api/timetable/bell-schedule/${weekday}`, {
      headers: admin,
      data: {
        periods: [
          { starts_at: '08:00', ends_at: '08:40' },
          { starts_at: '08:40', ends_at: '09:20' },
        ],
      },
    });
    expect(res.ok()).toBe(true);
    periods = (await res.json()).periods;
  }
  const week = await (
    await request.get(`/api/timetable/teachers/${imran}`, { headers: admin })
  ).json();
  const busy = new Set(
    (week.entries as { weekday: number; period: number }[])
      .filter((e) => e.weekday === weekday)
      .map((e) => e.period),
  );
  const free = periods.find((p) => !p.is_break && !busy.has(p.number));
  expect(free, 'a period the demo teacher is free in today').toBeDefined();
  const period = free!.number;

  // The admin: Class 6 A, today's free period → Mathematics with Imran Qureshi.
  await signIn(page, request, 'admin@iqbal.edu.pk');
  await page.goto('/school/timetable');
  await expect(page.getByRole('heading', { name: 'Timetable', level: 1 })).toBeVisible();
  const pickSection = async (name: string) => {
    await page.getByRole('combobox', { name: 'Section' }).click();
    await page.getByRole('option', { name }).click();
    await expect(page.getByRole('region', { name: `Week of ${name}` })).toBeVisible();
  };
  const setLesson = async () => {
    await page.getByRole('button', { name: new RegExp(`^Edit ${day}, period ${period}:`) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: 'Mathematics' }).click();
    await dialog.getByRole('combobox', { name: 'Teacher' }).click();
    await page.getByRole('option', { name: 'Imran Qureshi' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    return dialog;
  };
  await pickSection('Class 6 A');
  // The week scrolls inside its own box: the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const first = await setLesson();
  await expect(first).toBeHidden();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: new RegExp(`^Edit ${day}, period ${period}: Mathematics Imran Qureshi`),
    }),
  ).toBeVisible();

  // The same teacher in the same period for Class 6 B: refused, the clash named.
  await pickSection('Class 6 B');
  const second = await setLesson();
  await expect(second.getByRole('alert')).toHaveText(
    `Imran Qureshi already teaches Class 6 A in period ${period} on ${day}.`,
  );
  await page.screenshot({ path: test.info().outputPath('clash-375.png'), fullPage: false });
  await second.getByRole('button', { name: 'Cancel' }).click();
  const sections = (await (await request.get('/api/school/classes/', { headers: admin })).json())
    .items as { name: string; sections: { id: number; name: string }[] }[];
  const c6b = sections.find((c) => c.name === 'Class 6')!.sections.find((s) => s.name === 'B')!.id;
  const b = await (await request.get(`/api/timetable/sections/${c6b}`, { headers: admin })).json();
  expect(
    (b.entries as { weekday: number; period: number }[]).some(
      (e) => e.weekday === weekday && e.period === period,
    ),
  ).toBe(false);

  // The teacher's dashboard: "My day" lists today's lessons, Class 6 A's Mathematics among them.
  await signIn(page, request, 'teacher@iqbal.edu.pk');
  await page.goto('/dashboard');
  const today = page.getByRole('region', { name: 'My day' }).getByRole('list').first();
  await expect(today).toBeVisible();
  await expect(today.getByRole('listitem').filter({ hasText: 'Class 6 A' })).toContainText(
    'Mathematics',
  );
  await today.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('teacher-today-375.png'), fullPage: false });

  // Their printable week.
  await page.goto('/school/timetable/teachers/me');
  await expect(page.getByRole('heading', { name: 'My timetable', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});
