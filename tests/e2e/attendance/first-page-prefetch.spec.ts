import { expect, test } from '@playwright/test';

// A teacher who opens the register straight from the home screen (or a bookmark) should not wait
// for the register's code and then, only after it, for the register's data: the app asks for
// the data as it starts, while the route's chunk is still downloading. The chunk is held back
// here; without the early request the register's GET could only start once the chunk ran. The
// screen must then use that answer, not ask a second time.
const PASSWORD = 'Demo#2026';

test.use({ viewport: { width: 375, height: 812 } });

test("the register's data is asked for while its code is still on the way, and only once", async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/login', {
    data: { email: 'teacher@iqbal.edu.pk', password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const tokens = (await login.json()) as { access_token: string; refresh_token: string };
  const today = await request.get('/api/attendance/today', {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  const sections = ((await today.json()) as { sections: { section_id: number }[] }).sections;
  expect(sections.length).toBeGreaterThan(0);
  const sectionId = sections[0]!.section_id;

  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);

  const registerGets: string[] = [];
  let chunkAsked = false;
  let chunkReleased = false;
  let askedBeforeChunk = false;
  page.on('request', (req) => {
    if (req.method() === 'GET' && /\/attendance\/sections\/\d+\/registers\//.test(req.url())) {
      registerGets.push(req.url());
      if (!chunkReleased) askedBeforeChunk = true;
    }
  });
  // The register's code is the `register` chunk of the site's build (apps/site/chunkGroups.ts).
  await page.route(/\/assets\/(AttendanceRegisterContainer|register)-[^/]+\.js$/, async (route) => {
    chunkAsked = true;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    chunkReleased = true;
    await route.continue();
  });

  await page.goto(`/school/attendance/${sectionId}`);
  await expect(page.getByRole('heading', { name: /^Register: / })).toBeVisible();
  expect(chunkAsked).toBe(true);
  expect(askedBeforeChunk).toBe(true);
  expect(registerGets).toHaveLength(1);
});

// A parent's home is a staircase if each step waits for the one before: the page's code, the
// session, the console's shell, then the children and the absence alerts. The app asks for the
// session, then the role's data, while the code is still on its way; the screens use those answers.
test("a parent's home asks for the session, children and alerts while its code is on the way, once each", async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/login', {
    data: { email: 'parent@iqbal.edu.pk', password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const tokens = (await login.json()) as { access_token: string; refresh_token: string };

  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);

  const watched = {
    me: /\/api\/auth\/me$/,
    children: /\/api\/parents\/me\/children$/,
    alerts: /\/api\/attendance\/alerts$/,
  };
  const asked = { me: 0, children: 0, alerts: 0 };
  const beforeCode = { me: false, children: false, alerts: false };
  let released = false;
  page.on('request', (req) => {
    if (req.method() !== 'GET') return;
    for (const name of ['me', 'children', 'alerts'] as const) {
      if (!watched[name].test(req.url())) continue;
      asked[name] += 1;
      if (!released) beforeCode[name] = true;
    }
  });
  // The console's shell and the dashboard's screen are both held back.
  await page.route(/\/assets\/(DashboardContainer|console)-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    released = true;
    await route.continue();
  });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Ali Raza/).first()).toBeVisible();
  expect(beforeCode).toEqual({ me: true, children: true, alerts: true });
  expect(asked).toEqual({ me: 1, children: 1, alerts: 1 });
});
