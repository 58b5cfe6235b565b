// Online payment: the school's providers, starting a checkout for a voucher or a
// paid course enrolment, and the verified notifications that confirm it.
//
// Trust: nothing the browser or a notification says is believed before the provider's verify step
// (signature with the school's secret, or Easypaisa's own answer to our inquiry) AND our checks:
// the reference is ours and of that provider, the amount equals what we asked, the bill reference
// (when echoed) is ours. A payment is pending until then. Confirming is one conditional update
// (`status <> 'confirmed'`), so a repeated or concurrent notification confirms, and records the
// fee payment, exactly once.
import { randomBytes } from 'node:crypto';
import type { OnlinePayment } from '../../db/schema/online-payments.js';
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import { checkSavedUrl, OutboundRefused } from '../../http/outbound.js';
import type { Body, Query, Schemas } from '../../http/types.js';
import { can } from '../_shared/policy.js';
import { ownTenantId, requireAdmin } from '../admin/access.js';
import { audit } from '../audit/service.js';
import { openSecrets, sealSecrets } from './credentials.js';
import { feesPort } from './fees-port.js';
import { ONLINE_MESSAGES } from './messages.js';
import { credentialsOf, DEFAULT_BASE_URLS, isAvailable, isConfigured } from './provider-access.js';
import { isEasypaisaHashKey } from './providers/easypaisa.js';
import { PROVIDERS, type ProviderId, providers } from './providers/index.js';
import { RECONCILE_DELAYS_MS, scheduleCheck } from './reconcile.js';
import * as repo from './repository.js';

type ProviderView = Schemas['OnlinePaymentProvider'];

function hint(merchantId: string | null): string | null {
  return merchantId ? merchantId.slice(-4) : null;
}

/** The address a school registers in the provider's portal for its server-to-server notices. */
function ipnUrl(deps: AppDeps, provider: ProviderId): string | null {
  if (provider === 'sandbox') return null;
  return new URL(`/api/payments/online/callback/${provider}`, deps.config.publicUrl).toString();
}

async function view(
  deps: AppDeps,
  provider: ProviderId,
  row: repo.ProviderSettingsRow | undefined,
): Promise<ProviderView> {
  let inquiry = provider !== 'easypaisa';
  if (provider === 'easypaisa' && row?.credentials_enc) {
    const secrets = await openSecrets(deps.db, row.credentials_enc);
    inquiry = !!secrets.api_username && !!secrets.api_password;
  }
  return {
    provider,
    enabled: (row?.enabled ?? false) && isAvailable(deps, provider),
    configured: isConfigured(provider, row),
    merchant_hint: provider === 'sandbox' ? null : hint(row?.merchant_id ?? null),
    base_url:
      provider === 'sandbox'
        ? deps.config.publicUrl
        : (row?.base_url ?? DEFAULT_BASE_URLS[provider]),
    ipn_url: ipnUrl(deps, provider),
    inquiry_configured: inquiry,
    available: isAvailable(deps, provider),
  };
}

export async function getOnlinePaymentSettings(deps: AppDeps, auth: AuthContext) {
  requireAdmin(auth, ONLINE_MESSAGES.adminsOnly);
  return withScope(deps.db, auth.scope, async (tx) => {
    const rows = await repo.listSettings(tx, ownTenantId(auth));
    const items: ProviderView[] = [];
    for (const provider of PROVIDERS) {
      items.push(
        await view(
          deps,
          provider,
          rows.find((row) => row.provider === provider),
        ),
      );
    }
    return { items };
  });
}

async function cleanBaseUrl(value: string | null | undefined): Promise<string | null | undefined> {
  if (value === undefined || value === null) return value;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw invalidField('base_url', ONLINE_MESSAGES.baseUrl);
  }
  // The same rules as the outbound guard that will call it: https, a public address (http and
  // private hosts only where the operator allows them), the name resolved once; the guard checks
  // again at connect time.
  try {
    await checkSavedUrl(url);
  } catch (error) {
    if (error instanceof OutboundRefused) throw invalidField('base_url', error.message);
    throw error;
  }
  return url.origin;
}

export async function updateOnlinePaymentProvider(
  deps: AppDeps,
  auth: AuthContext,
  provider: ProviderId,
  body: Body<'updateOnlinePaymentProvider'>,
): Promise<ProviderView> {
  requireAdmin(auth, ONLINE_MESSAGES.adminsOnly);
  const baseUrl = await cleanBaseUrl(body.base_url);
  if (provider === 'easypaisa' && body.secret !== undefined && !isEasypaisaHashKey(body.secret)) {
    throw invalidField('secret', ONLINE_MESSAGES.hashKey);
  }
  if (provider === 'sandbox' && body.enabled === true && !isAvailable(deps, provider)) {
    throw invalidField('enabled', ONLINE_MESSAGES.sandboxOff);
  }
  const tenantId = ownTenantId(auth);
  return withScope(deps.db, auth.scope, async (tx) => {
    const before = await repo.lockSettings(tx, tenantId, provider);
    const changes: Partial<repo.ProviderSettingsRow> = { updated_by: auth.user.id };
    const changed: Record<string, unknown> = {};
    if (body.enabled !== undefined && body.enabled !== before.enabled) {
      changes.enabled = body.enabled;
      changed.enabled = { from: before.enabled, to: body.enabled };
    }
    if (provider !== 'sandbox') {
      if (body.merchant_id !== undefined && body.merchant_id.trim() !== before.merchant_id) {
        changes.merchant_id = body.merchant_id.trim();
        changed.merchant_id = { from: hint(before.merchant_id), to: hint(changes.merchant_id) };
      }
      if (baseUrl !== undefined && baseUrl !== before.base_url) {
        changes.base_url = baseUrl;
        changed.base_url = { from: before.base_url, to: baseUrl };
      }
      const apiFields = ['api_username', 'api_password', 'account_num'] as const;
      const apiChanged = provider === 'easypaisa' && apiFields.some((f) => body[f] !== undefined);
      if (body.password !== undefined || body.secret !== undefined || apiChanged) {
        const secrets = await openSecrets(deps.db, before.credentials_enc);
        if (body.password !== undefined) secrets.password = body.password;
        if (body.secret !== undefined) secrets.secret = body.secret;
        if (apiChanged) {
          for (const field of apiFields)
            if (body[field] !== undefined) secrets[field] = body[field];
          if (!secrets.api_username !== !secrets.api_password) {
            throw invalidField('api_password', ONLINE_MESSAGES.inquiryIncomplete);
          }
        }
        changes.credentials_enc = await sealSecrets(deps.db, secrets);
        changed.credentials = 'changed'; // never the values
      }
    }
    const after = { ...before, ...changes };
    if (after.enabled && provider !== 'sandbox') {
      const secrets = await openSecrets(deps.db, after.credentials_enc);
      if (provider === 'jazzcash' && (!after.merchant_id || !secrets.password || !secrets.secret)) {
        throw invalidField('enabled', ONLINE_MESSAGES.incomplete);
      }
      if (provider === 'easypaisa' && (!after.merchant_id || !secrets.secret)) {
        throw invalidField('enabled', ONLINE_MESSAGES.incompleteEasypaisa);
      }
    }
    const saved = await repo.saveSettings(tx, tenantId, provider, changes);
    if (Object.keys(changed).length > 0) {
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'payment_provider.updated',
        entityType: 'payment_provider',
        entityId: null,
        changes: { provider, ...changed },
      });
    }
    return view(deps, provider, saved);
  });
}

export async function listOnlinePaymentProviders(deps: AppDeps, auth: AuthContext) {
  return withScope(deps.db, auth.scope, async (tx) => {
    const rows = await repo.listSettings(tx, ownTenantId(auth));
    return {
      items: PROVIDERS.filter((provider) => {
        const row = rows.find((r) => r.provider === provider);
        return row?.enabled && isConfigured(provider, row) && isAvailable(deps, provider);
      }),
    };
  });
}

/** Our reference: "W" + time + randomness, 17 letters and digits (JazzCash allows 20). */
function newTxnRef(now = new Date()): string {
  const time = now.getTime().toString(36).toUpperCase().padStart(8, '0');
  return `W${time}${randomBytes(4).toString('hex').toUpperCase()}`;
}

export function paymentView(row: OnlinePayment): Schemas['OnlinePayment'] {
  return {
    id: row.id,
    txn_ref: row.txn_ref,
    provider: row.provider,
    amount: row.amount,
    status: row.status,
    voucher_id: row.voucher_id,
    enrollment_id: row.enrollment_id,
    bill_reference: row.bill_reference,
    refund_due: row.refund_due,
    payment_id: row.payment_id,
    created_at: row.created_at.toISOString(),
    confirmed_at: row.confirmed_at?.toISOString() ?? null,
    status_detail: row.status_detail,
    payment_token: row.payment_token,
    payment_token_expiry: row.payment_token_expiry,
  };
}

export function returnUrl(deps: AppDeps, provider: ProviderId, txnRef: string): string {
  const path = `/api/payments/online/return/${provider}`;
  // The sandbox is this service: same origin as the page, whatever PUBLIC_URL says.
  if (provider === 'sandbox') return path;
  const url = new URL(path, deps.config.publicUrl);
  // Easypaisa's returns carry no reference of ours until the end: put it in the address.
  if (provider === 'easypaisa') url.searchParams.set('txn_ref', txnRef);
  return url.toString();
}

/** The caller's preferred language (their profile's), for a hosted page that speaks it. */
function preferredLanguage(auth: AuthContext): 'en' | 'ur' {
  return auth.record.preferred_language === 'ur' ? 'ur' : 'en';
}

export async function createOnlineCheckout(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createOnlineCheckout'>,
): Promise<Schemas['OnlineCheckout']> {
  const hasVoucher = body.voucher_id !== undefined;
  if (hasVoucher === (body.enrollment_id !== undefined)) {
    throw invalidField('voucher_id', ONLINE_MESSAGES.oneTarget);
  }
  const tenantId = ownTenantId(auth);
  return withScope(deps.db, auth.scope, async (tx) => {
    const credentials = await credentialsOf(deps, tx, tenantId, body.provider, true);
    if (!credentials) throw conflict(ONLINE_MESSAGES.notOffered);
    let target: { voucher_id?: number; enrollment_id?: number };
    let amount: number;
    let billReference: string;
    let description: string;
    if (body.voucher_id !== undefined) {
      const fees = feesPort();
      const voucher = await fees.payableVoucher(tx, auth, body.voucher_id);
      if (!voucher) throw notFound(ONLINE_MESSAGES.voucherNotFound);
      if (voucher.balance <= 0 || voucher.status === 'cancelled') {
        throw conflict(ONLINE_MESSAGES.voucherSettled);
      }
      target = { voucher_id: voucher.id };
      amount = voucher.balance;
      billReference = voucher.number;
      description = `Fee voucher ${voucher.number} ${voucher.student_name}`;
    } else {
      const enrollment = await repo.findOwnEnrollment(
        tx,
        tenantId,
        auth.user.id,
        body.enrollment_id!,
      );
      if (!enrollment) throw notFound(ONLINE_MESSAGES.enrollmentNotFound);
      if (enrollment.payment_status !== 'pending') throw conflict(ONLINE_MESSAGES.notAwaiting);
      const price = Number(enrollment.price);
      if (!(price > 0)) throw conflict(ONLINE_MESSAGES.freeCourse);
      if (enrollment.currency !== 'PKR') throw conflict(ONLINE_MESSAGES.notPkr);
      if (await repo.confirmedFor(tx, tenantId, { enrollment_id: enrollment.id })) {
        throw conflict(ONLINE_MESSAGES.alreadyPaid);
      }
      target = { enrollment_id: enrollment.id };
      amount = Math.ceil(price);
      billReference = `ENR-${enrollment.id}`;
      description = `Course ${enrollment.title}`.slice(0, 100);
    }
    const txnRef = newTxnRef();
    const inserted = await repo.insertPayment(tx, {
      tenant_id: tenantId,
      ...target,
      provider: body.provider,
      txn_ref: txnRef,
      amount,
      bill_reference: billReference.slice(0, 40),
      payer_id: auth.user.id,
    });
    const checkout = providers[body.provider].createCheckout(credentials, {
      txn_ref: txnRef,
      amount,
      bill_reference: billReference,
      description,
      return_url: returnUrl(deps, body.provider, txnRef),
      callback_url: new URL(
        `/api/payments/online/callback/${body.provider}`,
        deps.config.publicUrl,
      ).toString(),
      now: new Date(),
      language: body.language ?? preferredLanguage(auth),
    });
    // Asked about later if no notification settles it (reconcile.ts).
    await scheduleCheck(tx, inserted, new Date(Date.now() + RECONCILE_DELAYS_MS[0]!));
    return { txn_ref: txnRef, amount, ...checkout };
  });
}

export async function getOnlinePayment(deps: AppDeps, auth: AuthContext, txnRef: string) {
  return withScope(deps.db, auth.scope, async (tx) => {
    const row = await repo.findByRef(tx, txnRef);
    const staff = can(auth.user, 'tenant.administer');
    if (!row || row.tenant_id !== ownTenantId(auth) || (!staff && row.payer_id !== auth.user.id)) {
      throw notFound(ONLINE_MESSAGES.paymentNotFound);
    }
    return paymentView(row);
  });
}

export async function listOnlinePayments(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'listOnlinePayments'>,
) {
  requireAdmin(auth);
  return withScope(deps.db, auth.scope, async (tx) => {
    const { items, total } = await repo.listPayments(tx, ownTenantId(auth), {
      ...(query.status ? { status: query.status } : {}),
      skip: query.skip ?? 0,
      limit: query.limit ?? 100,
    });
    return { items: items.map(paymentView), total };
  });
}
