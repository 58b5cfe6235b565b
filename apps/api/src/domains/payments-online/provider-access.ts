// Which providers a school may use and with which credentials: the one place that opens a
// school's sealed provider settings, for checkouts, notifications and the reconciliation alike.
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { openSecrets, sandboxSecret } from './credentials.js';
import type { Credentials, ProviderId } from './providers/index.js';
import * as repo from './repository.js';

/** Where each provider lives by default (their test hosts; a school sets production). */
export const DEFAULT_BASE_URLS: Record<Exclude<ProviderId, 'sandbox'>, string> = {
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

/** Whether stored settings are complete enough to take payments. */
export function isConfigured(
  provider: ProviderId,
  row: repo.ProviderSettingsRow | undefined,
): boolean {
  if (provider === 'sandbox') return true;
  return !!row?.merchant_id && !!row.credentials_enc;
}

/** Whether the service may offer the provider at all (the sandbox only outside production). */
export function isAvailable(deps: AppDeps, provider: ProviderId): boolean {
  return provider !== 'sandbox' || deps.config.paymentsSandbox;
}

/** The decrypted credentials of a provider for a tenant, or null when it is not usable. */
export async function credentialsOf(
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
