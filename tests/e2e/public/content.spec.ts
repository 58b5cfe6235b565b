// Every public route renders its headline and the spec's wording and figures (spec sections 2
// and 9), without console errors (a hydration mismatch would log one) or requests to other hosts.
import { expect, type Page, test } from '@playwright/test';
import { publicPages } from './pages';

function watchConsole(page: Page, baseURL: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL)) problems.push(`external request: ${request.url()}`);
  });
  return problems;
}

for (const { path, headline } of publicPages) {
  test(`${path} renders its headline, once hydrated, without errors`, async ({ page, baseURL }) => {
    const problems = watchConsole(page, baseURL ?? '');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // The theme picker mounts after hydration: the page is interactive.
    await expect(page.getByRole('button', { name: 'Choose theme' })).toBeVisible();
    await expect(page).toHaveTitle(/Watni/);
    expect(problems).toEqual([]);
  });
}

test('the home page quotes the marketing figures, one reading each', async ({ page }) => {
  await page.goto('/');
  const main = page.locator('main');
  for (const figure of [
    '500+',
    'Students trained',
    '50+',
    'Courses',
    '98%',
    'Satisfaction',
    '1-year',
    'Product warranty',
    '5+ years',
    '12-month',
    'Certification programmes',
  ]) {
    await expect(main).toContainText(figure);
  }
  await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(main.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('no public page uses the other reading of a marketing figure', async ({ request }) => {
  for (const { path } of publicPages) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('100%');
    expect(html, path).not.toMatch(/50\+ projects/i);
  }
});

test('/certifications shows the live-training prices and the two 12-month programmes', async ({
  page,
}) => {
  await page.goto('/certifications');
  const main = page.locator('main');
  for (const text of [
    'PKR 500',
    'per hour',
    'PKR 1,800',
    '4 sessions per month',
    'PKR 3,500',
    '12 sessions per month',
    'Team training',
    'Custom',
    'For 5+ participants',
    'AI & Robotics Professional',
    'Full-Stack Web Development',
    'PKR 6,500',
    'PKR 78,000 in total over 12 months',
  ]) {
    await expect(main).toContainText(text);
  }
  await expect(main.getByText('PKR 6,500', { exact: true })).toHaveCount(2);
});

test('/pricing shows the three plans, the add-ons, the trial and the FAQ', async ({ page }) => {
  await page.goto('/pricing');
  const main = page.locator('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Affordable Pricing for Pakistan',
  );

  const starter = page.locator('#plan-starter');
  await expect(starter).toContainText('$10');
  await expect(starter).toContainText('/month');
  await expect(starter).toContainText('about PKR 2,800');
  for (const feature of [
    'Up to 50 users',
    '1 industry module',
    '5GB storage',
    'Email support',
    'Basic reports',
  ]) {
    await expect(starter).toContainText(feature);
  }
  const professional = page.locator('#plan-professional');
  await expect(professional).toContainText('$30');
  await expect(professional).toContainText('about PKR 8,400');
  for (const feature of [
    'Up to 200 users',
    'Up to 3 industry modules',
    '50GB storage',
    'Priority support',
    'Advanced reports and analytics',
    'API access',
  ]) {
    await expect(professional).toContainText(feature);
  }
  const enterprise = page.locator('#plan-enterprise');
  await expect(enterprise).toContainText('Custom');
  await expect(enterprise.getByRole('link', { name: /Contact Sales/ })).toHaveAttribute(
    'href',
    '/contact',
  );
  for (const feature of [
    'Unlimited users',
    'All modules',
    'Unlimited storage',
    '24/7 support',
    'Custom integrations',
    'SLA',
  ]) {
    await expect(enterprise).toContainText(feature);
  }

  for (const text of [
    '+$8',
    'about PKR 2,240',
    '+$10',
    'about PKR 2,800',
    '+$7',
    'about PKR 1,960',
  ]) {
    await expect(page.locator('#modules')).toContainText(text);
  }
  await expect(main).toContainText('14-day free trial');
  await expect(main).toContainText('No credit card required');

  const faq = page.locator('#faq');
  for (const answer of [
    'Upgrades and downgrades take effect immediately',
    'PayPal',
    'Bank transfer is also available for annual plans',
    'There is no setup fee',
    'You can cancel at any time',
  ]) {
    await expect(faq).toContainText(answer);
  }
  await faq.getByText('Can I change my plan later?').click();
  await expect(faq.getByText(/Upgrades and downgrades take effect immediately/)).toBeVisible();

  await expect(main.locator('a[href="/register"]').first()).toBeVisible();
  await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
});

test('/services lists six services with anchors, Contact Sales each, and the four steps', async ({
  page,
}) => {
  await page.goto('/services');
  for (const id of ['ai-robotics', 'stem', 'business', 'smart-home', 'agriculture', 'automation']) {
    const service = page.locator(`#${id}`);
    await expect(service).toHaveCount(1);
    await expect(service.getByRole('link', { name: /^Contact Sales/ })).toHaveAttribute(
      'href',
      '/contact',
    );
  }
  const steps = page.locator('#process ol > li');
  await expect(steps).toHaveCount(4);
  for (const [i, step] of ['Consultation', 'Proposal', 'Implementation', 'Support'].entries()) {
    await expect(steps.nth(i)).toContainText(step);
  }
});

test('/products lists six products with Contact Sales, and links to /contact and /watni-nexus', async ({
  page,
}) => {
  await page.goto('/products');
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: /^Contact Sales: / })).toHaveCount(6);
  for (const link of await main.getByRole('link', { name: /^Contact Sales: / }).all()) {
    await expect(link).toHaveAttribute('href', '/contact');
  }
  await expect(main.locator('a[href="/watni-nexus"]')).not.toHaveCount(0);
  await expect(main.locator('a[href="/contact"]')).not.toHaveCount(0);
  await expect(main.locator('a[href="/products/dehydrator"]')).not.toHaveCount(0);
});

test('/products/dehydrator shows the product, its specifications and the 1-year warranty', async ({
  page,
}) => {
  await page.goto('/products/dehydrator');
  const main = page.locator('main');
  await expect(main.getByRole('table')).toContainText('Temperature range');
  await expect(main).toContainText('1-year warranty');
  await expect(main.getByRole('link', { name: 'Contact Sales' }).first()).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(main.getByRole('img', { name: /dehydrator/i })).toBeVisible();
});

test('/watni-nexus has the education, healthcare and retail sections', async ({ page }) => {
  await page.goto('/watni-nexus');
  for (const [id, name, addon] of [
    ['education', 'Education', '+$8/mo (about PKR 2,240)'],
    ['healthcare', 'Healthcare', '+$10/mo (about PKR 2,800)'],
    ['retail', 'Retail', '+$7/mo (about PKR 1,960)'],
  ] as const) {
    const section = page.locator(`section#${id}`);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(name);
    await expect(section).toContainText(addon);
  }
});

test('/terms and /privacy are real documents with sections', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.locator('main h2')).not.toHaveCount(0);
  await expect(page.locator('main')).toContainText(
    'governed by the laws of the Islamic Republic of Pakistan',
  );
  await page.goto('/privacy');
  await expect(page.locator('main')).toContainText('We do not sell personal data');
});

test('the footer has quick links, offerings and the contact details', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Offerings' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'info@watni.pk' })).toHaveAttribute(
    'href',
    'mailto:info@watni.pk',
  );
  await expect(footer).toContainText('+92 42 3578 1200');
  await expect(footer).toContainText('Lahore');
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/terms',
  );
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
});

test('the navigation bar shows Login and Get Started when signed out', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header');
  for (const name of [
    'Home',
    'Watni Nexus',
    'Services',
    'Products',
    'Certifications',
    'Courses',
    'Pricing',
    'About',
    'Contact',
  ]) {
    await expect(
      header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }),
    ).toBeVisible();
  }
  await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
});
