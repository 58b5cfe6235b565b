// What a marks cell holds and what it means: '' nothing, 'A' (or the Urdu غ) absent, whole
// marks typed in Latin, Urdu (۴۵) or Arabic-Indic (٤٥) digits. Pure, tested.
import type { MarkInput } from '@watni/api-client';
// The plain module, not the package's index: this pure logic runs in node tests without styles.
import { latinDigits } from '@watni/ui/digits';

type Parsed = { kind: 'entry'; marks: number | null; absent: boolean } | { kind: 'invalid' };
export interface Held {
  marks: number | null;
  absent: boolean;
  /** The server's version of the mark (0: nothing entered); absent before the sheet says. */
  version?: number;
}

/**
 * A typed cell queued for the server (offline capture that merges): the operation id the server
 * recognises a replay by, and the version of the mark the teacher typed on. A newer mark by
 * someone else is then kept by the server and answered as a conflict instead of overwritten.
 */
export interface Pending {
  text: string;
  op_id: string;
  base_version: number;
}

/**
 * The queue entry after the teacher types `text` into a cell: a new text is a new operation (a
 * new id), but it stays based on the version the teacher first typed over, even if a refetch
 * has brought a newer mark since (that newer mark is what a conflict must protect).
 */
export function nextPending(
  prev: Pending | undefined,
  text: string,
  heldVersion: number,
  newId: () => string,
): Pending {
  if (prev && prev.text === text) return prev;
  return { text, op_id: newId(), base_version: prev ? prev.base_version : heldVersion };
}

/** The cell's text as it is stored: Latin digits, `A` for absent (typed `a`, `A` or `غ`). */
export function normalizeCell(text: string): string {
  const latin = latinDigits(text);
  return /^\s*[aAغ]\s*$/.test(latin) ? 'A' : latin;
}

export function parseCell(text: string): Parsed {
  const value = normalizeCell(text).trim();
  if (value === '') return { kind: 'entry', marks: null, absent: false };
  if (value === 'A') return { kind: 'entry', marks: null, absent: true };
  if (/^-?\d{1,5}$/.test(value)) return { kind: 'entry', marks: Number(value), absent: false };
  return { kind: 'invalid' };
}

export function cellOf(entry: Held): string {
  return entry.absent ? 'A' : entry.marks === null ? '' : String(entry.marks);
}

/** What is wrong with a cell before it is sent, or null (the server checks again). */
type LocalProblem = { kind: 'notANumber' } | { kind: 'aboveMax' } | { kind: 'negative' };
export function localProblem(text: string, max: number): LocalProblem | null {
  const parsed = parseCell(text);
  if (parsed.kind === 'invalid') return { kind: 'notANumber' };
  if (parsed.marks !== null && parsed.marks > max) return { kind: 'aboveMax' };
  if (parsed.marks !== null && parsed.marks < 0) return { kind: 'negative' };
  return null;
}

/** Whether the cell says something other than what the server holds. */
export function differs(text: string, held: Held | undefined): boolean {
  const parsed = parseCell(text);
  const server = held ?? { marks: null, absent: false };
  if (parsed.kind === 'invalid') return true;
  return parsed.marks !== server.marks || parsed.absent !== server.absent;
}

/** The entries to send: cells that differ from the server and are readable and in range. */
export function entriesToSend(
  values: ReadonlyMap<number, string>,
  held: ReadonlyMap<number, Held>,
  max: number,
  skip: ReadonlySet<number> = new Set(),
  pending: ReadonlyMap<number, Pending> = new Map(),
): MarkInput[] {
  const out: MarkInput[] = [];
  for (const [studentId, text] of values) {
    if (skip.has(studentId) || !differs(text, held.get(studentId))) continue;
    if (localProblem(text, max)) continue;
    const parsed = parseCell(text);
    if (parsed.kind !== 'entry') continue;
    const queued = pending.get(studentId);
    out.push({
      student_id: studentId,
      marks: parsed.marks,
      absent: parsed.absent,
      // Only a queue entry of this very text: its id and base belong to what is sent.
      ...(queued && queued.text === text
        ? { op_id: queued.op_id, base_version: queued.base_version }
        : {}),
    });
  }
  return out;
}

/** How many students the server holds a mark or an absence for. */
export function enteredOnServer(held: ReadonlyMap<number, Held>): number {
  let count = 0;
  for (const entry of held.values()) if (entry.absent || entry.marks !== null) count += 1;
  return count;
}

// The cells not yet on the server are kept in this browser, so a closed tab, a failed network
// or a refused value is still there on the next visit (flagged, never sent behind one's back).
const draftKey = (sheet: { exam_id: number; section_id: number; subject_id: number }) =>
  `watni:marks-draft:${sheet.exam_id}:${sheet.section_id}:${sheet.subject_id}`;

/** A cell kept in this browser: its text and, when typed with a known version, its queue entry. */
interface DraftCell {
  text: string;
  pending?: Pending;
}

function draftCell(value: unknown): DraftCell | null {
  // Drafts written before the queue are plain texts: they are sent without a base (as before).
  if (typeof value === 'string') return { text: value.slice(0, 20) };
  if (!value || typeof value !== 'object') return null;
  const { text, op_id, base_version } = value as Record<string, unknown>;
  if (typeof text !== 'string') return null;
  const cell: DraftCell = { text: text.slice(0, 20) };
  if (
    typeof op_id === 'string' &&
    /^[0-9a-f-]{36}$/i.test(op_id) &&
    typeof base_version === 'number' &&
    Number.isSafeInteger(base_version) &&
    base_version >= 0
  )
    cell.pending = { text: cell.text, op_id, base_version };
  return cell;
}

export function loadDraft(sheet: Parameters<typeof draftKey>[0]): Map<number, DraftCell> {
  try {
    const raw = globalThis.localStorage?.getItem(draftKey(sheet));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return new Map();
    const out = new Map<number, DraftCell>();
    for (const [id, value] of Object.entries(parsed as Record<string, unknown>)) {
      const cell = draftCell(value);
      if (cell) out.set(Number(id), cell);
    }
    return out;
  } catch {
    return new Map();
  }
}

export function saveDraft(
  sheet: Parameters<typeof draftKey>[0],
  unsaved: ReadonlyMap<number, string>,
  pending: ReadonlyMap<number, Pending> = new Map(),
): void {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return;
    const cells = Object.fromEntries(
      [...unsaved].map(([id, text]) => {
        const queued = pending.get(id);
        return [
          id,
          queued && queued.text === text
            ? { text, op_id: queued.op_id, base_version: queued.base_version }
            : { text },
        ];
      }),
    );
    if (unsaved.size) storage.setItem(draftKey(sheet), JSON.stringify(cells));
    else storage.removeItem(draftKey(sheet));
  } catch {
    // A full or disabled storage: the leave warning still protects the page's own state.
  }
}
