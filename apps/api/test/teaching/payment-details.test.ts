// Payment details of a school: every member reads them, only admins
// change them (audited), an IBAN is checked.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/identity.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  caller,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
  QUAID_STUDENT,
} from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const URL = '/tenant-settings/payment';

describe('payment details', () => {
  it('are read by every member of the school, each school its own', async () => {
    const iqbal = await call(IQBAL_STUDENT, 'GET', URL);
    expectStatus(iqbal, 200);
    expect(iqbal.json()).toMatchObject({
      bank_name: 'Meezan Bank',
      account_title: 'Iqbal Public School',
      iban: 'PK60MEZN0001090102345678',
    });
    const quaid = await call(QUAID_STUDENT, 'GET', URL);
    expect(quaid.json()).toMatchObject({ bank_name: 'HBL' });
    expectStatus(await call('parent@iqbal.edu.pk', 'GET', URL), 200);
    expectStatus(await call(null, 'GET', URL), 401);
  });

  it('are never editable by teachers, students or parents', async () => {
    for (const email of [IQBAL_TEACHER, IQBAL_STUDENT, 'parent@iqbal.edu.pk']) {
      expectStatus(
        await call(email, 'PUT', URL, { account_number: '0000' }),
        403,
        'Only administrators can change the payment details.',
      );
    }
    expect((await call(IQBAL_ADMIN, 'GET', URL)).json().account_number).toBe('0109-0102345678');
  });

  it('are saved by an admin (IBAN normalised, blank clears) and audited with before and after', async () => {
    const response = await call(IQBAL_ADMIN, 'PUT', URL, {
      bank_name: '  Standard   Chartered ',
      iban: 'pk36 scbl 0000 0011 2345 6702',
      account_number: '',
    });
    expectStatus(response, 200);
    expect(response.json()).toEqual({
      bank_name: 'Standard Chartered',
      account_title: 'Iqbal Public School',
      account_number: null,
      iban: 'PK36SCBL0000001123456702',
      instructions: expect.stringContaining('Meezan Bank'),
    });
    const [entry] = await t.query((tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenant_id, IQBAL), eq(auditLog.action, 'payment_details.updated')))
        .orderBy(desc(auditLog.id))
        .limit(1),
    );
    expect(entry!.changes).toEqual({
      bank_name: { from: 'Meezan Bank', to: 'Standard Chartered' },
      iban: { from: 'PK60MEZN0001090102345678', to: 'PK36SCBL0000001123456702' },
      account_number: { from: '0109-0102345678', to: null },
    });
    // Saving the same again changes and audits nothing.
    const again = await call(IQBAL_ADMIN, 'PUT', URL, { bank_name: 'Standard Chartered' });
    expectStatus(again, 200);
    const entries = await t.query((tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenant_id, IQBAL), eq(auditLog.action, 'payment_details.updated'))),
    );
    expect(entries).toHaveLength(1);
  });

  it('refuses a wrong IBAN, unknown fields and an empty body with 422', async () => {
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', URL, { iban: 'PK37SCBL0000001123456702' }),
      422,
      /valid IBAN/,
    );
    expectStatus(await call(IQBAL_ADMIN, 'PUT', URL, { iban: '12345' }), 422);
    expectStatus(await call(IQBAL_ADMIN, 'PUT', URL, { tenant_id: 3 }), 422);
    expectStatus(await call(IQBAL_ADMIN, 'PUT', URL, {}), 422);
  });
});
