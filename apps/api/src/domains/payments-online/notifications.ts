// The providers' notifications (public): the server-to-server callback and the browser's return,
// verified by the provider's adapter, then checked against our payment (reference, amount, bill
// reference) and applied once. The reconciliation applies an inquiry's verdict the same way.
import type { Tx } from '../../db/client.js';
import type { OnlinePayment } from '../../db/schema/online-payments.js';
import { PLATFORM, savepoint, tenantScope, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.js';
import { OutboundRefused } from '../../http/outbound.js';
import { todayInPakistan } from '../_shared/pakistanTime.js';
import { audit } from '../audit/service.js';
import { feesPort } from './fees-port.js';
import { ONLINE_MESSAGES } from './messages.js';
import { credentialsFor, METHODS } from './provider-access.js';
import { ProviderUnreachable } from './providers/http.js';
import { type ProviderId, providers, SignatureError, type Verdict } from './providers/index.js';
import { alnum } from './providers/jazzcash.js';
import * as repo from './repository.js';

interface NotificationResult {
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
  const found = await withScope(deps.db, PLATFORM, async (tx) => {
    const payment = await repo.findByRef(tx, ref);
    if (!payment || payment.provider !== providerId)
      throw notFound(ONLINE_MESSAGES.paymentNotFound);
    // A provider the school switched off (or the sandbox in production) is heard no more: what
    // it says is not recorded; the office settles any real payment by hand.
    const credentials = await credentialsFor(deps, tx, payment.tenant_id, providerId);
    return { payment, credentials };
  });
  if (!found.credentials) {
    await refuse(deps, found.payment, 'switched_off', params);
    throw conflict(ONLINE_MESSAGES.switchedOff);
  }
  return { payment: found.payment, credentials: found.credentials };
}

/**
 * A refused notification changes nothing of the payment: it is logged for the operators with the
 * fields as they came, and counted for the office's reconciliation report (one counter per
 * payment, reason and day: anyone may post to a public address, so a flood grows a number, not
 * the table).
 */
async function refuse(deps: AppDeps, payment: OnlinePayment, reason: string, raw: unknown) {
  deps.log.warn(
    { tenant_id: payment.tenant_id, txn_ref: payment.txn_ref, reason, fields: raw },
    'online payment notification refused',
  );
  await withScope(deps.db, tenantScope(payment.tenant_id), (tx) =>
    repo.countRefusal(tx, payment, reason, todayInPakistan()),
  ).catch((error: unknown) => deps.log.error({ err: error }, 'refusal not counted'));
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
          paidOn: todayInPakistan(),
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
    if (error instanceof ProviderUnreachable) {
      deps.log.warn(
        { txn_ref: payment.txn_ref, err: error.message },
        'payment provider unreachable',
      );
      // A provider's own retry is the remedy: 503 with Retry-After (Easypay and JazzCash repeat a
      // notification that was not answered 200), never a 500; nothing has changed.
      if (kind === 'callback') {
        throw new HttpError(503, ONLINE_MESSAGES.unreachable);
      }
      throw new HttpError(502, ONLINE_MESSAGES.unreachable);
    }
    if (error instanceof OutboundRefused) throw new HttpError(422, ONLINE_MESSAGES.refusedBase);
    if (!(error instanceof SignatureError)) throw error;
    await refuse(deps, payment, 'signature', params);
    throw badRequest(ONLINE_MESSAGES.unverified);
  }
  return applyVerdict(deps, payment, verdict, params, provider.callbackAnswer(credentials, true));
}

/**
 * A verified verdict applied to its payment (a notification's, or the reconciliation's answer
 * to an inquiry): checked against our reference, amount and bill reference, then applied once.
 */
export async function applyVerdict(
  deps: AppDeps,
  payment: OnlinePayment,
  verdict: Verdict,
  params: Record<string, string>,
  answer: Record<string, string>,
): Promise<NotificationResult> {
  if (verdict.unverified) {
    // Nothing the provider can be held to: counted, nothing decided.
    return withScope(deps.db, tenantScope(payment.tenant_id), async (tx) => {
      await repo.countCallback(tx, payment);
      return {
        payment: (await repo.findByRef(tx, payment.txn_ref)) ?? payment,
        effect: 'pending',
        answer,
      };
    });
  }
  if (verdict.txn_ref !== payment.txn_ref) {
    await refuse(deps, payment, 'reference', params);
    throw badRequest(ONLINE_MESSAGES.unverified);
  }
  if (verdict.amount !== payment.amount) {
    await refuse(deps, payment, 'amount', params);
    throw conflict(ONLINE_MESSAGES.wrongAmount);
  }
  if (
    verdict.bill_reference !== undefined &&
    verdict.bill_reference !== alnum(payment.bill_reference, 20)
  ) {
    await refuse(deps, payment, 'bill_reference', params);
    throw conflict(ONLINE_MESSAGES.wrongBill);
  }
  const raw = Object.fromEntries(
    Object.entries(params).filter(([name]) => !/password/i.test(name)),
  );
  return withScope(deps.db, tenantScope(payment.tenant_id), async (tx) => {
    let effect: NotificationResult['effect'];
    let current = payment;
    await repo.noteProviderWord(tx, payment, {
      status_detail: `${verdict.code ? `${verdict.code}: ` : ''}${verdict.message}`.slice(0, 300),
      ...(verdict.payment_token ? { payment_token: verdict.payment_token.slice(0, 60) } : {}),
      ...(verdict.payment_token_expiry
        ? { payment_token_expiry: verdict.payment_token_expiry.slice(0, 40) }
        : {}),
      ...(verdict.payment_method ? { payment_method: verdict.payment_method.slice(0, 10) } : {}),
    });
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
    return { payment: fresh, effect, answer };
  });
}

/** The payment a return names and the credentials of its school (Easypaisa's middle step). */
export async function easypaisaContinuation(deps: AppDeps, txnRef: string) {
  return withScope(deps.db, PLATFORM, async (tx) => {
    const payment = await repo.findByRef(tx, txnRef);
    if (payment?.provider !== 'easypaisa') return null;
    const credentials = await credentialsFor(deps, tx, payment.tenant_id, 'easypaisa');
    return credentials ? { payment, credentials } : null;
  });
}

/** The site's page that shows the outcome (it reads the stored status, never the URL's). */
export function siteReturnPage(_deps: AppDeps, txnRef: string | null): string {
  // A path: the browser stays on the origin it signed in on (its tokens are that origin's).
  return txnRef ? `/fees/payment?ref=${encodeURIComponent(txnRef)}` : '/fees/payment';
}
