// Sign-in: validation, the server's failure message, success to the dashboard, protected routes
// coming back after sign-in, and an expired session going to /login.
import { expect, test } from '@playwright/test';
import { apiToken, PASSWORD, signIn } from './helpers';

test('sign-in asks for the missing fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Beside each field, and in the summary that takes focus (a link to each field).
  const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following:' });
  await expect(summary).toBeFocused();
  await expect(
    summary.getByRole('link', { name: 'Enter your email address or mobile number.' }),
  ).toBeVisible();
  await expect(page.locator('#login-email-error')).toHaveText(
    'Enter your email address or mobile number.',
  );
  await expect(page.locator('#login-password-error')).toHaveText('Enter your password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the server detail', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'student@iqbal.edu.pk', 'wrong-password');
  const error = page.getByTestId('login-error');
  await expect(error).toBeVisible();
  await expect(error).not.toHaveText('');
  await expect(page).toHaveURL(/\/login$/);
});

test('sign-in goes to the dashboard with a greeting and the role', async ({ page, request }) => {
  // "Welcome back" is for someone who has signed in before: make sure Ali has, whichever test
  // ran first on this product (a fresh one greets a first sign-in with "Welcome to Watni").
  await apiToken(request, 'student@iqbal.edu.pk');
  await page.goto('/login');
  await signIn(page, 'student@iqbal.edu.pk');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ali!');
  await expect(page.getByTestId('role-badge')).toHaveText('Student');
  await expect(page.getByText('Admin Controls')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Browse Courses/ })).toBeVisible();
});

test('a tenant admin sees Admin Controls without Pending Users', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin@iqbal.edu.pk');
  await expect(page.getByText('Admin Controls')).toBeVisible();
  // The dashboard's tiles (the console's menu has an Enrollments entry too).
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /Enrollments/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Pending Users/i })).toHaveCount(0);
});

test('a protected page sends the signed-out to sign in and back', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await signIn(page, 'student@iqbal.edu.pk', PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ali');
});

test('an expired session goes to /login', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('access_token', 'expired.invalid.token');
    localStorage.setItem('refresh_token', 'revoked-refresh-token');
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
