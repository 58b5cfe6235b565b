// Online payment (issue 20, part B): the school's providers, starting a checkout for a voucher or a
// paid course enrolment, and the verified notifications that confirm it.
//
// Trust: nothing the browser or a notification says is believed before the provider's verify step
// (signature with the school's secret, or Easypaisa's own answer to our inquiry) AND our checks:
// the reference is ours and of that provider, the amount equals what we asked, the bill reference
// (when echoed) is ours. A payment is pending until then. Confirming is one conditional update
// (`status <> 'confirmed'`), so a repeated or concurrent notification confirms, and records the
// fee payment, exactly once.
import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db/client.js';
import type { OnlinePayment } from '../../db/schema/online-payments.js';
import { PLATFORM, savepoint, tenantScope, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { badRequest, conflict, HttpError, invalidField, notFound } from '../../http/errors.js';
import { checkOutboundUrl, OutboundRefused } from '../../http/outbound.js';
import type { Body, Query, Schemas } from '../../http/types.js';
import { ownTenantId, requireAdmin } from '../admin/access.js';
import { audit } from '../audit/service.js';
import { openSecrets, sandboxSecret, sealSecrets } from './credentials.js';
import { feesPort } from './fees-port.js';
import { isEasypaisaHashKey } from './providers/easypaisa.js';
import { ProviderUnreachable } from './providers/http.js';
import {
  type Credentials,
  PROVIDERS,
  type ProviderId,
  providers,
  SignatureError,
  type Verdict,
} from './providers/index.js';
import { alnum } from './providers/jazzcash.js';
import { RECONCILE_DELAYS_MS, scheduleCheck } from './reconcile.js';
import * as repo from './repository.js';

export const ONLINE_MESSAGES = {
  adminsOnly: 'Only administrators can change the online payment settings.',
  notOffered: 'Your school does not offer this payment method.',
  incomplete:
    'Enter the merchant id, the password and the integrity salt before turning JazzCash on.',
  incompleteEasypaisa: 'Enter the store id and the hash key before turning Easypaisa on.',
  hashKey: 'The Easypaisa hash key must be 16, 24 or 32 characters long.',
  sandboxOff:
    'The sandbox takes no real money and is switched off on this service (production mode).',
  sandboxExpired:
    'This sandbox payment page has expired (30 minutes): start the payment again from the fees page.',
  switchedOff:
    'Your school has switched this payment method off: the notification is not recorded.',
  unreachable:
    'The payment provider could not be reached: nothing changed; it is asked again later.',
  inquiryIncomplete: 'Enter both the inquiry API username and password (or neither) for Easypaisa.',
  baseUrl: 'base_url must be an https address (http only for this computer).',
  hashKey: 'The Easypaisa hash key must be 16 characters long.',
  baseUrl: 'base_url must be an https address.',
  refusedBase:
    'The payment provider’s address is on a private or reserved network; the service does not contact it.',
    'The payment provider could not be asked about this payment. It will be checked again when the provider retries.',
  oneTarget: 'Choose either a voucher or an enrolment to pay.',
  notAwaiting: 'This enrolment is not awaiting payment.',
  freeCourse: 'This course is free: there is nothing to pay.',
  notPkr: 'Only courses priced in PKR can be paid online.',
  alreadyPaid: 'This has already been paid online.',
  voucherSettled: 'This voucher has nothing left to pay.',
  enrollmentNotFound: 'Enrolment not found.',
  voucherNotFound: 'Voucher not found.',
  paymentNotFound: 'Payment not found.',
  noReference: 'This notification names no payment.',
  unverified: 'The payment notification could not be verified.',
  wrongAmount: 'The amount paid does not match the payment.',
  wrongBill: 'The bill reference does not match the payment.',
} as const;

/** Where each provider lives by default (their test hosts; a school sets production). */
const DEFAULT_BASE_URLS: Record<Exclude<ProviderId, 'sandbox'>, string> = {
  jazzcash: 'https://sandbox.jazzcash.com.pk',
  easypaisa: 'https://easypaystg.easypaisa.com.pk',
};

/** The fees module's payment method of each provider. The sandbox stands in for a wallet
 * payment and is recorded as JazzCash with its "SB…" reference (the fees module has no
 * "online" method; docs/fees.md). */
export const METHODS: Record<ProviderId, 'jazzcash' | 'easypaisa' | 'sandbox'> = {
  sandbox: 'sandbox',
  jazzcash: 'jazzcash',
  easypaisa: 'easypaisa',
};

type ProviderView = Schemas['OnlinePaymentProvider'];

function hint(merchantId: string | null): string | null {
  return merchantId ? merchantId.slice(-4) : null;
}

/** Whether stored settings are complete enough to take payments. */
function isConfigured(provider: ProviderId, row: repo.ProviderSettingsRow | undefined): boolean {
  if (provider === 'sandbox') return true;
  return !!row?.merchant_id && !!row.credentials_enc;
}

/** Whether the service may offer the provider at all (the sandbox only outside production). */
function isAvailable(deps: AppDeps, provider: ProviderId): boolean {
  return provider !== 'sandbox' || deps.config.paymentsSandbox;
}

/** The address a school registers in the provider's portal for its server-to-server notices. */
export function ipnUrl(deps: AppDeps, provider: ProviderId): string | null {
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

function cleanBaseUrl(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw invalidField('base_url', ONLINE_MESSAGES.baseUrl);
  }
  // The same rules as the outbound guard that will call it: https, a public address (http and
  // private hosts only where the operator allows them); the guard checks again at connect time.
  try {
    checkOutboundUrl(url);
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
  const baseUrl = cleanBaseUrl(body.base_url);
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

/** The decrypted credentials of a provider for a tenant, or null when it is not usable. */
async function credentialsOf(
  deps: AppDeps,
  tx: Tx,
  tenantId: number,
  provider: ProviderId,
  requireEnabled: boolean,
): Promise<Credentials | null> {
  if (!isAvailable(deps, provider)) return null;
  const row = await repo.findSettings(tx, tenantId, provider);
  if (requireEnabled && !row?.enabled) return null;
  if (!isConfigured(provider, row)) return null;
  if (provider === 'sandbox') {
    return {
      merchant_id: `SANDBOX-${tenantId}`,
      secret: await sandboxSecret(deps.db),
      base_url: deps.config.publicUrl,
    };
  }
  const secrets = await openSecrets(deps.db, row!.credentials_enc);
  if (!secrets.secret) return null;
  return {
    merchant_id: row!.merchant_id!,
    password: secrets.password ?? null,
    secret: secrets.secret,
    base_url: row!.base_url ?? DEFAULT_BASE_URLS[provider],
    api_username: secrets.api_username ?? null,
    api_password: secrets.api_password ?? null,
    account_num: secrets.account_num ?? null,
    ipn_origins: deps.config.easypaisaIpnOrigins,
  };
}

/** The credentials of a provider the school has switched on (null otherwise). */
export function credentialsFor(deps: AppDeps, tx: Tx, tenantId: number, provider: ProviderId) {
  return credentialsOf(deps, tx, tenantId, provider, true);
}

/** Our reference: "W" + time + randomness, 17 letters and digits (JazzCash allows 20). */
export function newTxnRef(now = new Date()): string {
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
    });
    // Asked about later if no notification settles it (reconcile.ts).
    await scheduleCheck(tx, inserted, new Date(Date.now() + RECONCILE_DELAYS_MS[0]!));
    return { txn_ref: txnRef, amount, ...checkout };
  });
}

export async function getOnlinePayment(deps: AppDeps, auth: AuthContext, txnRef: string) {
  return withScope(deps.db, auth.scope, async (tx) => {
    const row = await repo.findByRef(tx, txnRef);
    const staff = auth.user.is_superuser || auth.user.is_tenant_admin;
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

// ------------------------------------------------------------------ notifications (public)

export interface NotificationResult {
  payment: OnlinePayment;
  /** What this notification did. */
  effect: 'confirmed' | 'repeated' | 'pending' | 'failed' | 'cancelled';
  /** The answer the provider expects. */
  answer: Record<string, string>;
}

/** The payment a notification names, with the provider's credentials of its school. */
async function lookUp(deps: AppDeps, providerId: ProviderId, params: Record<string, string>) {
  const ref = providers[providerId].referenceOf(params);
  if (!ref) throw badRequest(ONLINE_MESSAGES.noReference);
  return withScope(deps.db, PLATFORM, async (tx) => {
    const payment = await repo.findByRef(tx, ref);
    if (!payment || payment.provider !== providerId)
      throw notFound(ONLINE_MESSAGES.paymentNotFound);
    // A school that turned the provider off still gets its outstanding payments confirmed.
    const credentials = await credentialsOf(deps, tx, payment.tenant_id, providerId, false);
    if (!credentials) throw notFound(ONLINE_MESSAGES.paymentNotFound);
    return { payment, credentials };
  });
}

/**
 * A refused notification changes nothing in the school's data (anyone may post to a public
 * address, so it must not be able to write even an audit row there): it is logged for the
 * operators, with the fields as they came.
 */
function refuse(deps: AppDeps, payment: OnlinePayment, reason: string, raw: unknown) {
  deps.log.warn(
    { tenant_id: payment.tenant_id, txn_ref: payment.txn_ref, reason, fields: raw },
    'online payment notification refused',
  );
}

/** Today in Pakistan (yyyy-mm-dd). */
function karachiToday(): string {
  return new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);
}

/** What a confirmation does: the fee payment on the voucher, or the enrolment marked paid. */
async function onConfirmed(tx: Tx, payment: OnlinePayment, verdict: Verdict) {
  if (payment.voucher_id !== null) {
    const fees = feesPort();
    try {
      const recorded = await savepoint(tx, (inner) =>
        fees.recordPayment(inner, {
          voucherId: payment.voucher_id!,
          amount: payment.amount,
          method: METHODS[payment.provider],
          reference: verdict.provider_ref ?? payment.txn_ref,
          paidOn: karachiToday(),
          recordedBy: null,
        }),
      );
      await repo.setOutcome(tx, payment, { payment_id: recorded.payment_id });
    } catch (error) {
      // Paid meanwhile at the office (an over-payment): the money came in, so it is kept on
      // record as confirmed and flagged for a refund.
      if (!(error instanceof HttpError)) throw error;
      await repo.setOutcome(tx, payment, { refund_due: true });
    }
  }
  await audit(tx, {
    tenantId: payment.tenant_id,
    actorId: null,
    action: 'online_payment.confirmed',
    entityType: payment.voucher_id !== null ? 'voucher' : 'enrollment',
    entityId: payment.voucher_id ?? payment.enrollment_id,
    changes: {
      txn_ref: payment.txn_ref,
      provider: payment.provider,
      provider_ref: verdict.provider_ref,
      amount: payment.amount,
    },
  });
}

/**
 * A provider's notification (the server-to-server callback or the browser's return): verified,
 * then applied once. Throws 400 (forged), 404 (not ours), 409 (wrong amount or bill reference).
 */
export async function processNotification(
  deps: AppDeps,
  providerId: ProviderId,
  params: Record<string, string>,
  kind: 'callback' | 'return',
): Promise<NotificationResult> {
  const provider = providers[providerId];
  const { payment, credentials } = await lookUp(deps, providerId, params);
  let verdict: Verdict;
  try {
    // Outside any transaction: Easypaisa's verification is a request to Easypaisa.
    verdict =
      kind === 'callback'
        ? await provider.verifyCallback(credentials, params)
        : await provider.verifyReturn(credentials, params);
  } catch (error) {
    if (!(error instanceof SignatureError)) {
      // Easypaisa's inquiry failed (network, timeout, a refused address, a 5xx): not the
      // caller's fault and not ours to crash on; the provider retries its notification.
      deps.log.warn({ err: error, provider: providerId }, 'payment verification unreachable');
      if (error instanceof OutboundRefused) throw new HttpError(422, ONLINE_MESSAGES.refusedBase);
      throw new HttpError(502, ONLINE_MESSAGES.unreachable);
    }
    refuse(deps, payment, 'signature', params);
    throw badRequest(ONLINE_MESSAGES.unverified);
  }
  if (verdict.txn_ref !== payment.txn_ref) {
    refuse(deps, payment, 'reference', params);
    throw badRequest(ONLINE_MESSAGES.unverified);
  }
  if (verdict.amount !== payment.amount) {
    refuse(deps, payment, 'amount', params);
    throw conflict(ONLINE_MESSAGES.wrongAmount);
  }
  if (
    verdict.bill_reference !== undefined &&
    verdict.bill_reference !== alnum(payment.bill_reference, 20)
  ) {
    refuse(deps, payment, 'bill_reference', params);
    throw conflict(ONLINE_MESSAGES.wrongBill);
  }
  const raw = Object.fromEntries(
    Object.entries(params).filter(([name]) => !/password/i.test(name)),
  );
  return withScope(deps.db, tenantScope(payment.tenant_id), async (tx) => {
    let effect: NotificationResult['effect'];
    let current = payment;
    if (verdict.outcome === 'confirmed') {
      const confirmed = await repo.confirm(tx, payment, verdict.provider_ref, raw);
      if (confirmed) {
        await onConfirmed(tx, confirmed, verdict);
        effect = 'confirmed';
        current = confirmed;
      } else {
        await repo.countCallback(tx, payment);
        effect = 'repeated';
      }
    } else if (verdict.outcome === 'pending') {
      await repo.countCallback(tx, payment);
      effect = 'pending';
    } else {
      const ended = await repo.endPending(tx, payment, verdict.outcome, raw);
      if (ended) current = ended;
      else await repo.countCallback(tx, payment);
      effect = ended ? verdict.outcome : 'repeated';
    }
    const fresh = (await repo.findByRef(tx, payment.txn_ref)) ?? current;
    return { payment: fresh, effect, answer: provider.callbackAnswer(credentials, true) };
  });
}

/** The payment a return names and the credentials of its school (Easypaisa's middle step). */
export async function easypaisaContinuation(deps: AppDeps, txnRef: string) {
  return withScope(deps.db, PLATFORM, async (tx) => {
    const payment = await repo.findByRef(tx, txnRef);
    if (payment?.provider !== 'easypaisa') return null;
    const credentials = await credentialsOf(deps, tx, payment.tenant_id, 'easypaisa', false);
    return credentials ? { payment, credentials } : null;
  });
}

/** The site's page that shows the outcome (it reads the stored status, never the URL's). */
export function siteReturnPage(_deps: AppDeps, txnRef: string | null): string {
  // A path: the browser stays on the origin it signed in on (its tokens are that origin's).
  return txnRef ? `/fees/payment?ref=${encodeURIComponent(txnRef)}` : '/fees/payment';
}
