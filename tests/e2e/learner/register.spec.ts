// Registration: into a seeded school (signed in, dashboard) and a new organisation (review
// message, then /login).
import { expect, type Page, test } from '@playwright/test';
import { PASSWORD, unique } from './helpers';

async function fillCommon(page: Page, id: string) {
  await page.getByLabel('First name').fill('Sana');
  await page.getByLabel('Last name').fill('Iqbal');
  await page.getByLabel('Username').fill(`sana_${id}`);
  await page.getByLabel('Email').fill(`sana.${id}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  await expect(page.getByText('Min. 6 characters')).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept/ }).click();
}

test('a visitor registers into a seeded school and lands on the dashboard', async ({ page }) => {
  await page.goto('/register');
  await fillCommon(page, unique());
  await page.getByRole('combobox', { name: /Organisation/ }).click();
  await page.getByRole('option', { name: 'Iqbal Public School' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Watni, Sana!'); // first sign-in;
});

test('a new-organisation request goes to /login with the review message', async ({ page }) => {
  const id = unique();
  await page.goto('/register');
  await fillCommon(page, id);
  await page.getByRole('combobox', { name: /Organisation/ }).click();
  await page.getByRole('option', { name: /create a new one/ }).click();
  await page.getByLabel('Organisation name').fill(`Lahore Hub ${id}`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText(
        `Registration successful! Your organization "Lahore Hub ${id}" has been submitted for review. You will receive an email once your account is approved by the admin.`,
      ),
  ).toBeVisible();
});

test('registration shows the rules beside the fields', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your first name.').first()).toBeVisible();
  await expect(
    page.getByText('You must accept the terms and the privacy policy.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
