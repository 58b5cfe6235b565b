// A section's month register as CSV (opens in Excel): one row per student, one column per day
// (P, A, L, Lv, or a blank), then the totals and the percentage. Pure, so it is unit tested.
import type { SectionMonth } from '@watni/api-client';

const CODE = { present: 'P', absent: 'A', late: 'L', leave: 'Lv' } as const;

function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  // Quote what CSV needs quoted, and defuse spreadsheet formulas (=, +, -, @).
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function monthCsv(month: SectionMonth): string {
  const header = [
    'Roll',
    'Student',
    ...month.days.map((d) => d.day.slice(8)),
    'P',
    'A',
    'L',
    'Lv',
    'Days',
    '%',
  ];
  const rows = month.rows.map((row) => [
    row.roll_no,
    `${row.first_name} ${row.last_name}`,
    ...row.marks.map((mark) => (mark ? CODE[mark] : null)),
    row.totals.present,
    row.totals.absent,
    row.totals.late,
    row.totals.leave,
    row.totals.days,
    row.totals.percentage,
  ]);
  const total = [
    null,
    'Total',
    ...month.days.map(() => null),
    month.totals.present,
    month.totals.absent,
    month.totals.late,
    month.totals.leave,
    month.totals.days,
    month.totals.percentage,
  ];
  // A byte-order mark so Excel reads the names as UTF-8.
  return `\uFEFF${[header, ...rows, total].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

export const csvFileName = (month: SectionMonth) =>
  `attendance-${month.class_name}-${month.section_name}-${month.month}.csv`.replace(/\s+/g, '-');
