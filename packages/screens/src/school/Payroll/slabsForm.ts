// The income tax slab editor's form model: the rows the office edits (as typed, so a half-typed
// amount stays on screen), the checks the server makes (tax-slabs.ts: whole rupees, rates 0-100
// in hundredths, the first slab from 0, each next one where the one before ends, only the last
// one without an upper limit), made before sending so the office sees them next to the field.
import type { IncomeTaxSlab, IncomeTaxSlabsBody } from '@watni/api-client';
import { type PayrollMessages, payrollMessages } from '../../messages/payroll';

/** The contract's bounds (openapi.yaml IncomeTaxSlab and IncomeTaxSlabsSave). */
export const MAX_SLABS = 30;
const MAX_AMOUNT = 1_000_000_000;

export interface SlabRowDraft {
  /** The screen's own id, stable when rows are added or removed. */
  key: string;
  from: string;
  /** Empty: no upper limit (the last slab only). */
  to: string;
  fixed: string;
  rate: string;
}

type SlabErrors = Record<string, string>;
type EditorMessages = PayrollMessages['slabs']['editor'];

let sequence = 0;
function newKey(): string {
  sequence += 1;
  return `slab${sequence}`;
}

/** The form's ids, also the targets of the error summary's links. */
export const slabFieldIds = {
  rows: 'slabs-rows',
  from: (key: string) => `slab-${key}-from`,
  to: (key: string) => `slab-${key}-to`,
  fixed: (key: string) => `slab-${key}-fixed`,
  rate: (key: string) => `slab-${key}-rate`,
};

/** The rows of the slabs in force (the school's own or the defaults), lowest first. */
export function slabRowsFrom(slabs: readonly IncomeTaxSlab[]): SlabRowDraft[] {
  const rows = [...slabs]
    .sort((a, b) => a.from_amount - b.from_amount)
    .map((slab) => ({
      key: newKey(),
      from: String(slab.from_amount),
      to: slab.to_amount === null ? '' : String(slab.to_amount),
      fixed: String(slab.fixed_amount),
      rate: String(slab.rate_percent),
    }));
  return rows.length ? rows : [emptySlabRow('0')];
}

function emptySlabRow(from = ''): SlabRowDraft {
  return { key: newKey(), from, to: '', fixed: '', rate: '' };
}

/** A row after the last one, starting where the last one ends when it has an upper limit. */
export function addSlabRow(rows: readonly SlabRowDraft[]): SlabRowDraft[] {
  if (rows.length >= MAX_SLABS) return [...rows];
  const last = rows[rows.length - 1];
  return [...rows, emptySlabRow(last ? last.to.trim() : '0')];
}

export function removeSlabRow(rows: readonly SlabRowDraft[], key: string): SlabRowDraft[] {
  return rows.filter((row) => row.key !== key);
}

export function updateSlabRow(
  rows: readonly SlabRowDraft[],
  key: string,
  patch: Partial<Omit<SlabRowDraft, 'key'>>,
): SlabRowDraft[] {
  return rows.map((row) => (row.key === key ? { ...row, ...patch } : row));
}

/** A whole number of rupees in [min, MAX_AMOUNT], else null. */
function rupees(value: string, min: number): number | null {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= MAX_AMOUNT ? n : null;
}

/** A rate 0-100 with at most two decimals (the contract's multipleOf 0.01), else null. */
function rate(value: string): number | null {
  const text = value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const n = Number(text);
  return n <= 100 ? n : null;
}

/**
 * The errors of the rows, keyed by field id (empty when they can be sent). The order checks run
 * on the rows as listed: the office reads the table top to bottom, so a slab out of order is
 * reported where it stands rather than sorted away as the server would.
 */
export function validateSlabs(
  rows: readonly SlabRowDraft[],
  e: EditorMessages = payrollMessages.slabs.editor,
): SlabErrors {
  const errors: SlabErrors = {};
  if (rows.length === 0) errors[slabFieldIds.rows] = e.atLeastOne;
  if (rows.length > MAX_SLABS) errors[slabFieldIds.rows] = e.tooMany;
  rows.forEach((row, index) => {
    const last = index === rows.length - 1;
    const from = rupees(row.from, 0);
    const to = row.to.trim() ? rupees(row.to, 1) : null;
    if (from === null) errors[slabFieldIds.from(row.key)] = e.amountWhole;
    else if (index === 0 && from !== 0) errors[slabFieldIds.from(row.key)] = e.firstFromZero;
    if (row.to.trim() && to === null) errors[slabFieldIds.to(row.key)] = e.amountWhole;
    else if (!row.to.trim() && !last) errors[slabFieldIds.to(row.key)] = e.openEnd;
    else if (row.to.trim() && last) errors[slabFieldIds.to(row.key)] = e.openEnd;
    else if (from !== null && to !== null && to <= from)
      errors[slabFieldIds.to(row.key)] = e.emptyRange;
    if (rupees(row.fixed, 0) === null) errors[slabFieldIds.fixed(row.key)] = e.amountWhole;
    if (rate(row.rate) === null) errors[slabFieldIds.rate(row.key)] = e.rate;
    const next = rows[index + 1];
    if (next && to !== null && !errors[slabFieldIds.from(next.key)]) {
      const nextFrom = rupees(next.from, 0);
      if (nextFrom !== null && nextFrom !== to) errors[slabFieldIds.from(next.key)] = e.contiguous;
    }
  });
  return errors;
}

/** The body of saveIncomeTaxSlabs; call only when validateSlabs found nothing. */
export function toSlabsBody(rows: readonly SlabRowDraft[]): IncomeTaxSlabsBody {
  return {
    items: rows.map((row) => ({
      from_amount: Number(row.from.trim()),
      to_amount: row.to.trim() ? Number(row.to.trim()) : null,
      fixed_amount: Number(row.fixed.trim()),
      rate_percent: Number(row.rate.trim()),
    })),
  };
}
