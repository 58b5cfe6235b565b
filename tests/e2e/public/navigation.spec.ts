// The shell's behaviour: anchors, scroll to top, the mobile menu, the session in the navigation
// bar, and the not-found page.
import { expect, test } from '@playwright/test';

test('a URL with an anchor scrolls to its section', async ({ page }) => {
  await page.goto('/services#stem');
  await expect(page.locator('#stem')).toBeInViewport();
  await page.goto('/watni-nexus#retail');
  await expect(page.locator('#retail')).toBeInViewport();
});

test('anchor links scroll smoothly to their section after navigation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /^Healthcare: appointments/ }).click();
  await expect(page).toHaveURL(/\/watni-nexus#healthcare$/);
  await expect(page.locator('#healthcare')).toBeInViewport();

  await page.goto('/services');
  await page
    .getByRole('navigation', { name: 'Services on this page' })
    .getByRole('link', { name: 'Smart Agriculture' })
    .click();
  await expect(page.locator('#agriculture')).toBeInViewport();
  // The section stops below the sticky navigation bar, not under it.
  const top = await page.locator('#agriculture').evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(60);
});

test('navigation without an anchor goes to the top of the new page', async ({ page }) => {
  await page.goto('/pricing');
  await page.locator('footer').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.locator('footer').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Technology made here, for here',
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle(/About Watni/);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu toggles and closes on navigation', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await toggle.click();
    await nav.getByRole('link', { name: 'Certifications' }).click();
    await expect(page).toHaveURL(/\/certifications$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('pages fit the width without horizontal scrolling', async ({ page }) => {
    for (const path of ['/', '/pricing', '/certifications', '/contact', '/products/dehydrator']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test('signed in, the bar shows Dashboard and Logout; Logout signs out and goes home', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/login', {
    data: {
      email: process.env.SEED_ADMIN_EMAIL ?? 'admin@watni.pk',
      password: process.env.SEED_ADMIN_PASSWORD ?? 'WatniAdmin#2026',
    },
  });
  expect(login.ok()).toBe(true);
  const tokens = (await login.json()) as { access_token: string; refresh_token: string };
  await page.goto('/pricing');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
  await page.reload();
  const header = page.locator('header');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('an unknown path shows Page not found with a Go Home link, with status 404', async ({
  page,
}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle(/Page not found/);
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Technology that works for Pakistan',
  );
});

test('a client-side navigation to an unknown path shows the not-found page too', async ({
  page,
}) => {
  // From an app page: the public pages load no router (their links are full navigations).
  await page.goto('/login');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/nowhere');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});
