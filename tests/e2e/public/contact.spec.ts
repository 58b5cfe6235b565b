// The contact form: client validation beside the fields, a real POST /contact with a clear
// confirmation, and the server's detail when it refuses.
import { expect, test } from '@playwright/test';

test('the contact form sends an enquiry and confirms it', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Full name').fill('Ayesha Khan');
  await page.getByLabel('Email').fill('ayesha@beaconschool.pk');
  await page.getByLabel('Phone').fill('+92 300 1234567');
  await page.getByLabel('Organisation').fill('Beacon Grammar School');
  await page.getByLabel('Subject').fill('Watni Nexus demo');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('We would like a demo of the Education module for two campuses.');
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
    ),
    page.getByRole('button', { name: 'Send message' }).click(),
  ]);
  expect(response.status()).toBe(202);
  expect(response.request().postDataJSON()).toMatchObject({
    name: 'Ayesha Khan',
    email: 'ayesha@beaconschool.pk',
    phone: '+92 300 1234567',
    organization: 'Beacon Grammar School',
    subject: 'Watni Nexus demo',
  });
  const confirmation = page.getByTestId('contact-success');
  await expect(confirmation).toContainText('Thank you, your message has been sent');
  await expect(confirmation).toContainText('ayesha@beaconschool.pk');
  await confirmation.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('');
});

test('client validation shows each error beside its field and sends nothing', async ({ page }) => {
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact')) posted = true;
  });
  await page.goto('/contact');
  await page.getByLabel('Email').fill('ayesha');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please correct the following' }),
  ).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#contact-name-error')).toHaveText('Enter your name.');
  await expect(page.locator('#contact-email-error')).toHaveText(
    'Enter a valid email address, like name@example.com.',
  );
  await expect(page.locator('#contact-message-error')).toHaveText('Enter your message.');
  await expect(page.locator('#contact-phone-error')).toHaveCount(0);
  expect(posted).toBe(false);
  // Fixing a field removes its error.
  await page.getByLabel('Full name').fill('Ayesha');
  await expect(page.locator('#contact-name-error')).toHaveCount(0);
});

test("a refusal shows the server's detail and its field errors", async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        detail: 'email must be a valid email address.',
        errors: [{ field: 'email', message: 'email must be a valid email address.' }],
      }),
    }),
  );
  await page.goto('/contact');
  await page.getByLabel('Full name').fill('Ayesha Khan');
  await page.getByLabel('Email').fill('ayesha@school.pk');
  await page.getByLabel('Subject').fill('Fees');
  await page.getByRole('textbox', { name: 'Message' }).fill('What are the fees?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'email must be a valid email address.' }).first(),
  ).toBeVisible();
  await expect(page.locator('#contact-email-error')).toHaveText(
    'email must be a valid email address.',
  );
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
});
