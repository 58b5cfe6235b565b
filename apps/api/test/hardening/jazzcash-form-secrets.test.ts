// JazzCash's hosted checkout (Page Redirection, v1.1) is a form the PAYER's browser posts to
// JazzCash, and v1.1 puts the merchant password in it (pp_Password: public/jazz.php of JazzCash's
// sample integration; docs/payments.md). That password therefore reaches every payer, which
// docs/security.md records as accepted by the protocol. The integrity salt must not: it is the
// HMAC key of pp_SecureHash, and whoever holds it can forge a "paid" callback. This test renders
// the checkout a payer receives and looks for the salt in all of it (raw, and in the usual
// encodings), and checks the hash was made with the salt on the server.
import { MODULES_WITH_SCREENS } from '@watni/policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../src/db/schema/learning.js';
import { jazzcashHash } from '../../src/domains/payments-online/providers/jazzcash.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectStatus, IQBAL, IQBAL_ADMIN, IQBAL_STUDENT } from '../learning/helpers.js';
import { moduleId } from '../platform/helpers.js';

const JAZZ = { merchant_id: 'MC40077001', password: 'jc-pw-5t7u9w', secret: 'jcSaltQ4r8v2x6' };

let t: TestApp;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({}, { modulesWithScreens: [...MODULES_WITH_SCREENS, 'fee-management'] });
  call = caller(t);
  const fees = await moduleId(t, 'fee-management');
  expectStatus(await call(IQBAL_ADMIN, 'POST', `/modules/tenant/enable/${fees}`), 200);
  expectStatus(
    await call(IQBAL_ADMIN, 'PUT', '/payments/online/settings/jazzcash', {
      enabled: true,
      ...JAZZ,
    }),
    200,
  );
});

afterAll(async () => {
  await t?.close();
});

describe('the JazzCash checkout a payer receives', () => {
  it('carries the merchant password (v1.1 requires it) but never the integrity salt', async () => {
    const [course] = await t.query((tx) =>
      tx
        .insert(courses)
        .values({
          tenant_id: IQBAL,
          title: 'JazzCash form course',
          description: 'A paid course for the JazzCash form test.',
          price: '1500',
          currency: 'PKR',
          is_published: true,
        })
        .returning({ id: courses.id }),
    );
    const enrolled = await call(IQBAL_STUDENT, 'POST', `/courses/${course!.id}/enroll`, {});
    expectStatus(enrolled, 201);
    const checkout = await call(IQBAL_STUDENT, 'POST', '/payments/online/checkouts', {
      provider: 'jazzcash',
      enrollment_id: enrolled.json().id,
    });
    expectStatus(checkout, 201);
    const { fields, action } = checkout.json() as {
      fields: Record<string, string>;
      action: string;
    };
    expect(action).toContain('/CustomerPortal/transactionmanagement/merchantform/');
    // What the protocol sends from the browser: documented, not a leak of ours.
    expect(fields.pp_Password).toBe(JAZZ.password);
    // The salt: nowhere in the answer, in any encoding a page could carry it.
    const salt = JAZZ.secret;
    const encodings = [
      salt,
      encodeURIComponent(salt),
      Buffer.from(salt).toString('base64'),
      Buffer.from(salt).toString('hex'),
    ];
    for (const encoded of encodings) expect(checkout.body).not.toContain(encoded);
    // …yet the form is signed with it (so JazzCash accepts it): the HMAC, made on the server.
    expect(fields.pp_SecureHash).toBe(jazzcashHash(fields, salt));
  });

  it('the settings the school office reads back show neither', async () => {
    const settings = await call(IQBAL_ADMIN, 'GET', '/payments/online/settings');
    expectStatus(settings, 200);
    expect(settings.body).not.toContain(JAZZ.secret);
    expect(settings.body).not.toContain(JAZZ.password);
  });
});
