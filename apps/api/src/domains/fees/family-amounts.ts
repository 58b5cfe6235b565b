// What a family challan owes, from its children's vouchers (the ledger): each open voucher owes
// its total plus its late fee on the day minus what was paid; the challan owes the sum. Pure.
import type { MemberRow } from './family-repository.js';
import { lateFeeOn } from './money.js';

type FamilyBillStatus = 'unpaid' | 'paid' | 'blocked';

const DAY = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** A member voucher still takes payments (not paid, cancelled, or carried to a later voucher). */
export const isOpen = (m: MemberRow): boolean =>
  (m.status === 'unpaid' || m.status === 'partially_paid') && m.carried_to === null;

/** What one member owes if paid on `day` (its own late fee of that day included). */
export function memberDueOn(m: MemberRow, day: string): number {
  if (!isOpen(m)) return 0;
  const late = Math.max(m.late_fee_charged, lateFeeOn(m, m.due_date, day));
  return Math.max(0, m.total + late - m.paid_amount);
}

export function familyDueOn(members: readonly MemberRow[], day: string): number {
  return members.reduce((sum, m) => sum + memberDueOn(m, day), 0);
}

/**
 * Blocked when a member was cancelled or carried into a later voucher (the challan no longer
 * says what is owed: the office issues a new one); paid when nothing is left.
 */
export function familyStatus(members: readonly MemberRow[]): FamilyBillStatus {
  if (members.some((m) => m.status === 'cancelled' || m.carried_to !== null)) return 'blocked';
  return members.every((m) => m.status === 'paid') ? 'paid' : 'unpaid';
}

/**
 * The two amounts a challan prints and a bank shows: within its due date (what is owed today, or
 * on the due date once it passed) and after it (what is owed today once it passed, or on the day
 * after the due date). Whatever the day, the amount that applies today is what a payment today
 * must be.
 */
export function familyAmounts(members: readonly MemberRow[], dueDate: string, today: string) {
  return {
    within: familyDueOn(members, today <= dueDate ? today : dueDate),
    after: familyDueOn(members, today > dueDate ? today : addDays(dueDate, 1)),
  };
}

interface SplitPart {
  member: MemberRow;
  amount: number;
}

/**
 * A payment split across the members oldest first: each takes what it owes on `day` until the
 * money runs out. `left` is what no member owes (the caller refuses it).
 */
export function splitOldestFirst(
  members: readonly MemberRow[],
  amount: number,
  day: string,
): { parts: SplitPart[]; left: number } {
  let left = amount;
  const parts: SplitPart[] = [];
  for (const member of members) {
    if (left <= 0) break;
    const owed = memberDueOn(member, day);
    if (owed <= 0) continue;
    const take = Math.min(owed, left);
    parts.push({ member, amount: take });
    left -= take;
  }
  return { parts, left };
}
