// How a learner pays the school for a paid course: the school's bank
// account and instructions, shown on the enrolment page of every paid course. Every member of
// the tenant reads them; only admins change them (audited with before/after). Vouchers and
// JazzCash/Easypaisa come with the fees module as payment methods of their own.
import { isValidIban, normalizeIban } from '@watni/policy';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tenantPaymentDetails } from '../../db/schema/payments.js';
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Schemas } from '../../http/types.js';
import { ownTenantId, requireAdmin } from '../admin/access.js';
import { audit, diff } from '../audit/service.js';
import { lockTenantSettings } from './repository.js';

const PAYMENT_MESSAGES = defineMessages('settings.payment-details', {
  adminsOnly: {
    en: 'Only administrators can change the payment details.',
    ur: 'ادائیگی کی تفصیلات صرف ایڈمن بدل سکتے ہیں۔',
  },
  iban: {
    en: 'iban must be a valid IBAN (for a Pakistani account: 24 characters starting with PK, e.g. PK36 SCBL 0000 0011 2345 6702).',
    ur: 'iban کوئی درست IBAN ہونا چاہیے (پاکستانی اکاؤنٹ کے لیے: PK سے شروع ہونے والے 24 حروف، مثلاً PK36 SCBL 0000 0011 2345 6702)۔',
  },
});

type PaymentDetails = Schemas['PaymentDetails'];
const FIELDS = ['bank_name', 'account_title', 'account_number', 'iban', 'instructions'] as const;

const EMPTY: PaymentDetails = {
  bank_name: null,
  account_title: null,
  account_number: null,
  iban: null,
  instructions: null,
};

const columns = {
  bank_name: tenantPaymentDetails.bank_name,
  account_title: tenantPaymentDetails.account_title,
  account_number: tenantPaymentDetails.account_number,
  iban: tenantPaymentDetails.iban,
  instructions: tenantPaymentDetails.instructions,
};

async function read(tx: Tx, tenantId: number): Promise<PaymentDetails> {
  const [row] = await tx
    .select(columns)
    .from(tenantPaymentDetails)
    .where(eq(tenantPaymentDetails.tenant_id, tenantId));
  return row ? { ...row } : { ...EMPTY };
}

/** Trimmed text, null when blank; multi-line only for the instructions. */
function clean(field: (typeof FIELDS)[number], value: string | null | undefined) {
  if (value === undefined) return undefined;
  const text =
    field === 'instructions'
      ? value?.replace(/\r\n?/g, '\n').trim()
      : value?.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  if (field === 'iban') {
    const iban = normalizeIban(text);
    if (!isValidIban(iban)) throw invalidField('iban', PAYMENT_MESSAGES.iban);
    return iban;
  }
  return text;
}

export async function getPaymentDetails(deps: AppDeps, auth: AuthContext) {
  return withScope(deps.db, auth.scope, (tx) => read(tx, ownTenantId(auth)));
}

export async function updatePaymentDetails(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'updatePaymentDetails'>,
): Promise<PaymentDetails> {
  requireAdmin(auth, PAYMENT_MESSAGES.adminsOnly);
  const changes: Partial<PaymentDetails> = {};
  for (const field of FIELDS) {
    const value = clean(field, body[field]);
    if (value !== undefined) changes[field] = value;
  }
  const tenantId = ownTenantId(auth);
  return withScope(deps.db, auth.scope, async (tx) => {
    await lockTenantSettings(tx, tenantId);
    const before = await read(tx, tenantId);
    const changed = diff(before as unknown as Record<string, unknown>, changes);
    if (Object.keys(changed).length === 0) return before;
    const now = new Date();
    await tx
      .insert(tenantPaymentDetails)
      .values({
        ...before,
        ...changes,
        tenant_id: tenantId,
        updated_at: now,
        updated_by: auth.user.id,
      })
      .onConflictDoUpdate({
        target: tenantPaymentDetails.tenant_id,
        set: { ...changes, updated_at: now, updated_by: auth.user.id },
      });
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'payment_details.updated',
      entityType: 'tenant_payment_details',
      entityId: tenantId,
      changes: changed,
    });
    return read(tx, tenantId);
  });
}
