// Stored XSS in the rendered product: payloads saved through the API as a school admin
// (course title and description, lesson body, a user's first name) are opened where the site
// renders them (catalogue, course page, lesson viewer as an enrolled student, the admin users
// list). No dialog may open, no injected script may run (every payload sets window.__xss), and
// plain-text fields must show the payload literally, as text.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

const PASSWORD = 'Demo#2026';
const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const COURSE_TITLE = `XSS ${id} <img src=x onerror="window.__xss=1;alert(1)">`;
const COURSE_DESCRIPTION = `<script>window.__xss=1;alert(1)</script> description ${id}`;
const FIRST_NAME = `<svg onload="window.__xss=1;alert(1)">${id}`;
const LESSON_TITLE = `Lesson ${id} <script>window.__xss=1</script>`;
const LESSON_BODY = [
  `<p>safe-${id}</p>`,
  '<script>window.__xss=1;alert(1)</script>',
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '<a href="javascript:window.__xss=1;alert(1)" id="js-link">a javascript: link</a>',
  '<a href="java&#9;script:window.__xss=1">tabbed</a>',
  '<svg onload="window.__xss=1;alert(1)"></svg>',
  '<div onmouseover="window.__xss=1" onclick="window.__xss=1;alert(1)" id="handler">hover me</div>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<details open ontoggle="window.__xss=1;alert(1)"><summary>s</summary></details>',
  '<input autofocus onfocus="window.__xss=1;alert(1)">',
  '<object data="javascript:window.__xss=1"></object>',
].join('\n');

async function login(request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

/** Signs in by storing the tokens where the site's token store reads them. */
async function signIn(page: Page, request: APIRequestContext, email: string, password = PASSWORD) {
  const tokens = await login(request, email, password);
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
}

/** Collects dialogs (dismissing them) and reports whether any injected script ran. */
function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return {
    dialogs,
    async assertInert(where: string) {
      // Give late handlers (onload, onfocus, ontoggle) a moment, and hover/click the bait.
      await page.waitForTimeout(300);
      const fired = await page.evaluate(() => (window as unknown as { __xss?: number }).__xss);
      expect(fired, `${where}: an injected script ran`).toBeUndefined();
      expect(dialogs, `${where}: a dialog opened`).toEqual([]);
    },
  };
}

let courseId = 0;
let lessonId = 0;
const studentEmail = `xss.${id}@example.com`;

test.beforeAll(async ({ request }) => {
  const { access_token } = await login(request, 'admin@iqbal.edu.pk');
  const headers = { Authorization: `Bearer ${access_token}` };
  const course = await request.post('/api/courses/', {
    headers,
    data: { title: COURSE_TITLE, description: COURSE_DESCRIPTION, price: 0, is_published: true },
  });
  expect(course.status(), await course.text()).toBe(201);
  courseId = ((await course.json()) as { id: number }).id;
  const lesson = await request.post('/api/lessons/', {
    headers,
    data: {
      course_id: courseId,
      title: LESSON_TITLE,
      content_type: 'text',
      content_body: LESSON_BODY,
      is_published: true,
    },
  });
  expect(lesson.status(), await lesson.text()).toBe(201);
  lessonId = ((await lesson.json()) as { id: number }).id;
  const user = await request.post('/api/users/', {
    headers,
    data: {
      email: studentEmail,
      username: `xss_${id}`,
      password: PASSWORD,
      first_name: FIRST_NAME,
      last_name: 'Payload',
      user_role: 'student',
    },
  });
  expect(user.status(), await user.text()).toBe(201);
  // The student enrolls; an admin approves if the school asks for approval.
  const student = await login(request, studentEmail);
  const enrolled = await request.post(`/api/courses/${courseId}/enroll`, {
    headers: { Authorization: `Bearer ${student.access_token}` },
    data: {},
  });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  const enrollment = (await enrolled.json()) as {
    id: number;
    status?: string;
    admin_approved?: boolean;
  };
  if (enrollment.status !== 'active' || enrollment.admin_approved === false) {
    const approved = await request.put(`/api/courses/enrollments/${enrollment.id}`, {
      headers,
      data: { payment_status: 'paid', admin_approved: true, status: 'active' },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
  }
});

test('course title and description render as text in the catalogue and course page', async ({
  page,
  request,
}) => {
  const guard = watch(page);
  await signIn(page, request, studentEmail);
  await page.goto('/courses');
  await expect(page.getByText(COURSE_TITLE, { exact: true }).first()).toBeVisible();
  await guard.assertInert('catalogue');
  await page.goto(`/courses/${courseId}/enroll`);
  await expect(page.getByText(COURSE_TITLE, { exact: true }).first()).toBeVisible();
  await guard.assertInert('course page');
});

test('the lesson viewer renders the sanitized body: no script runs, no dialog opens', async ({
  page,
  request,
}) => {
  const guard = watch(page);
  await signIn(page, request, studentEmail);
  await page.goto(`/courses/${courseId}/lessons/${lessonId}`);
  await expect(page.getByText(`safe-${id}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LESSON_TITLE);
  // Bait: hover and click what the payloads attached handlers to.
  const bait = page.getByText('hover me');
  if (await bait.count()) {
    await bait.first().hover();
    await bait.first().click();
  }
  const link = page.getByText('a javascript: link');
  if (await link.count()) await link.first().click({ noWaitAfter: true });
  await guard.assertInert('lesson viewer');
  // Nothing dangerous reached the DOM: the lesson body (the parent of the safe paragraph) holds
  // no script, svg, object, embed or input, and no element on the page has a handler attribute,
  // a javascript: URL or a srcdoc, nor an iframe from elsewhere.
  const body = page.getByText(`safe-${id}`, { exact: true }).locator('..');
  const inBody = await body.evaluate((root) =>
    Array.from(root.querySelectorAll('script, svg, object, embed, input, style, math')).map((el) =>
      el.tagName.toLowerCase(),
    ),
  );
  expect(inBody).toEqual([]);
  const dangerous = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const tag = el.tagName.toLowerCase();
      for (const attr of el.getAttributeNames()) {
        const value = el.getAttribute(attr) ?? '';
        if (/^on/i.test(attr) || /^\s*javascript:/i.test(value) || attr === 'srcdoc') {
          found.push(`${tag}[${attr}]`);
        }
      }
      if (tag === 'iframe' && /evil/.test(el.getAttribute('src') ?? '')) found.push('iframe[evil]');
    }
    return found;
  });
  expect(dangerous).toEqual([]);
});

test("the admin users list shows a user's first name literally", async ({ page, request }) => {
  const guard = watch(page);
  await signIn(page, request, 'admin@iqbal.edu.pk');
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(`xss_${id}`);
  await expect(page.getByText(FIRST_NAME, { exact: false }).first()).toBeVisible();
  await guard.assertInert('admin users list');
});

test('the guard itself notices a payload that runs (control)', async ({ page }) => {
  const guard = watch(page);
  await page.setContent('<img src="x" onerror="window.__xss=1">');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __xss?: number }).__xss))
    .toBe(1);
  await page.evaluate(() => setTimeout(() => alert('control'), 0));
  await expect.poll(() => guard.dialogs.length).toBe(1);
});
