import { expect, test } from '@playwright/test';
import { api, SUPERUSER, SUPERUSER_PASSWORD, startAs } from './role-helpers';

// The superuser starts at the platform's figures (no school request, so no 403) and opens the
// organisations from the menu; an organisation's action opens its dialog. No console error.
test('superuser: platform figures, then the organisations and one organisation', async ({
  page,
  request,
}) => {
  const { problems, token } = await startAs(page, request, SUPERUSER, {
    password: SUPERUSER_PASSWORD,
  });
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400)
      refused.push(`${response.status()} ${response.url()}`);
  });
  const platform = (
    await api<{ platform: { organisations: number } }>(request, token, '/dashboard/')
  ).platform;

  await page.goto('/dashboard');
  await expect(page.getByTestId('organisations-count')).toHaveText(String(platform.organisations));
  await expect(page.getByText('Shop Products')).toHaveCount(0);

  await page.getByRole('link', { name: 'Organisations' }).first().click();
  await expect(page).toHaveURL(/\/admin\/organisations$/);
  const row = page.getByRole('row').filter({ hasText: 'Iqbal Public School' });
  await expect(row).toBeVisible();
  await row
    .getByRole('button', { name: /Iqbal Public School/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toContainText('Iqbal Public School');
  await page.keyboard.press('Escape');
  expect(refused).toEqual([]);
  expect(problems).toEqual([]);
});
