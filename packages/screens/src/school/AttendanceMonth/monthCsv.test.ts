import { describe, expect, it } from 'vitest';
import { month } from '../_attendance/fixtures';
import { csvFileName, monthCsv } from './monthCsv';

describe('month register CSV', () => {
  it('has a column per day, the codes, totals and the percentage', () => {
    const lines = monthCsv(month).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(month.rows.length + 2);
    const header = lines[0]!.split(',');
    expect(header.slice(0, 3)).toEqual(['Roll', 'Student', '01']);
    expect(header.slice(-6)).toEqual(['P', 'A', 'L', 'Lv', 'Days', '%']);
    const first = lines[1]!.split(',');
    const row = month.rows[0]!;
    expect(first[1]).toBe(`${row.first_name} ${row.last_name}`);
    expect(first.slice(2, 2 + month.days.length).filter((c) => c === 'P').length).toBe(
      row.totals.present,
    );
    expect(first.at(-2)).toBe(String(row.totals.days));
    expect(lines.at(-1)!.split(',')[1]).toBe('Total');
  });

  it('quotes commas and defuses formulas', () => {
    const tricky = {
      ...month,
      rows: [{ ...month.rows[0]!, first_name: '=HYPERLINK("x")', last_name: 'Khan, Jr' }],
    };
    const line = monthCsv(tricky).split('\r\n')[1]!;
    expect(line).toContain(`"'=HYPERLINK(""x"") Khan, Jr"`);
    expect(csvFileName(month)).toBe('attendance-Class-5-A-2026-11.csv');
  });
});
