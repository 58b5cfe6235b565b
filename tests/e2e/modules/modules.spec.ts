import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { isCoreModule, MODULES_WITH_SCREENS } from '@watni/policy';
import { parse } from 'yaml';

// Honest modules and subscription plans, at 1280 and 375 px:
// - the subscription page states each limit once, with PKR beside the dollars;
// - Module Management shows "Coming soon" with no switch, and "Included in your plan";
// - an admin switches on an add-on after seeing its price, finds its menu entry, switches it off:
//   the entry disappears and its API answers 403 with the sentence. This part needs an add-on with
//   screens (packages/policy/src/modules.ts MODULES_WITH_SCREENS); until one lands it is skipped
//   with that reason.

const ADMIN = 'admin@quaid.edu.pk'; // Quaid Academy, on Starter
const PASSWORD = 'Demo#2026';

async function signIn(page: Page, request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  const tokens = (await res.json()) as { access_token: string; refresh_token: string };
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
  return tokens.access_token;
}

/** The first add-on with screens, and a GET operation of it without path parameters. */
function realAddon(): { slug: string; path: string } | null {
  const slug = MODULES_WITH_SCREENS.find((module) => !isCoreModule(module));
  if (!slug) return null;
  const doc = parse(readFileSync(join(import.meta.dirname, '../../../openapi.yaml'), 'utf8'));
  const tagModule = new Map<string, string>(
    (doc.tags ?? []).map((tag: { name: string; 'x-module'?: string }) => [
      tag.name,
      tag['x-module'],
    ]),
  );
  for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
    const get = item.get;
    if (!get || path.includes('{')) continue;
    const module =
      (get['x-module'] as string | undefined) ??
      ((get.tags as string[] | undefined) ?? []).map((tag) => tagModule.get(tag)).find(Boolean);
    if (module === slug) return { slug, path };
  }
  return null;
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 780 } });

    const openMenu = async (page: Page) => {
      if (width > 400) return page.getByRole('complementary').getByRole('navigation');
      await page.getByRole('button', { name: 'Open menu' }).click();
      return page.getByRole('dialog', { name: 'Menu' });
    };

    test('the subscription page states each limit once, with PKR', async ({ page, request }) => {
      await signIn(page, request, ADMIN);
      await page.goto('/admin/subscriptions');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Subscription Plans' }),
      ).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByText('Up to 45 students', { exact: true })).toHaveCount(1);
      await expect(main.getByText('Up to 5 teachers', { exact: true })).toHaveCount(1);
      await expect(main.getByText('5 GB storage', { exact: true })).toHaveCount(1);
      await expect(main.getByText('Unlimited storage', { exact: true })).toHaveCount(1);
      await expect(main.getByText(/Up to \d+ users/)).toHaveCount(0);
      await expect(main.getByText(/Unlimited GB/)).toHaveCount(0);
      await expect(main.getByText('about PKR 2,800')).toBeVisible();
      await expect(main.getByText('about PKR 8,400')).toBeVisible();
      // On Starter: Professional is an upgrade, Enterprise is for sales; Starter is current.
      await expect(main.getByRole('button', { name: 'Upgrade Professional' })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Contact Sales Enterprise' })).toBeVisible();
      await main.getByRole('button', { name: 'Upgrade Professional' }).click();
      await expect(
        page.getByText('Subscription upgrade coming soon!', { exact: true }),
      ).toBeVisible();

      await page.getByRole('tab', { name: 'Current Subscription' }).click();
      // The demo academy has more students than Starter allows: the page says so.
      await expect(main.getByText(/^\d+ of 45/)).toBeVisible();
      await expect(main.getByText(/ of 5 GB$/)).toBeVisible();
      await expect(main.getByText('$10 (PKR 2,800)').first()).toBeVisible();
      if (process.env.SHOTS) {
        await page.screenshot({
          path: `${process.env.SHOTS}/current-${width}.png`,
          fullPage: true,
        });
        await page.getByRole('tab', { name: 'All Plans' }).click();
        await page.screenshot({ path: `${process.env.SHOTS}/plans-${width}.png`, fullPage: true });
      }
    });

    test('coming-soon modules have a label and no switch; the service refuses them', async ({
      page,
      request,
    }) => {
      const token = await signIn(page, request, ADMIN);
      await page.goto('/admin/modules');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Module Management' }),
      ).toBeVisible();
      const inventory = page.locator('[data-module="inventory"]');
      await expect(inventory.getByText('Coming soon')).toBeVisible();
      await expect(inventory.getByRole('switch')).toHaveCount(0);
      // Starter includes the Education Suite (itself coming soon: the label says so).
      await expect(
        page.locator('[data-module="education-suite"]').getByText('Coming soon'),
      ).toBeVisible();

      const modules = await request.get('/api/modules/?category=management', {
        headers: { authorization: `Bearer ${token}` },
      });
      const id = (await modules.json()).items.find(
        (m: { slug: string }) => m.slug === 'inventory',
      ).id;
      const refused = await request.post(`/api/modules/tenant/enable/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(refused.status()).toBe(409);
      expect((await refused.json()).detail).toBe(
        'The Inventory module is coming soon and cannot be enabled yet.',
      );
    });

    test('an admin switches an add-on on after seeing its price, then off', async ({
      page,
      request,
    }) => {
      const addon = realAddon();
      test.skip(!addon, 'No add-on has screens yet (packages/policy/src/modules.ts).');
      const { slug, path } = addon!;
      const token = await signIn(page, request, ADMIN);
      const access = await request.get('/api/modules/tenant/access', {
        headers: { authorization: `Bearer ${token}` },
      });
      const item = (await access.json()).items.find(
        (entry: { module_slug: string }) => entry.module_slug === slug,
      );
      expect(item.is_addon).toBe(true);
      // The demo school has its add-ons with screens on: start from off, end as it was.
      const auth = { headers: { authorization: `Bearer ${token}` } };
      const wasOn = item.is_enabled as boolean;
      if (wasOn) await request.post(`/api/modules/tenant/disable/${item.module_id}`, auth);
      await page.goto('/admin/modules');
      const menuShown = await openMenu(page);
      // The menu is built once the session and the modules are read: wait for it.
      await expect(menuShown.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
      const menuBefore = await menuShown.getByRole('link').allTextContents();
      if (width <= 400) await page.keyboard.press('Escape');

      const card = page.locator(`[data-module="${slug}"]`);
      await card.getByRole('switch').click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(`adds $${item.monthly_price} a month`);
      await expect(dialog).toContainText('Your new monthly total: $');
      await dialog.getByRole('button', { name: /^Switch on for/ }).click();
      await expect(card.getByRole('switch')).toBeChecked();

      let menu = await openMenu(page);
      await expect
        .poll(async () => (await menu.getByRole('link').allTextContents()).length)
        .toBeGreaterThan(menuBefore.length);
      const added = (await menu.getByRole('link').allTextContents()).filter(
        (label) => !menuBefore.includes(label) && !label.startsWith('To grade'),
      );
      expect(added.length).toBeGreaterThan(0);
      if (width <= 400) await page.keyboard.press('Escape');
      const api = () =>
        request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect((await api()).status()).toBe(200);

      await card.getByRole('switch').click();
      await expect(card.getByRole('switch')).not.toBeChecked();
      menu = await openMenu(page);
      for (const label of added) {
        await expect(menu.getByRole('link', { name: label, exact: true })).toHaveCount(0);
      }
      if (width <= 400) await page.keyboard.press('Escape');
      const off = await api();
      expect(off.status()).toBe(403);
      expect((await off.json()).detail).toBe(
        `The ${item.module_name} module is not enabled for your organisation.`,
      );
      if (wasOn) await request.post(`/api/modules/tenant/enable/${item.module_id}`, auth);
    });
  });
}
