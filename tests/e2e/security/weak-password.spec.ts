// End to end: the registration form shows a weak password's strength while it
// is typed, and the service refuses it with a detail that says why; a strong one goes through.
import { expect, test } from '@playwright/test';
import { unique } from '../learner/helpers';

test('a common password is shown as weak and refused by the service', async ({ page }) => {
  const id = unique();
  await page.goto('/register');
  await page.getByLabel('First name').fill('Sana');
  await page.getByLabel('Last name').fill('Iqbal');
  await page.getByLabel('Username').fill(`sana_${id}`);
  await page.getByLabel('Email').fill(`sana.${id}@example.com`);
  await page.getByLabel('Password').fill('password');
  await expect(
    page.getByText(
      'Password strength: Too easy to guess. This is one of the most common passwords.',
    ),
  ).toBeVisible();
  await page.getByRole('combobox', { name: /Organisation/ }).click();
  await page.getByRole('option', { name: 'Iqbal Public School' }).click();
  await page.getByRole('checkbox', { name: /I accept/ }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/^This password is too easy to guess\./).first()).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel('Password').fill('Kite#Lamp#River2026');
  await expect(page.getByText('Password strength: Strong.')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
