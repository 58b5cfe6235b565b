// The table of the queued student imports (run.ts) for the queued-run SQL: its key covers the
// file, the mode and the columns chosen, and each run keeps the mode and the columns for its job.
import { sql } from 'drizzle-orm';
import type { RunTable } from '../../../queue/queued-run/repository.js';

export interface ImportRunOwn {
  mode: 'all' | 'valid_only';
  mapping: unknown;
}

export const STUDENT_IMPORT_RUNS: RunTable<ImportRunOwn> = {
  name: 'student_import_runs',
  keyColumn: 'request_sha256',
  prefix: 'student-import',
  columns: ['mode', 'mapping'],
  values: (own) => ({
    mode: sql`${own.mode}`,
    mapping: sql`${own.mapping === undefined ? null : JSON.stringify(own.mapping)}::jsonb`,
  }),
};
