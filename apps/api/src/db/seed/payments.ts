// Demo payment details: each demo school's bank account, shown on the
// enrolment page of its paid courses. Idempotent: a school that already has details keeps them.
import { inArray } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { tenants } from '../schema/identity.js';
import { tenantPaymentDetails } from '../schema/payments.js';

const DETAILS: Record<string, Omit<typeof tenantPaymentDetails.$inferInsert, 'tenant_id'>> = {
  'iqbal-public-school': {
    bank_name: 'Meezan Bank',
    account_title: 'Iqbal Public School',
    account_number: '0109-0102345678',
    iban: 'PK60MEZN0001090102345678',
    instructions:
      'Pay at any Meezan Bank branch or by online transfer. Write the student’s name and the course in the remarks, then send a photo of the receipt to the school office on WhatsApp (0300 1234567).',
  },
  'quaid-academy': {
    bank_name: 'HBL',
    account_title: 'Quaid Academy (Pvt) Ltd',
    account_number: '1234-5678901234',
    iban: 'PK72HABB0012345678901234',
    instructions:
      'Transfer the fee and keep the transaction ID. The office confirms payments every working day by 4 pm.',
  },
};

export async function seedPaymentDetails(tx: Tx): Promise<void> {
  const rows = await tx
    .select({ id: tenants.id, slug: tenants.slug })
    .from(tenants)
    .where(inArray(tenants.slug, Object.keys(DETAILS)));
  for (const tenant of rows) {
    const details = DETAILS[tenant.slug];
    if (!details) continue;
    await tx
      .insert(tenantPaymentDetails)
      .values({ ...details, tenant_id: tenant.id })
      .onConflictDoNothing();
  }
}
