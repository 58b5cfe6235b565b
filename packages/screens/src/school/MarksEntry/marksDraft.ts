// What a marks cell holds and what it means: '' nothing, 'A' (or the Urdu غ) absent, whole
// marks typed in Latin, Urdu (۴۵) or Arabic-Indic (٤٥) digits. Pure, tested.
import type { MarkInput } from '@watni/api-client';
// The plain module, not the package's index: this pure logic runs in node tests without styles.
import { latinDigits } from '@watni/ui/digits';

export type Parsed = { kind: 'entry'; marks: number | null; absent: boolean } | { kind: 'invalid' };
export interface Held {
  marks: number | null;
  absent: boolean;
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
export type LocalProblem = { kind: 'notANumber' } | { kind: 'aboveMax' } | { kind: 'negative' };
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
): MarkInput[] {
  const out: MarkInput[] = [];
  for (const [studentId, text] of values) {
    if (skip.has(studentId) || !differs(text, held.get(studentId))) continue;
    if (localProblem(text, max)) continue;
    const parsed = parseCell(text);
    if (parsed.kind === 'entry')
      out.push({ student_id: studentId, marks: parsed.marks, absent: parsed.absent });
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

export function loadDraft(sheet: Parameters<typeof draftKey>[0]): Map<number, string> {
  try {
    const raw = globalThis.localStorage?.getItem(draftKey(sheet));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return new Map();
    return new Map(
      Object.entries(parsed as Record<string, unknown>)
        .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
        .map(([id, text]) => [Number(id), text.slice(0, 20)]),
    );
  } catch {
    return new Map();
  }
}

export function saveDraft(
  sheet: Parameters<typeof draftKey>[0],
  unsaved: ReadonlyMap<number, string>,
): void {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return;
    if (unsaved.size) storage.setItem(draftKey(sheet), JSON.stringify(Object.fromEntries(unsaved)));
    else storage.removeItem(draftKey(sheet));
  } catch {
    // A full or disabled storage: the leave warning still protects the page's own state.
  }
}
