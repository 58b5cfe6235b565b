// A school's settings as a biller of 1Bill or Kuickpay: its prefix, the length of the voucher
// part of its consumer numbers, and the username and password the aggregator sends with every
// request (the password sealed at rest, never returned). The office sets them; every change is
// audited without the password.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db, Tx } from '../../db/client.js';
import { constraintName, sqlState } from '../../db/errors.js';
import type { Aggregator } from '../../db/schema/biller.js';
import { PLATFORM, withScope } from '../../db/scope.js';
import { type SealingKey, sealJson, unsealJson } from '../../db/sealed.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, forbidden, invalidField } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { isSchoolAdmin, schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { consumerNumberOf, planProblem } from './protocol.js';
import * as repo from './repository.js';

const BILLER_MESSAGES = defineMessages('biller.settings', {
  officeOnly: {
    en: 'Only the school office can change the bill-payment settings.',
    ur: 'بل کی ادائیگی کی ترتیبات صرف اسکول کا دفتر بدل سکتا ہے۔',
  },
  planNeeded: {
    en: 'Enter the prefix and the number of digits first.',
    ur: 'پہلے پری فکس اور ہندسوں کی تعداد لکھیں۔',
  },
  credentialsNeeded: {
    en: 'Enter the username and the password the aggregator will send first.',
    ur: 'پہلے وہ یوزر نیم اور پاس ورڈ لکھیں جو ایگریگیٹر بھیجے گا۔',
  },
  planLocked: {
    en: 'Turn bill payment off before changing the prefix or the digits: challans already printed carry the old numbers.',
    ur: 'پری فکس یا ہندسے بدلنے سے پہلے بل کی ادائیگی بند کریں: پہلے سے چھپے چالانوں پر پرانے نمبر ہیں۔',
  },
  prefixTaken: {
    en: 'Another school already uses a prefix that overlaps this one.',
    ur: 'کوئی اور اسکول پہلے ہی ایسا پری فکس استعمال کر رہا ہے جو اس سے ملتا ہے۔',
  },
  username: {
    en: 'The username is 1 to 40 printable characters.',
    ur: 'یوزر نیم 1 سے 40 قابلِ طباعت حروف کا ہوتا ہے۔',
  },
  password: { en: 'The password is 8 to 100 characters.', ur: 'پاس ورڈ 8 سے 100 حروف کا ہوتا ہے۔' },
});

const AGGREGATOR_NAMES: Record<Aggregator, string> = {
  '1bill': '1Bill',
  kuickpay: 'Kuickpay',
};

/** Sealed under the service's payments secret, with a label of its own (its own derived key). */
export const BILLER_KEY: SealingKey = { keyName: 'payments_credentials', label: 'watni-biller' };

interface Sealed {
  password?: string;
}

async function sealPassword(db: Db, password: string): Promise<string> {
  return sealJson(db, BILLER_KEY, { password } satisfies Sealed);
}

async function openPassword(db: Db, sealed: string | null): Promise<string | null> {
  if (!sealed) return null;
  return (await unsealJson<Sealed>(db, BILLER_KEY, sealed)).password ?? null;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether the headers carry the school's username and password, compared in constant time (the
 * digests are compared, so neither the length nor the first differing byte shows in the timing).
 */
export async function credentialsMatch(
  db: Db,
  settings: Pick<repo.BillerSettingsRow, 'username' | 'credentials_enc'> | undefined,
  username: string,
  password: string,
): Promise<boolean> {
  const expectedUser = settings?.username ?? '';
  const expectedPassword = (await openPassword(db, settings?.credentials_enc ?? null)) ?? '';
  const userOk = timingSafeEqual(digest(username), digest(expectedUser));
  const passwordOk = timingSafeEqual(digest(password), digest(expectedPassword));
  return userOk && passwordOk && expectedUser !== '' && expectedPassword !== '';
}

function view(
  deps: AppDeps,
  aggregator: Aggregator,
  row: repo.BillerSettingsRow | undefined,
): Schemas['BillerSettings'] {
  const base = `${deps.config.publicUrl}/api/biller/${aggregator}`;
  return {
    aggregator,
    name: AGGREGATOR_NAMES[aggregator],
    enabled: row?.enabled ?? false,
    prefix: row?.prefix ?? null,
    digits: row?.digits ?? null,
    username: row?.username ?? null,
    password_configured: !!row?.credentials_enc,
    example: row ? consumerNumberOf(row, '000000-000001') : null,
    inquiry_url: `${base}/BillInquiry`,
    payment_url: `${base}/BillPayment`,
  };
}

function requireOffice(auth: AuthContext): void {
  if (!isSchoolAdmin(auth.user)) throw forbidden(BILLER_MESSAGES.officeOnly);
}

export async function getBillerSettings(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['BillerSettingsList']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const rows = await repo.listSettings(tx, tenantId);
    return {
      items: (['1bill', 'kuickpay'] as const).map((a) =>
        view(
          deps,
          a,
          rows.find((r) => r.aggregator === a),
        ),
      ),
    };
  });
}

function cleanUsername(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (!/^[\x21-\x7E]{1,40}$/.test(trimmed))
    throw invalidField('username', BILLER_MESSAGES.username);
  return trimmed;
}

export async function updateBillerSettings(
  deps: AppDeps,
  auth: AuthContext,
  aggregator: Aggregator,
  body: Body<'updateBillerSettings'>,
): Promise<Schemas['BillerSettings']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const username = cleanUsername(body.username);
  if (body.password !== undefined && (body.password.length < 8 || body.password.length > 100))
    throw invalidField('password', BILLER_MESSAGES.password);
  const prefix = body.prefix?.trim();
  if (prefix !== undefined) {
    // Checked against every school's prefixes (the platform scope sees them all).
    const clash = await withScope(deps.db, PLATFORM, (tx) =>
      repo.clashingPrefix(tx, tenantId, aggregator, prefix),
    );
    if (clash) throw conflict(BILLER_MESSAGES.prefixTaken);
  }
  const sealed =
    body.password !== undefined ? await sealPassword(deps.db, body.password) : undefined;
  try {
    return await inSchool(deps, auth, (tx) =>
      save(deps, tx, auth, tenantId, aggregator, body, { prefix, username, sealed }),
    );
  } catch (error) {
    if (sqlState(error) === '23505' && constraintName(error) === 'biller_settings_prefix_key')
      throw conflict(BILLER_MESSAGES.prefixTaken);
    throw error;
  }
}

async function save(
  deps: AppDeps,
  tx: Tx,
  auth: AuthContext,
  tenantId: number,
  aggregator: Aggregator,
  body: Body<'updateBillerSettings'>,
  clean: { prefix?: string; username?: string; sealed?: string },
): Promise<Schemas['BillerSettings']> {
  const before = await repo.lockSettings(tx, tenantId, aggregator);
  const prefix = clean.prefix ?? before?.prefix;
  const digits = body.digits ?? before?.digits;
  if (prefix === undefined || digits === undefined)
    throw invalidField('prefix', BILLER_MESSAGES.planNeeded);
  const problem = planProblem(aggregator, { prefix, digits });
  if (problem) throw invalidField(clean.prefix !== undefined ? 'prefix' : 'digits', problem);
  const planChanged = !!before && (before.prefix !== prefix || before.digits !== digits);
  // The numbers are derived, not stored: a new plan would orphan every printed challan while the
  // banks can still reach it, so it changes only while the aggregator is switched off.
  if (planChanged && (before.enabled || body.enabled === true))
    throw conflict(BILLER_MESSAGES.planLocked);
  const enabled = body.enabled ?? before?.enabled ?? false;
  const usernameAfter = clean.username ?? before?.username ?? null;
  const sealedAfter = clean.sealed ?? before?.credentials_enc ?? null;
  if (enabled && (!usernameAfter || !sealedAfter))
    throw invalidField('enabled', BILLER_MESSAGES.credentialsNeeded);
  const saved = await repo.upsertSettings(tx, {
    tenant_id: tenantId,
    aggregator,
    enabled,
    prefix,
    digits,
    username: usernameAfter,
    credentials_enc: sealedAfter,
    updated_by: auth.user.id,
  });
  const changes: Record<string, unknown> = { aggregator };
  if (before?.enabled !== enabled) changes.enabled = { from: before?.enabled ?? null, to: enabled };
  if (before?.prefix !== prefix) changes.prefix = { from: before?.prefix ?? null, to: prefix };
  if (before?.digits !== digits) changes.digits = { from: before?.digits ?? null, to: digits };
  if (before?.username !== usernameAfter)
    changes.username = { from: before?.username ?? null, to: usernameAfter };
  if (clean.sealed) changes.password = 'changed'; // never the value
  await audit(tx, {
    tenantId,
    actorId: auth.user.id,
    action: 'fees.biller_settings_updated',
    entityType: 'biller_settings',
    entityId: null,
    changes,
  });
  return view(deps, aggregator, saved);
}
