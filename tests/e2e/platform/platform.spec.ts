import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';

// The platform journey, at 1280 and 375 px: the superuser
// finds an organisation by search, suspends it, its admin cannot sign in (the detail is shown),
// reactivates it; declines a pending request with a reason; a school switched to join code — a
// visitor registers with the code; a school switched to approval — the applicant waits and the
// tenant admin approves. All through the screens; the API only to prepare a request and to tidy.
const SUPERUSER = 'admin@watni.pk';
const SUPERUSER_PASSWORD = process.env.SEED_ADMIN_PASSWORD ?? 'WatniAdmin#2026';
const DEMO_PASSWORD = 'Demo#2026';
const APPLICANT_PASSWORD = 'Journey#Pass2026';

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

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function visitor(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

async function registerInto(page: Page, school: string, id: string, code?: string) {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Hina');
  await page.getByLabel('Last name').fill(`Journey ${id}`);
  await page.getByLabel('Username').fill(`hina_${id}`);
  await page.getByLabel('Email').fill(`hina.${id}@example.pk`);
  await page.getByLabel('Password', { exact: true }).fill(APPLICANT_PASSWORD);
  await page.getByRole('combobox', { name: /Organisation/ }).click();
  await page.getByRole('option', { name: school }).click();
  if (code !== undefined) await page.getByLabel(/School join code/).fill(code);
  await page.getByRole('checkbox', { name: /I accept/ }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
}

for (const width of [1280, 375]) {
  test(`platform administration and who may join at ${width} px`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const id = `${width}${Date.now() % 100000}`;
    const admin = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await admin.newPage();
    const token = await signIn(page, request, SUPERUSER, SUPERUSER_PASSWORD);

    // 1. Find Quaid Academy by search and suspend it, with a reason.
    await page.goto('/admin/organisations');
    await page.getByLabel('Search').fill('quaid');
    await expect(page.getByRole('button', { name: 'Suspend Iqbal Public School' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Suspend Quaid Academy' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Reason/).fill('Journey: unpaid invoices.');
    await dialog.getByRole('button', { name: 'Suspend organisation' }).click();
    await expect(
      toasts(page).getByText('Quaid Academy is suspended.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reactivate Quaid Academy' })).toBeVisible();

    // 2. Its admin cannot sign in: the sign-in page shows the detail.
    const outsider = await visitor(browser, width);
    await outsider.page.goto('/login');
    await outsider.page.getByLabel('Email').fill('admin@quaid.edu.pk');
    await outsider.page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await outsider.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      outsider.page.getByText(
        'Your organization, Quaid Academy, has been suspended, so you cannot sign in.',
        { exact: false },
      ),
    ).toBeVisible();

    // 3. Reactivate; the admin signs in again.
    await page.getByRole('button', { name: 'Reactivate Quaid Academy' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reactivate organisation' }).click();
    await expect(toasts(page).getByText('Quaid Academy is active again.')).toBeVisible();
    await outsider.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(outsider.page).toHaveURL(/\/dashboard$/);

    // 4. Decline a pending new-organisation request with a reason.
    const requestName = `Journey Hub ${id}`;
    const registered = await request.post('/api/auth/register', {
      data: {
        email: `founder.${id}@example.pk`,
        username: `founder_${id}`,
        password: APPLICANT_PASSWORD,
        first_name: 'Faraz',
        last_name: `Founder ${id}`,
        tenant_id: null,
        organization_name: requestName,
        accept_terms: true,
      },
    });
    expect(registered.status()).toBe(201);
    await page.goto('/admin/pending-users');
    await page.getByRole('button', { name: `Decline the request of Faraz Founder ${id}` }).click();
    await page
      .getByRole('dialog')
      .getByLabel(/Reason/)
      .fill('We could not verify the school.');
    await page.getByRole('dialog').getByRole('button', { name: 'Decline request' }).click();
    await expect(
      toasts(page).getByText('The request was declined', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText(requestName)).toHaveCount(0);

    // 5. Iqbal's admin switches to join codes; a visitor registers with the code.
    const school = await browser.newContext({ viewport: { width, height: 900 } });
    const schoolPage = await school.newPage();
    const schoolToken = await signIn(schoolPage, request, 'admin@iqbal.edu.pk', DEMO_PASSWORD);
    await schoolPage.goto('/admin/settings');
    await schoolPage.getByRole('radio', { name: /Only with the school’s join code/ }).click();
    await schoolPage.getByRole('button', { name: 'Save', exact: true }).click();
    const shown = schoolPage.getByRole('status', { name: 'Join code' });
    await expect(shown).toHaveText(/^[A-Z2-9]{8}$/);
    const code = (await shown.textContent())?.trim() ?? '';
    const joiner = await visitor(browser, width);
    await registerInto(joiner.page, 'Iqbal Public School', `c${id}`, 'WRONG234');
    await expect(
      joiner.page.getByText('This join code is not correct.', { exact: false }).first(),
    ).toBeVisible();
    await joiner.page.getByLabel(/School join code/).fill(code.toLowerCase());
    await joiner.page.getByRole('button', { name: 'Create account' }).click();
    await expect(joiner.page).toHaveURL(/\/dashboard$/);

    // 6. Switched to approval: the applicant waits; the tenant admin approves.
    await schoolPage
      .getByRole('radio', { name: /An administrator approves each registration/ })
      .click();
    await schoolPage.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      toasts(schoolPage).getByText('Settings saved successfully!').first(),
    ).toBeVisible();
    const applicant = await visitor(browser, width);
    await registerInto(applicant.page, 'Iqbal Public School', `a${id}`);
    await expect(applicant.page).toHaveURL(/\/login$/);
    await expect(
      toasts(applicant.page).getByText('Iqbal Public School must approve your account', {
        exact: false,
      }),
    ).toBeVisible();
    await applicant.page.getByLabel('Email').fill(`hina.a${id}@example.pk`);
    await applicant.page.getByLabel('Password', { exact: true }).fill(APPLICANT_PASSWORD);
    await applicant.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      applicant.page.getByText('Your account is waiting for approval by Iqbal Public School.', {
        exact: false,
      }),
    ).toBeVisible();
    await schoolPage.goto('/admin/awaiting-approval');
    await schoolPage.getByRole('button', { name: `Approve Hina Journey a${id}` }).click();
    await expect(toasts(schoolPage).getByText('can sign in now', { exact: false })).toBeVisible();
    await applicant.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(applicant.page).toHaveURL(/\/dashboard$/);

    // Tidy: the school admits openly again for the next run.
    const reset = await request.put('/api/tenant-settings/', {
      headers: { authorization: `Bearer ${schoolToken}` },
      data: { registration_mode: 'open' },
    });
    expect(reset.ok()).toBe(true);
    expect(token).toBeTruthy();
    for (const context of [admin, school, outsider.context, joiner.context, applicant.context]) {
      await context.close();
    }
  });
}
