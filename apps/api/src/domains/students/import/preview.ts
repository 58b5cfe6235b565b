// The preview of a student import: the columns with a sample each, the counts and the problems;
// nothing is written.
import type { AppDeps } from '../../../deps.js';
import type { AuthContext } from '../../../http/context.js';
import type { Body, Schemas } from '../../../http/types.js';
import { requireSchoolAdmin } from '../../school/policy.js';
import { inSchool } from '../../school/transaction.js';
import { checkShape, loadContext, mappingOf, problemsOf, readSheet } from './check.js';
import { missingFields } from './mapping.js';
import type { Sheet } from './parse.js';
import { checkRows, readRows } from './validate.js';

/** The first value of each column, to help the school recognise it. */
function samplesOf(sheet: Sheet, width: number): (string | null)[] {
  return Array.from({ length: width }, (_, i) => {
    const found = sheet.rows.find((row) => (row.cells[i] ?? '').trim());
    const text = found ? found.cells[i]!.trim() : '';
    return text ? text.slice(0, 100) : null;
  });
}

export async function previewStudentImport(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'previewStudentImport'>,
): Promise<Schemas['ImportPreview']> {
  requireSchoolAdmin(auth);
  const sheet = await readSheet(body);
  const header = checkShape(sheet);
  return inSchool(deps, auth, async (tx) => {
    const mapping = await mappingOf(tx, header, body.mapping);
    const samples = samplesOf(sheet, header.length);
    const columns = mapping.map((column, i) => ({ ...column, sample: samples[i] ?? null }));
    const missing = missingFields(mapping);
    const counts = { total_rows: sheet.rows.length, columns, missing_fields: missing };
    // Until every required field has a column, the rows are not checked: the counts would say
    // every row is wrong for a reason the mapping, not the file, holds.
    if (missing.length)
      return { ...counts, valid_rows: 0, invalid_rows: 0, existing_rows: 0, problems: [] };
    const rows = readRows(sheet, mapping);
    const checked = checkRows(rows, await loadContext(tx, rows));
    return {
      ...counts,
      valid_rows: checked.valid.length,
      invalid_rows: checked.invalid.length,
      existing_rows: checked.existing.length,
      problems: problemsOf(checked),
    };
  });
}
