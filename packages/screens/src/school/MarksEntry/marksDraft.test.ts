import { describe, expect, it } from 'vitest';
import {
  cellOf,
  differs,
  enteredOnServer,
  entriesToSend,
  localProblem,
  normalizeCell,
  parseCell,
} from './marksDraft';

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

  it('reads Urdu and Arabic-Indic digits as Latin, and the Urdu غ as absent', () => {
    expect(normalizeCell('۴۵')).toBe('45');
    expect(normalizeCell('٤٥')).toBe('45');
    expect(normalizeCell('۱۰۰')).toBe('100');
    expect(parseCell('٠٩')).toEqual({ kind: 'entry', marks: 9, absent: false });
    expect(parseCell('غ')).toEqual({ kind: 'entry', marks: null, absent: true });
    expect(parseCell('غغ').kind).toBe('invalid');
  });

  it('flags out-of-range marks before sending', () => {
    expect(localProblem('105', 100)).toEqual({ kind: 'aboveMax' });
    expect(localProblem('-1', 100)).toEqual({ kind: 'negative' });
    expect(localProblem('x', 100)).toEqual({ kind: 'notANumber' });
    expect(localProblem('100', 100)).toBeNull();
    expect(localProblem('۱۰۵', 100)).toEqual({ kind: 'aboveMax' });
  });

  it('sends only the cells that differ from the server and are in range', () => {
    const values = new Map([
      [1, '40'],
      [2, 'A'],
      [3, 'x'],
      [4, '10'],
      [5, '105'],
      [6, '۳۳'],
    ]);
    const held = new Map([[4, { marks: 10, absent: false }]]);
    expect(entriesToSend(values, held, 100)).toEqual([
      { student_id: 1, marks: 40, absent: false },
      { student_id: 2, marks: null, absent: true },
      { student_id: 6, marks: 33, absent: false },
    ]);
    expect(entriesToSend(values, held, 100, new Set([1, 2]))).toEqual([
      { student_id: 6, marks: 33, absent: false },
    ]);
  });

  it('counts what the server holds, not what is typed', () => {
    const held = new Map([
      [1, { marks: 40, absent: false }],
      [2, { marks: null, absent: true }],
      [3, { marks: null, absent: false }],
    ]);
    expect(enteredOnServer(held)).toBe(2);
    expect(differs('40', held.get(1))).toBe(false);
    expect(differs('', held.get(3))).toBe(false);
    expect(differs('', undefined)).toBe(false);
    expect(differs('105', held.get(3))).toBe(true);
  });
});
