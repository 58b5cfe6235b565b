// Every signed-in screen of every role, in Urdu, has no English left on it but
// names and data, no raw message key and no unfilled ICU placeholder. "Data" is what the service
// sent the page (names, titles, class names…), collected from the page's own API answers — except
// the platform catalogue (modules, plans), which the service words in the reader's language and so
// must arrive in Urdu.
//
// URDU_SCREENSHOTS=<folder> also saves each screen at 375 and 1280 px (for looking at them).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { urduAllowedWords } from '../../../packages/screens/src/messages/urduAllowedWords';
import { PASSWORD } from '../learner/helpers';

const shots = process.env.URDU_SCREENSHOTS;
const SUPERUSER = { email: 'admin@watni.pk', password: 'WatniAdmin#2026' };

/** API answers whose words are the service's own wording, not data: they must be Urdu. */
const worded = /\/api\/(modules|subscriptions)\//;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Latin-script words on the page that are neither allowed names nor data (any case: a title may
 * be shown in capitals). */
async function englishLeft(page: Page, data: ReadonlySet<string>): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is the point
  const text = await page.locator('body').innerText();
  const words = text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .match(/[A-Za-z][A-Za-z0-9'’-]*[A-Za-z0-9]|[A-Za-z]/g);
  return [...new Set(words ?? [])].filter(
    (word) => word.length > 1 && !urduAllowedWords.has(word) && !data.has(word.toLowerCase()),
  );
}

/** `profile.title`-like keys and `{0}` / `{name}` placeholders left on the page. */
async function rawKeys(page: Page, data: ReadonlySet<string>): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is the point
  const text = (await page.locator('body').innerText()).replace(
    /[\w.+-]+@[\w-]+(\.[\w-]+)+|\b[\w-]+\.(pk|com|org|edu)\b/g,
    ' ',
  );
  return [
    // A dotted name made of data (a username such as ali.raza) is data.
    ...(text.match(/\b[a-z]+[A-Z]?[a-z]*(\.[a-z][A-Za-z0-9]+)+\b/g) ?? []).filter(
      (key) => !key.split('.').every((part) => data.has(part.toLowerCase())),
    ),
    ...(text.match(/\{[\w, ]+\}/g) ?? []),
  ];
}

interface Account {
  email: string;
  password?: string;
  /** Routes, with `:course`, `:student`, `:section`, `:assessment` filled from the API. */
  routes: string[];
}

const accounts: Record<string, Account> = {
  admin: {
    email: 'admin@iqbal.edu.pk',
    routes: [
      '/dashboard',
      '/profile',
      '/inbox',
      '/courses',
      '/dashboard/courses',
      '/dashboard/grading',
      '/admin/courses',
      '/admin/enrollments',
      '/admin/users',
      '/admin/modules',
      '/admin/subscriptions',
      '/admin/settings',
      '/school/students',
      '/school/students/:student',
      '/school/announcements',
      '/school/admissions',
      '/school/students/import',
      '/school/promotion',
      '/school/setup',
      '/school/attendance',
      '/school/attendance/:section',
      '/school/attendance/:section/month',
      '/school/attendance/settings',
      '/school/attendance/staff',
      '/school/hr',
      '/school/hr/leave-types',
      '/school/my-leave',
    ],
  },
  teacher: {
    email: 'teacher@iqbal.edu.pk',
    routes: [
      '/dashboard',
      '/dashboard/courses',
      '/dashboard/courses/:course/lessons',
      '/dashboard/courses/:course/assessments',
      '/dashboard/courses/:course/assessments/create',
      '/dashboard/courses/:course/roster',
      '/dashboard/grading',
      '/school/attendance',
      '/profile',
      '/inbox',
    ],
  },
  student: {
    email: 'student@iqbal.edu.pk',
    routes: ['/dashboard', '/courses', '/courses/:course/lessons', '/profile', '/inbox'],
  },
  parent: { email: 'parent@iqbal.edu.pk', routes: ['/dashboard', '/profile', '/inbox'] },
  superuser: {
    ...SUPERUSER,
    routes: [
      '/dashboard',
      '/admin/organisations',
      '/admin/awaiting-approval',
      '/admin/pending-users',
      '/admin/users',
      '/admin/modules',
      '/admin/subscriptions',
      '/profile',
    ],
  },
};

async function signInTokens(request: APIRequestContext, account: Account) {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password ?? PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

/** Ids for the routes' placeholders, read through the API as the account. */
async function placeholders(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const json = async (path: string) => {
    const response = await request.get(`/api${path}`, { headers });
    return response.ok() ? ((await response.json()) as Record<string, unknown>) : {};
  };
  const first = (body: Record<string, unknown>) =>
    (body.items as { id: number }[] | undefined)?.[0]?.id;
  const courses = await json('/courses/?limit=5');
  const students = await json('/students/?limit=1');
  const classes = (await json('/school/classes/')).items as
    | { sections?: { id: number }[] }[]
    | undefined;
  return {
    course: first(courses),
    student: first(students),
    section: classes?.find((c) => c.sections?.length)?.sections?.[0]?.id,
  };
}

for (const [role, account] of Object.entries(accounts)) {
  test(`${role}: every screen in Urdu, nothing English but names and data`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const tokens = await signInTokens(request, account);
    const ids = await placeholders(request, tokens.access_token);
    await page.addInitScript((t) => {
      localStorage.setItem('access_token', t.access_token);
      localStorage.setItem('refresh_token', t.refresh_token);
      localStorage.setItem('watni-locale', 'ur');
    }, tokens);
    const data = new Set<string>();
    page.on('response', async (response) => {
      const url = response.url();
      if (!url.includes('/api/') || worded.test(url)) return;
      if (!(response.headers()['content-type'] ?? '').includes('json')) return;
      try {
        for (const s of strings(await response.json()))
          for (const word of s.split(/[^A-Za-z0-9'’-]+/)) if (word) data.add(word.toLowerCase());
      } catch {
        // A body already gone (navigation) holds nothing the next screen shows.
      }
    });

    const problems: string[] = [];
    for (const pattern of account.routes) {
      const route = pattern.replace(/:(\w+)/g, (_, name: keyof typeof ids) =>
        String(ids[name] ?? ''),
      );
      if (/\/(\/|$)/.test(route.slice(1))) continue; // no such object for this account
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Loaders gone (a table or list still loading shows its skeleton, not words).
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      const english = await englishLeft(page, data);
      const keys = await rawKeys(page, data);
      if (english.length) problems.push(`${route}: English ${english.join(', ')}`);
      if (keys.length) problems.push(`${route}: raw ${keys.join(', ')}`);
      if (shots) {
        const name = `${role}${route.replace(/\//g, '_')}`;
        mkdirSync(shots, { recursive: true });
        await page.screenshot({ path: join(shots, `${name}-1280.png`), fullPage: true });
        await page.setViewportSize({ width: 375, height: 800 });
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(shots, `${name}-375.png`), fullPage: true });
      }
    }
    expect(problems).toEqual([]);
  });
}

test('switching language asks the service again: module names follow without a reload', async ({
  page,
  request,
}) => {
  const tokens = await signInTokens(request, accounts.admin!);
  await page.addInitScript((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
  await page.goto('/admin/modules');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Attendance', exact: true })).toBeVisible();
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('button', { name: /اردو/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'حاضری', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Attendance', exact: true })).toHaveCount(0);
});
