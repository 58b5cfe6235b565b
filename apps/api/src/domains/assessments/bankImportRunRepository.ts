// The table of the queued question bank imports (bankImportRun.ts) for the queued-run SQL: its key
// covers the course, the file, the format and the tags, and each run keeps the course, the format
// and the tags for its job.
import { sql } from 'drizzle-orm';
import type { RunTable } from '../../queue/queued-run/repository.js';
import type { QuestionFormat } from './formats/index.js';

export interface BankImportRunOwn {
  course_id: number;
  format: QuestionFormat;
  tags: string[];
}

export const BANK_IMPORT_RUNS: RunTable<BankImportRunOwn> = {
  name: 'bank_import_runs',
  keyColumn: 'request_sha256',
  prefix: 'bank-import',
  columns: ['course_id', 'format', 'tags'],
  values: (own) => ({
    course_id: sql`${own.course_id}`,
    format: sql`${own.format}`,
    tags: sql`${JSON.stringify(own.tags)}::jsonb`,
  }),
};
