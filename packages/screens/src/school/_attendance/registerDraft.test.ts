import { describe, expect, it } from 'vitest';
import {
  applyMergeResults,
  changesBody,
  type DraftStore,
  draftFromServer,
  draftTotals,
  isRetryable,
  loadDraft,
  markOf,
  pendingDrafts,
  queueWholeRoll,
  rebaseDraft,
  sameMarks,
  saveBody,
  setMark,
  storeDraft,
} from './registerDraft';

function memoryStore(): DraftStore {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
  };
}

describe('register draft', () => {
  it('starts from the server with present students left out', () => {
    const draft = draftFromServer(5, '2026-11-24', [
      { student_id: 1, status: 'present', note: null },
      { student_id: 2, status: 'absent', note: 'Fever' },
    ]);
    expect(draft.entries).toEqual({ '2': { status: 'absent', note: 'Fever' } });
    expect(markOf(draft, 1)).toEqual({ status: 'present', note: '' });
  });

  it('sets marks, drops a student set back to present, and builds the PUT body', () => {
    let draft = draftFromServer(5, '2026-11-24', []);
    draft = setMark(draft, 1, { status: 'absent' }, 1);
    draft = setMark(draft, 2, { status: 'late', note: ' Bus ' }, 2);
    draft = setMark(draft, 3, { status: 'leave' }, 3);
    draft = setMark(draft, 3, { status: 'present' }, 4);
    expect(saveBody(draft)).toEqual({
      entries: [
        { student_id: 1, status: 'absent', note: null },
        { student_id: 2, status: 'late', note: 'Bus' },
      ],
    });
    expect(draftTotals(draft, [1, 2, 3, 4])).toEqual({ present: 2, absent: 1, late: 1, leave: 0 });
    expect(draft.changedAt).toBe(4);
  });

  it('keeps drafts on the device and finds the pending ones', () => {
    const store = memoryStore();
    const a = {
      ...setMark(draftFromServer(5, '2026-11-24', []), 1, { status: 'absent' }, 1),
      pending: true,
    };
    const b = draftFromServer(6, '2026-11-24', []);
    storeDraft(store, a);
    storeDraft(store, b);
    store.setItem('other', 'x');
    expect(loadDraft(store, 5, '2026-11-24')).toEqual(a);
    expect(loadDraft(store, 5, '2026-11-23')).toBeNull();
    expect(pendingDrafts(store)).toEqual([a]);
    store.setItem('watni.attendance.register.7.2026-11-24', '{not json');
    expect(loadDraft(store, 7, '2026-11-24')).toBeNull();
  });

  it('compares marks regardless of order', () => {
    const a = setMark(
      setMark(draftFromServer(5, 'd', []), 1, { status: 'absent' }, 1),
      2,
      { status: 'late' },
      2,
    );
    const b = setMark(
      setMark(draftFromServer(5, 'd', []), 2, { status: 'late' }, 1),
      1,
      { status: 'absent' },
      2,
    );
    expect(sameMarks(a, b)).toBe(true);
    expect(sameMarks(a, setMark(b, 1, { status: 'leave' }, 3))).toBe(false);
  });

  it('queues one change per touched student with the version it was made on', () => {
    let n = 0;
    const ids = () => `op-${++n}`;
    let draft = draftFromServer(5, 'd', [
      { student_id: 1, status: 'present', note: null, version: 3 },
      { student_id: 2, status: 'absent', note: null, version: 1 },
    ]);
    draft = setMark(draft, 1, { status: 'absent' }, 1, ids);
    draft = setMark(draft, 1, { status: 'late' }, 2, ids);
    draft = setMark(draft, 9, { status: 'leave', note: ' Wedding ' }, 3, ids);
    expect(changesBody(draft).changes).toEqual([
      { op_id: 'op-2', student_id: 1, status: 'late', note: null, base_version: 3 },
      { op_id: 'op-3', student_id: 9, status: 'leave', note: 'Wedding', base_version: 0 },
    ]);
  });

  it("shows another user's newer mark for students this phone did not touch", () => {
    let draft = draftFromServer(5, 'd', [
      { student_id: 1, status: 'present', note: null, version: 1 },
      { student_id: 2, status: 'present', note: null, version: 1 },
    ]);
    draft = setMark(draft, 1, { status: 'absent' }, 1, () => 'op-1');
    const rebased = rebaseDraft(draft, [
      { student_id: 1, status: 'leave', note: 'Admin', version: 2 },
      { student_id: 2, status: 'leave', note: 'Wedding', version: 2 },
    ]);
    expect(markOf(rebased, 1)).toEqual({ status: 'absent', note: '' });
    expect(markOf(rebased, 2)).toEqual({ status: 'leave', note: 'Wedding' });
    // The touched student's change is still based on what the teacher saw.
    expect(changesBody(rebased).changes).toEqual([
      { op_id: 'op-1', student_id: 1, status: 'absent', note: null, base_version: 1 },
    ]);
  });

  it('clears accepted changes and keeps the conflicts with the newer mark shown', () => {
    let draft = draftFromServer(5, 'd', [
      { student_id: 1, status: 'present', note: null, version: 1 },
      { student_id: 2, status: 'present', note: null, version: 1 },
    ]);
    draft = setMark(draft, 1, { status: 'absent' }, 1, () => 'op-1');
    draft = setMark(draft, 2, { status: 'absent' }, 2, () => 'op-2');
    draft = { ...draft, pending: true };
    const sent = changesBody(draft).changes;
    const merged = applyMergeResults(draft, sent, [
      {
        op_id: 'op-1',
        student_id: 1,
        outcome: 'applied',
        current: { status: 'absent', note: null, version: 2, changed_by: 'Sana Teacher' },
      },
      {
        op_id: 'op-2',
        student_id: 2,
        outcome: 'conflict',
        current: { status: 'leave', note: 'Wedding', version: 2, changed_by: 'Amna Admin' },
      },
    ]);
    expect(merged.pending).toBe(false);
    expect(changesBody(merged).changes).toEqual([]);
    expect(markOf(merged, 2)).toEqual({ status: 'leave', note: 'Wedding' });
    expect(merged.conflicts).toEqual([
      {
        studentId: 2,
        mine: { status: 'absent', note: '' },
        kept: { status: 'leave', note: 'Wedding' },
        keptBy: 'Amna Admin',
      },
    ]);
  });

  it('keeps a tap made during the sync queued, based on its own saved version', () => {
    let draft = draftFromServer(5, 'd', [
      { student_id: 1, status: 'present', note: null, version: 1 },
    ]);
    draft = { ...setMark(draft, 1, { status: 'absent' }, 1, () => 'op-1'), pending: true };
    const sent = changesBody(draft).changes;
    const later = setMark(draft, 1, { status: 'late' }, 2, () => 'op-2');
    const merged = applyMergeResults(later, sent, [
      {
        op_id: 'op-1',
        student_id: 1,
        outcome: 'applied',
        current: { status: 'absent', note: null, version: 2, changed_by: null },
      },
    ]);
    expect(merged.pending).toBe(true);
    expect(changesBody(merged).changes).toEqual([
      { op_id: 'op-2', student_id: 1, status: 'late', note: null, base_version: 2 },
    ]);
  });

  it('waits on no answer or a server fault, gives up on a refusal', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable({ status: 503 })).toBe(true);
    expect(isRetryable({ status: 422 })).toBe(false);
    expect(isRetryable({ status: 403 })).toBe(false);
  });
});

describe('queueWholeRoll', () => {
  it('queues every never-saved student as present, so an untouched register is recorded', () => {
    const draft = draftFromServer(4, '2026-11-27', [
      { student_id: 1, status: 'present', note: null, version: 0 },
      { student_id: 2, status: 'present', note: null, version: 0 },
    ]);
    let n = 0;
    const body = changesBody(queueWholeRoll(draft, [1, 2], () => `op-${++n}`));
    expect(body.changes).toEqual([
      { op_id: 'op-1', student_id: 1, status: 'present', note: null, base_version: 0 },
      { op_id: 'op-2', student_id: 2, status: 'present', note: null, base_version: 0 },
    ]);
  });

  it('keeps a tap already queued and leaves saved marks alone', () => {
    const start = draftFromServer(4, '2026-11-27', [
      { student_id: 1, status: 'present', note: null, version: 0 },
      { student_id: 2, status: 'absent', note: null, version: 3 },
    ]);
    const tapped = setMark(start, 1, { status: 'late' }, 5, () => 'tap');
    const body = changesBody(queueWholeRoll(tapped, [1, 2], () => 'extra'));
    expect(body.changes).toEqual([
      { op_id: 'tap', student_id: 1, status: 'late', note: null, base_version: 0 },
    ]);
  });
});
