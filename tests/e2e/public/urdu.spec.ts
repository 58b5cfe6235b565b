// Urdu, right to left: a reader switches the public site to Urdu, sees it mirrored and in Urdu,
// and keeps it on reload and on the next visit; the Urdu pages are prerendered for crawlers.
import { expect, test } from '@playwright/test';

test('switch to Urdu on the public site, reload and keep it, then back to English', async ({
  page,
}) => {
  await page.goto('/pricing');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');

  await page.getByRole('link', { name: /اردو/ }).first().click();
  await expect(page).toHaveURL(/\/ur\/pricing$/);
  await expect(html).toHaveAttribute('lang', 'ur');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('پاکستان کے لیے مناسب قیمتیں');
  await expect(page.getByText('PKR 2,800').first()).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/ur\/pricing$/);
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('پاکستان کے لیے مناسب قیمتیں');

  // The choice is remembered: an English address opens its Urdu twin before anything paints.
  await page.goto('/about');
  await expect(page).toHaveURL(/\/ur\/about$/);
  await expect(html).toHaveAttribute('lang', 'ur');

  // An app page (no twin) follows the choice too.
  await page.goto('/login');
  await expect(html).toHaveAttribute('lang', 'ur');
  await expect(html).toHaveAttribute('dir', 'rtl');

  await page.goto('/ur/about');
  await page
    .getByRole('link', { name: /English/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Technology made here, for here',
  );
  await page.reload();
  await expect(page).toHaveURL(/\/about$/);
  await expect(html).toHaveAttribute('dir', 'ltr');
});

test('the Urdu pages are prerendered, linked both ways with hreflang and listed in the sitemap', async ({
  request,
}) => {
  const response = await request.get('/ur/pricing');
  expect(response.status()).toBe(200);
  const page = await response.text();
  expect(page).toContain('<html lang="ur" dir="rtl">');
  expect(page).toContain('پاکستان کے لیے مناسب قیمتیں');
  expect(page).toContain('<link rel="alternate" hreflang="en" href="https://watni.pk/pricing" />');
  expect(page).toContain(
    '<link rel="alternate" hreflang="ur" href="https://watni.pk/ur/pricing" />',
  );

  const english = await (await request.get('/pricing')).text();
  expect(english).toContain('<html lang="en" dir="ltr">');
  expect(english).toContain('hreflang="ur" href="https://watni.pk/ur/pricing"');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/ur', '/ur/pricing', '/ur/about', '/ur/terms'])
    expect(sitemap).toContain(`<loc>https://watni.pk${path}</loc>`);
});
