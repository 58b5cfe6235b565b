// What a marks cell holds and what it means: '' nothing, 'A' absent, whole marks. Pure, tested.
import type { MarkInput } from '@watni/api-client';

export type Parsed = { kind: 'entry'; marks: number | null; absent: boolean } | { kind: 'invalid' };

export function parseCell(text: string): Parsed {
  const value = text.trim();
  if (value === '') return { kind: 'entry', marks: null, absent: false };
  if (/^a$/i.test(value)) return { kind: 'entry', marks: null, absent: true };
  if (/^-?\d{1,5}$/.test(value)) return { kind: 'entry', marks: Number(value), absent: false };
  return { kind: 'invalid' };
}

export function cellOf(entry: { marks: number | null; absent: boolean }): string {
  return entry.absent ? 'A' : entry.marks === null ? '' : String(entry.marks);
}

/** The entries to send for the changed cells (invalid ones are not sent). */
export function entriesToSend(
  values: ReadonlyMap<number, string>,
  dirty: ReadonlySet<number>,
): MarkInput[] {
  const out: MarkInput[] = [];
  for (const studentId of dirty) {
    const parsed = parseCell(values.get(studentId) ?? '');
    if (parsed.kind === 'entry')
      out.push({ student_id: studentId, marks: parsed.marks, absent: parsed.absent });
  }
  return out;
}
