// The register kept on the device: a teacher's taps are stored at once (localStorage) and a save
// is queued until the connection allows it. What is queued is per-student changes: each touched
// student with a client operation id and the version of the student's mark the tap was made on.
// The server applies them per student, keeps a newer mark set meanwhile by someone else and
// reports it (a conflict shown to the teacher), and applies an operation id only once, so a
// queued save sent twice does no harm and never overwrites an admin's later correction.
// Pure: the storage and the id maker are passed in, so the rules are unit tested without a browser.

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
  /** student id → the version of the student's mark the device last saw (0: never saved). */
  versions?: Record<string, number>;
  /** student id → the operation id of the student's change not yet accepted by the server. */
  touched?: Record<string, string>;
  /** Marks the server kept over this device's change (set by someone else meanwhile). */
  conflicts?: RegisterConflict[];
}

export interface RegisterConflict {
  studentId: number;
  /** What this device asked for. */
  mine: DraftEntry;
  /** The newer mark the server kept, and who set it. */
  kept: DraftEntry;
  keptBy: string | null;
}

/** A server's mark with its version (the register read and the merge answer carry them). */
interface ServerMark {
  student_id: number;
  status: Status;
  note: string | null;
  version?: number;
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

const draftKey = (sectionId: number, day: string) => `${PREFIX}${sectionId}.${day}`;

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

/** A draft from what the server has (its marks; present ones left out; their versions). */
export function draftFromServer(
  sectionId: number,
  day: string,
  entries: readonly ServerMark[],
): RegisterDraft {
  const marks: Record<string, DraftEntry> = {};
  const versions: Record<string, number> = {};
  for (const entry of entries) {
    if (entry.status !== 'present' || entry.note)
      marks[String(entry.student_id)] = { status: entry.status, note: entry.note ?? '' };
    versions[String(entry.student_id)] = entry.version ?? 0;
  }
  return { sectionId, day, entries: marks, pending: false, changedAt: 0, versions, touched: {} };
}

/**
 * The device's draft over a newer server copy: students this device changed keep the device's
 * mark and the version it was made on; every other student shows the server's mark (an admin's
 * correction appears at once instead of being hidden, and later overwritten, by a stale copy).
 */
export function rebaseDraft(draft: RegisterDraft, entries: readonly ServerMark[]): RegisterDraft {
  const server = draftFromServer(draft.sectionId, draft.day, entries);
  // A draft queued before changes were per student: its marks become changes based on no mark
  // (the server reports any it kept over them instead of losing either).
  const touched =
    draft.touched ?? Object.fromEntries(Object.keys(draft.entries).map((id) => [id, randomOpId()]));
  const marks = { ...server.entries };
  const versions = { ...server.versions };
  for (const id of Object.keys(touched)) {
    const mine = draft.entries[id];
    if (mine) marks[id] = mine;
    else delete marks[id];
    versions[id] = draft.versions?.[id] ?? 0;
  }
  return { ...draft, entries: marks, versions, touched };
}

/** The mark of a student in a draft (present when not listed). */
export function markOf(draft: RegisterDraft, studentId: number): DraftEntry {
  return draft.entries[String(studentId)] ?? { status: 'present', note: '' };
}

/**
 * The draft with one student's status or note changed (present with no note is dropped), the
 * change queued under a new operation id (`newOpId`, a UUID).
 */
export function setMark(
  draft: RegisterDraft,
  studentId: number,
  change: Partial<DraftEntry>,
  now: number,
  newOpId: () => string = randomOpId,
): RegisterDraft {
  const next = { ...markOf(draft, studentId), ...change };
  const entries = { ...draft.entries };
  if (next.status === 'present' && next.note.trim() === '') delete entries[String(studentId)];
  else entries[String(studentId)] = next;
  const touched = { ...draft.touched, [String(studentId)]: newOpId() };
  return { ...draft, entries, touched, changedAt: now };
}

/**
 * A register never saved on the server, saved as it stands: every student with no saved mark is
 * queued as a change too, so "everyone present" (no taps at all) is recorded rather than sent as
 * nothing while the screen says "Saved".
 */
export function queueWholeRoll(
  draft: RegisterDraft,
  studentIds: readonly number[],
  newOpId: () => string = randomOpId,
): RegisterDraft {
  const touched = { ...draft.touched };
  for (const studentId of studentIds) {
    const id = String(studentId);
    if (touched[id] === undefined && !draft.versions?.[id]) touched[id] = newOpId();
  }
  return { ...draft, touched };
}

/** A UUID v4 for an operation id (crypto.randomUUID where the browser has it). */
export function randomOpId(): string {
  const crypto = globalThis.crypto as Crypto | undefined;
  if (crypto?.randomUUID) return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (crypto?.getRandomValues) crypto.getRandomValues(bytes);
  else for (let i = 0; i < 16; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface QueuedChange {
  op_id: string;
  student_id: number;
  status: Status;
  note: string | null;
  base_version: number;
}

/** The queued per-student changes of a draft (the merge request's body). */
export function changesBody(draft: RegisterDraft): { changes: QueuedChange[] } {
  return {
    changes: Object.entries(draft.touched ?? {}).map(([id, opId]) => {
      const mark = markOf(draft, Number(id));
      return {
        op_id: opId,
        student_id: Number(id),
        status: mark.status,
        note: mark.note.trim() ? mark.note.trim() : null,
        base_version: draft.versions?.[id] ?? 0,
      };
    }),
  };
}

interface MergeResult {
  op_id: string;
  student_id: number;
  outcome: 'applied' | 'unchanged' | 'conflict';
  current: { status: Status; note: string | null; version: number; changed_by: string | null };
}

/**
 * The draft after the server answered a sync: a change it accepted (or found already there) is
 * no longer queued and its new version is the base of the next tap; a change it refused because
 * someone else set the student meanwhile is dropped, the newer mark shown, and the conflict kept
 * for the teacher to read. A tap made after the sync began stays queued, now based on the
 * version this device's own change produced.
 */
export function applyMergeResults(
  draft: RegisterDraft,
  sent: readonly QueuedChange[],
  results: readonly MergeResult[],
): RegisterDraft {
  const entries = { ...draft.entries };
  const touched = { ...draft.touched };
  const versions = { ...draft.versions };
  const conflicts = [...(draft.conflicts ?? [])];
  for (const result of results) {
    const id = String(result.student_id);
    const still = touched[id] === result.op_id;
    versions[id] = result.current.version;
    if (result.outcome === 'conflict') {
      const request = sent.find((c) => c.op_id === result.op_id);
      const kept = { status: result.current.status, note: result.current.note ?? '' };
      conflicts.push({
        studentId: result.student_id,
        mine: { status: request?.status ?? 'present', note: request?.note ?? '' },
        kept,
        keptBy: result.current.changed_by,
      });
      if (still) {
        delete touched[id];
        if (kept.status === 'present' && !kept.note) delete entries[id];
        else entries[id] = kept;
      }
    } else if (still) {
      delete touched[id];
    }
  }
  const queued = Object.keys(touched).length > 0;
  return { ...draft, entries, touched, versions, conflicts, pending: draft.pending && queued };
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

interface Totals {
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
