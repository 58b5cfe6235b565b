import { describe, expect, it } from 'vitest';
import { cellOf, entriesToSend, parseCell } from './marksDraft';

describe('a marks cell', () => {
  it('reads empty, A for absent, whole marks, and refuses the rest', () => {
    expect(parseCell('')).toEqual({ kind: 'entry', marks: null, absent: false });
    expect(parseCell(' a ')).toEqual({ kind: 'entry', marks: null, absent: true });
    expect(parseCell('47')).toEqual({ kind: 'entry', marks: 47, absent: false });
    expect(parseCell('4.5').kind).toBe('invalid');
    expect(parseCell('abc').kind).toBe('invalid');
    expect(cellOf({ marks: null, absent: true })).toBe('A');
    expect(cellOf({ marks: 12, absent: false })).toBe('12');
  });

  it('sends only the changed, readable cells', () => {
    const values = new Map([
      [1, '40'],
      [2, 'A'],
      [3, 'x'],
      [4, '10'],
    ]);
    expect(entriesToSend(values, new Set([1, 2, 3]))).toEqual([
      { student_id: 1, marks: 40, absent: false },
      { student_id: 2, marks: null, absent: true },
    ]);
  });
});
