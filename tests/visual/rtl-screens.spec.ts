// Right-to-left visual baselines of whole screens: a dashboard, a list, a form, a
// dialog, the quiz and the console's phone drawer, in Urdu, from their stories. A change to the
// mirrored layout (a `left` that should be `inset-inline-start`, an arrow that stopped flipping,
// the Nastaliq font not loading) fails with a pixel diff in test-results/.
import { expect, type Page, test } from '@playwright/test';

interface Shot {
  name: string;
  story: string;
  width: number;
  theme?: string;
}

const shots: Shot[] = [
  { name: 'dashboard-ur-1280', story: 'screens-learner-dashboard--urdu', width: 1280 },
  {
    name: 'dashboard-ur-purple-375',
    story: 'screens-learner-dashboard--urdu',
    width: 375,
    theme: 'purple',
  },
  { name: 'users-list-ur-1280', story: 'screens-staff-usermanagement--urdu', width: 1280 },
  {
    name: 'settings-form-ur-1280',
    story: 'screens-staff-tenantsettings--with-payment-details-urdu',
    width: 1280,
  },
  {
    name: 'suspend-dialog-ur-1280',
    story: 'screens-platform-organisations--urdu-suspend-dialog',
    width: 1280,
  },
  { name: 'quiz-ur-1280', story: 'screens-learner-quiz--urdu', width: 1280 },
  { name: 'quiz-ur-375', story: 'screens-learner-quiz--urdu', width: 375 },
  {
    name: 'console-drawer-ur-375',
    story: 'screens-console-consolelayout--urdu-phone-drawer-open',
    width: 375,
  },
];

async function openStory(page: Page, shot: Shot) {
  await page.setViewportSize({ width: shot.width, height: 900 });
  const globals = `locale:ur${shot.theme ? `;theme:${shot.theme}` : ''}`;
  await page.goto(`/iframe.html?id=${shot.story}&viewMode=story&globals=${globals}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The story rendered (its play function, if any, has run: Storybook marks the root when done).
  await expect(page.locator('#storybook-root')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // Nastaliq is the Urdu face: a baseline taken with a fallback font would be worthless.
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Nastaliq Urdu"'))).toBe(true);
}

for (const shot of shots) {
  test(`${shot.name} (${shot.story})`, async ({ page }) => {
    await openStory(page, shot);
    await expect(page).toHaveScreenshot(`${shot.name}.png`, { fullPage: true });
  });
}
