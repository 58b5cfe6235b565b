// A staff member's employment record: created or changed in one PUT (designation, department,
// joining date, employee number, CNIC, bank details, basic salary), and marked left with a
// leaving date (or active again). The CNIC is stored 12345-1234567-1 (the students' rule); an
// account number is stored without spaces or dashes, and one starting PK must be a valid IBAN.
// Every change audited with what changed.
import { isValidIban, normaliseCnic, normalizeIban } from '@watni/policy';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Schemas } from '../../http/types.js';
import { isCalendarDay } from '../attendance/calendar.js';
import { audit, diff } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { FORMAT_MESSAGES } from '../students/normalise.js';
import { loadMember, MEMBER_MESSAGES, yearOf } from './member.js';
import { requireHrAdmin } from './policy.js';
import * as repo from './repository.js';
import { inHr } from './transaction.js';

const RECORD_MESSAGES = defineMessages('hr.record', {
  designation: {
    en: 'Enter the designation, for example Senior Teacher.',
    ur: 'عہدہ لکھیں، مثلاً سینئر ٹیچر۔',
  },
  notADate: {
    en: 'Enter a real date as yyyy-mm-dd.',
    ur: 'اصل تاریخ yyyy-mm-dd کی صورت میں لکھیں۔',
  },
  iban: {
    en: 'The IBAN is not valid: a Pakistani IBAN is PK, 2 check digits, the 4-letter bank code and 16 digits (24 characters).',
    ur: 'IBAN درست نہیں: پاکستانی IBAN میں PK، 2 چیک ہندسے، بینک کا 4 حرفی کوڈ اور 16 ہندسے ہوتے ہیں (24 حروف)۔',
  },
  account: {
    en: 'The account number may have only letters and digits (4 to 34), spaces and dashes.',
    ur: 'اکاؤنٹ نمبر میں صرف حروف اور ہندسے (4 سے 34)، خالی جگہیں اور ڈیش ہو سکتے ہیں۔',
  },
  joiningAfterLeaving: {
    en: 'The joining date cannot be after the leaving date ({leaving}).',
    ur: 'ملازمت شروع کرنے کی تاریخ چھوڑنے کی تاریخ ({leaving}) کے بعد نہیں ہو سکتی۔',
  },
  leavingBeforeJoining: {
    en: 'The leaving date cannot be before the joining date ({joining}).',
    ur: 'چھوڑنے کی تاریخ ملازمت شروع کرنے کی تاریخ ({joining}) سے پہلے نہیں ہو سکتی۔',
  },
  noRecord: {
    en: "Save the staff member's record first.",
    ur: 'پہلے عملے کے رکن کا ریکارڈ محفوظ کریں۔',
  },
});

/** Spaces collapsed and trimmed; blank is null. */
function optional(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed : null;
}

function accountNumber(raw: string | null | undefined): string | null {
  if (!optional(raw)) return null;
  const value = normalizeIban(raw ?? '');
  if (value.startsWith('PK')) {
    if (!isValidIban(value)) throw invalidField('bank_account_number', RECORD_MESSAGES.iban);
    return value;
  }
  if (!/^[A-Z0-9]{4,34}$/.test(value))
    throw invalidField('bank_account_number', RECORD_MESSAGES.account);
  return value;
}

function recordFields(body: Body<'saveHrStaffRecord'>): repo.RecordFields {
  const designation = optional(body.designation);
  if (!designation) throw invalidField('designation', RECORD_MESSAGES.designation);
  if (!isCalendarDay(body.joining_date))
    throw invalidField('joining_date', RECORD_MESSAGES.notADate);
  let cnic: string | null = null;
  if (optional(body.cnic)) {
    cnic = normaliseCnic(body.cnic ?? '');
    if (!cnic) throw invalidField('cnic', FORMAT_MESSAGES.cnic);
  }
  return {
    employee_number: optional(body.employee_number),
    designation,
    department: optional(body.department),
    joining_date: body.joining_date,
    cnic,
    bank_name: optional(body.bank_name),
    bank_account_title: optional(body.bank_account_title),
    bank_account_number: accountNumber(body.bank_account_number),
    basic_salary: body.basic_salary,
  };
}

export async function saveHrStaffRecord(
  deps: AppDeps,
  auth: AuthContext,
  userId: number,
  body: Body<'saveHrStaffRecord'>,
): Promise<Schemas['HrStaffMember']> {
  requireHrAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const fields = recordFields(body);
  const year = yearOf(deps);
  return inHr(deps, auth, async (tx) => {
    if (!(await repo.staffUser(tx, tenantId, userId)))
      throw notFound(MEMBER_MESSAGES.staffNotFound);
    const before = await repo.findRecord(tx, tenantId, userId, true);
    if (before?.leaving_date && fields.joining_date > before.leaving_date)
      throw invalidField(
        'joining_date',
        RECORD_MESSAGES.joiningAfterLeaving({ leaving: before.leaving_date }),
      );
    await repo.saveRecord(tx, tenantId, userId, fields, auth.user.id);
    const changes = before
      ? diff({ ...before } as unknown as Record<string, unknown>, { ...fields })
      : { ...fields };
    if (Object.keys(changes).length) {
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: before ? 'staff_record.updated' : 'staff_record.created',
        entityType: 'staff_record',
        entityId: userId,
        changes,
      });
    }
    return loadMember(tx, tenantId, userId, year);
  });
}

export async function setHrStaffLeaving(
  deps: AppDeps,
  auth: AuthContext,
  userId: number,
  body: Body<'setHrStaffLeaving'>,
): Promise<Schemas['HrStaffMember']> {
  requireHrAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const leaving = body.leaving_date ?? null;
  if (leaving !== null && !isCalendarDay(leaving))
    throw invalidField('leaving_date', RECORD_MESSAGES.notADate);
  const year = yearOf(deps);
  return inHr(deps, auth, async (tx) => {
    if (!(await repo.staffUser(tx, tenantId, userId)))
      throw notFound(MEMBER_MESSAGES.staffNotFound);
    const before = await repo.findRecord(tx, tenantId, userId, true);
    if (!before) throw conflict(RECORD_MESSAGES.noRecord);
    if (leaving !== null && leaving < before.joining_date)
      throw invalidField(
        'leaving_date',
        RECORD_MESSAGES.leavingBeforeJoining({ joining: before.joining_date }),
      );
    if (before.leaving_date !== leaving) {
      await repo.setLeaving(tx, tenantId, userId, leaving, auth.user.id);
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: leaving ? 'staff_record.left' : 'staff_record.rejoined',
        entityType: 'staff_record',
        entityId: userId,
        changes: { leaving_date: { from: before.leaving_date, to: leaving } },
      });
    }
    return loadMember(tx, tenantId, userId, year);
  });
}
