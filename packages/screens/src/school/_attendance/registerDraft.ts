// The register kept on the device (issue 19): a teacher's taps are stored at once (localStorage)
// and a save is queued until the connection allows it. The server's save is one idempotent PUT
// of the whole register per section and date, so sending a queued save twice does no harm.
// Pure: the storage is passed in, so the rules are unit tested without a browser.

export type Status = 'present' | 'absent' | 'late' | 'leave';

export interface DraftEntry {
  status: Status;
  note: string;
}

export interface RegisterDraft {
  sectionId: number;
  day: string;
  /** student id → mark; students not listed are present. */
  entries: Record<string, DraftEntry>;
  /** A save was asked for and has not reached the server yet. */
  pending: boolean;
  /** When the device last changed it (ms since epoch). */
  changedAt: number;
}

/** The part of `Storage` used (localStorage, or a Map in tests). */
export interface DraftStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

const PREFIX = 'watni.attendance.register.';

export const draftKey = (sectionId: number, day: string) => `${PREFIX}${sectionId}.${day}`;

export function loadDraft(store: DraftStore, sectionId: number, day: string): RegisterDraft | null {
  const raw = store.getItem(draftKey(sectionId, day));
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as RegisterDraft;
    return draft.sectionId === sectionId && draft.day === day ? draft : null;
  } catch {
    return null;
  }
}

export function storeDraft(store: DraftStore, draft: RegisterDraft): void {
  try {
    store.setItem(draftKey(draft.sectionId, draft.day), JSON.stringify(draft));
  } catch {
    // A full or refused storage: the screen still works while it stays open.
  }
}

export function dropDraft(store: DraftStore, sectionId: number, day: string): void {
  store.removeItem(draftKey(sectionId, day));
}

/** Every draft with a save still to send (a register the teacher left while offline). */
export function pendingDrafts(store: DraftStore): RegisterDraft[] {
  const drafts: RegisterDraft[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const [sectionId, day] = key.slice(PREFIX.length).split('.');
    const draft = loadDraft(store, Number(sectionId), day ?? '');
    if (draft?.pending) drafts.push(draft);
  }
  return drafts;
}

/** A draft from what the server has (its marks; present ones left out). */
export function draftFromServer(
  sectionId: number,
  day: string,
  entries: readonly { student_id: number; status: Status; note: string | null }[],
): RegisterDraft {
  const marks: Record<string, DraftEntry> = {};
  for (const entry of entries) {
    if (entry.status !== 'present' || entry.note)
      marks[String(entry.student_id)] = { status: entry.status, note: entry.note ?? '' };
  }
  return { sectionId, day, entries: marks, pending: false, changedAt: 0 };
}

/** The mark of a student in a draft (present when not listed). */
export function markOf(draft: RegisterDraft, studentId: number): DraftEntry {
  return draft.entries[String(studentId)] ?? { status: 'present', note: '' };
}

/** The draft with one student's status or note changed (present with no note is dropped). */
export function setMark(
  draft: RegisterDraft,
  studentId: number,
  change: Partial<DraftEntry>,
  now: number,
): RegisterDraft {
  const next = { ...markOf(draft, studentId), ...change };
  const entries = { ...draft.entries };
  if (next.status === 'present' && next.note.trim() === '') delete entries[String(studentId)];
  else entries[String(studentId)] = next;
  return { ...draft, entries, changedAt: now };
}

/** The PUT body: every student not present or with a note. */
export function saveBody(draft: RegisterDraft): {
  entries: { student_id: number; status: Status; note: string | null }[];
} {
  return {
    entries: Object.entries(draft.entries).map(([id, entry]) => ({
      student_id: Number(id),
      status: entry.status,
      note: entry.note.trim() ? entry.note.trim() : null,
    })),
  };
}

export function sameMarks(a: RegisterDraft, b: RegisterDraft): boolean {
  return (
    JSON.stringify(saveBody(a).entries.sort((x, y) => x.student_id - y.student_id)) ===
    JSON.stringify(saveBody(b).entries.sort((x, y) => x.student_id - y.student_id))
  );
}

/** Whether a failed save should wait for the connection (true) or is refused for good. */
export function isRetryable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return true; // no answer at all: offline, DNS, timeout
  return status === 408 || status === 429 || status >= 500;
}

export interface Totals {
  present: number;
  absent: number;
  late: number;
  leave: number;
}

export function draftTotals(draft: RegisterDraft, studentIds: readonly number[]): Totals {
  const totals: Totals = { present: 0, absent: 0, late: 0, leave: 0 };
  for (const id of studentIds) totals[markOf(draft, id).status] += 1;
  return totals;
}
