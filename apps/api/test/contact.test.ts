import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEnquiries } from '../src/db/schema/contact.js';
import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const enquiries = () =>
  t.query(async (tx) => (await tx.select({ n: count() }).from(contactEnquiries))[0]!.n);

const enquiry = {
  name: 'Ayesha Siddiqui',
  email: 'Ayesha@Example.pk',
  phone: '+92 300 1234567',
  organization: 'Beaconhouse Campus 4',
  subject: 'Watni Nexus demo',
  message: 'We would like a demo of the education suite for our three campuses.',
};

describe('POST /contact', () => {
  it('stores the enquiry and emails it to the company, without a token', async () => {
    const before = t.mailer.messages.length;
    const response = await t.request({ method: 'POST', url: '/api/contact', payload: enquiry });
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toContain('Thank you');

    const [row] = await t.query((tx) => tx.select().from(contactEnquiries));
    expect(row).toMatchObject({ name: enquiry.name, email: 'ayesha@example.pk' });

    const mail = await t.mailer.waitFor(t.config.contactEmail, before);
    expect(mail.subject).toContain('Watni Nexus demo');
    expect(mail.text).toContain(enquiry.message);
    expect(mail.text).toContain('+92 300 1234567');
  });

  it('accepts an enquiry with only the required fields', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Bilal', email: 'bilal@example.pk', message: 'Do you deliver to Multan?' },
    });
    expect(response.statusCode).toBe(202);
  });

  it('refuses bad input with 422 naming the field, and stores nothing', async () => {
    const before = await enquiries();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...enquiry, message: undefined }, 'message'],
      [{ ...enquiry, email: 'not-an-email' }, 'email'],
      [{ ...enquiry, name: '   ' }, 'name'],
      [{ ...enquiry, message: 'x'.repeat(5001) }, 'message'],
      [{ ...enquiry, admin: true }, 'admin'],
    ];
    for (const [payload, field] of cases) {
      const response = await t.request({ method: 'POST', url: '/api/contact', payload });
      expect(response.statusCode, field).toBe(422);
      expect(response.json().detail, field).toContain(field);
    }
    expect(await enquiries()).toBe(before);
  });
});
