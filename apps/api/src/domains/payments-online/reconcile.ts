// Reconciliation: a payment whose notification never came must not stay pending forever. Every
// checkout sends a job that asks the provider about the payment (JazzCash's status inquiry,
// Easypaisa's inquire-transaction) after 10 minutes, then again with a growing delay, until the
// provider gives a final answer; a payment still without one after RECONCILE_BOUND_MS is ended
// as cancelled ("expired"), which a later confirmation still overrides (confirming is allowed
// from any state but confirmed).
import type { Tx } from '../../db/client.js';
import type { OnlinePayment } from '../../db/schema/online-payments.js';
import { PLATFORM, scopeOfTx, tenantScope, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { OutboundRefused } from '../../http/outbound.js';
import type { JobKind } from '../../queue/queue.js';
import { queueOf } from '../../queue/registry.js';
import { applyVerdict } from './notifications.js';
import { credentialsFor } from './provider-access.js';
import { ProviderUnreachable } from './providers/http.js';
import { providers, SignatureError } from './providers/index.js';
import * as repo from './repository.js';

const RECONCILE_JOB = 'online-payment.reconcile';
/** Delays before each inquiry: 10 min, 30 min, 1 h, 3 h, then every 6 h. */
export const RECONCILE_DELAYS_MS = [10, 30, 60, 180, 360].map((minutes) => minutes * 60_000);
/** After this, a payment without a final answer is ended (a JazzCash voucher lasts 24 h). */
export const RECONCILE_BOUND_MS = 72 * 3600_000;

export const EXPIRED_DETAIL =
  'Expired: the provider gave no final answer within 72 hours; nothing was recorded as paid.';

type ReconcileResult = 'final' | 'asked-again' | 'expired';

function delayAfter(checks: number): number {
  return RECONCILE_DELAYS_MS[Math.min(checks, RECONCILE_DELAYS_MS.length - 1)]!;
}

/** Sends the next check of a payment (in the caller's transaction, so it exists only if it commits). */
export async function scheduleCheck(tx: Tx, payment: OnlinePayment, at: Date): Promise<void> {
  await queueOf(scopeOfTx(tx).database).send(
    tx,
    RECONCILE_JOB,
    { txn_ref: payment.txn_ref },
    { key: `${payment.txn_ref}:${payment.checks}`, startAfter: at },
  );
}

/** Asks the provider about one pending payment and applies what it says. */
export async function reconcileOne(
  deps: AppDeps,
  txnRef: string,
  now = new Date(),
): Promise<ReconcileResult> {
  const found = await withScope(deps.db, PLATFORM, async (tx) => {
    const payment = await repo.findByRef(tx, txnRef);
    if (payment?.status !== 'pending') return null;
    const credentials = await credentialsFor(deps, tx, payment.tenant_id, payment.provider);
    return { payment, credentials };
  });
  if (!found) return 'final';
  const { payment, credentials } = found;
  const provider = providers[payment.provider];
  let note: string | null = null;
  let token: { payment_token: string; payment_token_expiry: string | null } | null = null;
  if (credentials && provider.inquire) {
    try {
      const verdict = await provider.inquire(credentials, payment.txn_ref);
      if (verdict && verdict.outcome !== 'pending') {
        const result = await applyVerdict(deps, payment, verdict, {}, {}).catch(
          (error: unknown) => {
            // A verdict that does not match (amount, reference) decides nothing.
            note = error instanceof Error ? error.message : String(error);
            return null;
          },
        );
        if (result && result.payment.status !== 'pending') return 'final';
      } else if (verdict) {
        // Still pending: only what the provider said (an OTC token with its expiry) is kept.
        note = `${verdict.code}: ${verdict.message}`;
        token = verdict.payment_token
          ? {
              payment_token: verdict.payment_token.slice(0, 60),
              payment_token_expiry: verdict.payment_token_expiry?.slice(0, 40) ?? null,
            }
          : null;
      }
    } catch (error) {
      if (
        !(error instanceof ProviderUnreachable) &&
        !(error instanceof SignatureError) &&
        !(error instanceof OutboundRefused)
      )
        throw error;
      note = error.message;
    }
  }
  return withScope(deps.db, tenantScope(payment.tenant_id), async (tx) => {
    const fresh = await repo.findByRef(tx, txnRef);
    if (fresh?.status !== 'pending') return 'final' as const;
    if (now.getTime() - fresh.created_at.getTime() >= RECONCILE_BOUND_MS) {
      await repo.expirePending(tx, fresh, EXPIRED_DETAIL);
      return 'expired' as const;
    }
    if (token) await repo.noteProviderWord(tx, fresh, token);
    const next = new Date(now.getTime() + delayAfter(fresh.checks));
    const scheduled = await repo.noteCheck(tx, fresh, next, note);
    await scheduleCheck(tx, scheduled, next);
    return 'asked-again' as const;
  });
}

export function reconcileJob(deps: AppDeps): JobKind<{ txn_ref: string }> {
  return {
    name: RECONCILE_JOB,
    retryLimit: 3,
    retryDelay: 60,
    expireInSeconds: 120,
    async handler({ txn_ref }) {
      await reconcileOne(deps, txn_ref);
    },
  };
}
