// The site works under its Content-Security-Policy (docs/security.md): public pages, the sign-in
// form, the dashboard and a staff page load and respond with zero CSP violations, and the inline
// theme boot script (allowed by its sha256) still runs before the first paint.
import { expect, type Page, test } from '@playwright/test';

const PASSWORD = 'Demo#2026';

declare global {
  interface Window {
    __cspViolations?: string[];
    __classAtBody?: string;
  }
}

/** Collects CSP violations (the DOM event and the console) and <html>'s class when <body> starts. */
async function watch(page: Page): Promise<string[]> {
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      window.__classAtBody = document.documentElement.className;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  return consoleViolations;
}

async function expectNoViolations(page: Page, consoleViolations: string[]) {
  const events = await page.evaluate(() => window.__cspViolations ?? []);
  expect([...events, ...consoleViolations]).toEqual([]);
}

test('public pages carry the policy, run the theme boot script and break no rule', async ({
  page,
}) => {
  const violations = await watch(page);
  await page.addInitScript(() => localStorage.setItem('watni-theme', 'purple'));
  for (const path of ['/', '/pricing', '/login']) {
    const response = await page.goto(path);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp, path).toContain("default-src 'self'");
    expect(csp, path).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The inline boot script ran before <body>: the stored theme was already on <html>.
    expect(await page.evaluate(() => window.__classAtBody), path).toMatch(/theme-purple/);
    await expectNoViolations(page, violations);
  }

  // Interactive: the theme picker (React, hydrated) still switches themes.
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose theme' }).click();
  await page.getByRole('radio', { name: /Purple/ }).click();
  await expect(page.locator('html')).toHaveClass(/theme-purple/);
  await expectNoViolations(page, violations);
});

test('signing in, the dashboard and a staff page work under the policy', async ({ page }) => {
  const violations = await watch(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@iqbal.edu.pk');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, violations);

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('student@iqbal.edu.pk').first()).toBeVisible();
  await expectNoViolations(page, violations);
});
