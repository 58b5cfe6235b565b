// The table of the OneRoster import runs (import-run.ts) for the queued-run SQL: the key is the
// package's own SHA-256, and a run keeps nothing more than the shared columns.
import type { RunTable } from '../../queue/queued-run/repository.js';

export const ONEROSTER_IMPORT_RUNS: RunTable<Record<never, never>> = {
  name: 'oneroster_import_runs',
  keyColumn: 'content_sha256',
  prefix: 'oneroster-import',
  columns: [],
  values: () => ({}),
};
