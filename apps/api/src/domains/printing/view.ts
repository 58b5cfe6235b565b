// A print_jobs row as the contract's PrintJob.
import type { Schemas } from '../../http/types.js';
import type { PrintJobRow } from './repository.js';

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

export function printJobOut(row: PrintJobRow): Schemas['PrintJob'] {
  return {
    id: Number(row.id),
    kind: row.kind,
    scope: row.scope,
    exam_id: row.exam_id === null ? null : Number(row.exam_id),
    month: row.month,
    class_id: row.class_id === null ? null : Number(row.class_id),
    section_id: row.section_id === null ? null : Number(row.section_id),
    language: row.language,
    status: row.status,
    total: Number(row.total),
    done: Number(row.done),
    error: row.error,
    file_type: row.file_type,
    file_name: row.file_name,
    created_at: new Date(row.created_at).toISOString(),
    finished_at: iso(row.finished_at),
    expires_at: iso(row.expires_at),
  };
}
