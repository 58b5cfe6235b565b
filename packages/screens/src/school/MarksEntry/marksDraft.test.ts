import { describe, expect, it } from 'vitest';
import {
  cellOf,
  differs,
  enteredOnServer,
  entriesToSend,
  loadDraft,
  localProblem,
  nextPending,
  normalizeCell,
  type Pending,
  parseCell,
  saveDraft,
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

describe('the offline queue of typed cells', () => {
  const ids = () => {
    let n = 0;
    return () => {
      n += 1;
      return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    };
  };

  it('gives each new text a new operation id, based on the version first typed over', () => {
    const newId = ids();
    const first = nextPending(undefined, '4', 7001, newId);
    expect(first).toEqual({
      text: '4',
      op_id: '00000000-0000-4000-8000-000000000001',
      base_version: 7001,
    });
    const second = nextPending(first, '45', 9999, newId);
    // A refetch brought a newer mark (9999) meanwhile: the queue still says what was typed over.
    expect(second.base_version).toBe(7001);
    expect(second.op_id).not.toBe(first.op_id);
    // The same text again (a replay after a failed send) keeps its id: the server applies it once.
    expect(nextPending(second, '45', 9999, newId)).toBe(second);
  });

  it('sends each queued cell with its id and base, and a cell without one as before', () => {
    const values = new Map([
      [1, '40'],
      [2, 'A'],
      [3, '12'],
    ]);
    const pending = new Map<number, Pending>([
      [1, { text: '40', op_id: 'op-1', base_version: 5 }],
      [2, { text: 'A', op_id: 'op-2', base_version: 0 }],
      // Typed again since it was queued: the old id belongs to another text.
      [3, { text: '1', op_id: 'op-3', base_version: 8 }],
    ]);
    expect(entriesToSend(values, new Map(), 100, new Set(), pending)).toEqual([
      { student_id: 1, marks: 40, absent: false, op_id: 'op-1', base_version: 5 },
      { student_id: 2, marks: null, absent: true, op_id: 'op-2', base_version: 0 },
      { student_id: 3, marks: 12, absent: false },
    ]);
  });

  it('keeps the queue in the browser with the draft, and reads drafts written before it', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    const saved = globalThis.localStorage;
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    try {
      const sheet = { exam_id: 1, section_id: 2, subject_id: 3 };
      const op = '00000000-0000-4000-8000-000000000001';
      saveDraft(
        sheet,
        new Map([
          [10, '33'],
          [11, 'A'],
        ]),
        new Map([[10, { text: '33', op_id: op, base_version: 42 }]]),
      );
      expect(loadDraft(sheet)).toEqual(
        new Map([
          [10, { text: '33', pending: { text: '33', op_id: op, base_version: 42 } }],
          [11, { text: 'A' }],
        ]),
      );
      // An older draft (plain texts) and a tampered one (a bad id) are sent without a base.
      store.set(
        'watni:marks-draft:1:2:3',
        JSON.stringify({ 10: '33', 11: { text: '7', op_id: 'x', base_version: 1 } }),
      );
      expect(loadDraft(sheet)).toEqual(
        new Map([
          [10, { text: '33' }],
          [11, { text: '7' }],
        ]),
      );
      saveDraft(sheet, new Map());
      expect(store.size).toBe(0);
    } finally {
      Object.defineProperty(globalThis, 'localStorage', { value: saved, configurable: true });
    }
  });
});
