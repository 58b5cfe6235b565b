// Bulk import of students with their primary guardian: the file is checked again for the import,
// which writes in one transaction and in bulk (a few statements per thousand rows, so 5,000 rows
// take seconds), in the request or in the job queue (run.ts). Rows whose admission number exists
// are skipped, so importing a file again creates nothing new.
import type { Tx } from '../../../db/client.js';
import type { AppDeps } from '../../../deps.js';
import type { AuthContext } from '../../../http/context.js';
import { toCsv } from '../../../http/csv.js';
import type { Body, Schemas } from '../../../http/types.js';
import { audit } from '../../audit/service.js';
import { requireSchoolAdmin, schoolTenantId } from '../../school/policy.js';
import { inSchool } from '../../school/transaction.js';
import { checkImport, type ImportChoices, readImportFile } from './check.js';
import { type ColumnMapping, type ImportField, matchKey } from './mapping.js';
import type { Sheet } from './parse.js';
import * as repo from './repository.js';
import type { Checked } from './validate.js';
import { writeRows } from './write.js';

/** Sheet columns the rejected rows' CSV adds itself, left out when a rejected file comes back. */
const ADDED = new Set(['row', 'problems']);

/** The rows not imported, in the sheet's own columns, with their problems, to correct and import again. */
function rejectedCsv(header: string[], invalid: Checked['invalid']): string {
  const kept = header.flatMap((h, i) => (ADDED.has(matchKey(h)) ? [] : [i]));
  // The rows come from the uploaded file: a cell such as =HYPERLINK(…) goes back escaped.
  return toCsv(
    ['row', ...kept.map((i) => header[i]!), 'problems'],
    invalid.map(({ raw, problems }) => [
      raw.row,
      ...kept.map((i) => raw.cells[i] ?? ''),
      problems.map((p) => `${p.header}: ${p.message}`).join(' '),
    ]),
    { bom: false },
  );
}

/** Remembers the mapping the school chose, audited when it changes what was remembered. */
async function rememberChoices(
  tx: Tx,
  actorId: number | null,
  tenantId: number,
  mapping: ColumnMapping[],
): Promise<void> {
  const entries = new Map<string, ImportField | null>();
  for (const column of mapping) {
    const key = matchKey(column.header).slice(0, 200);
    // A blank header ("Column C") says nothing about the next file's columns.
    if (key && !/^column[a-z]{1,3}$/.test(key) && !entries.has(key)) entries.set(key, column.field);
  }
  const before = await repo.rememberedMappings(tx, [...entries.keys()]);
  const changed = [...entries].filter(
    ([key, field]) => !before.has(key) || before.get(key) !== field,
  );
  if (!changed.length) return;
  await repo.rememberMappings(
    tx,
    tenantId,
    actorId,
    changed.map(([key, field]) => ({ key, field })),
  );
  await audit(tx, {
    tenantId,
    actorId,
    action: 'student_import.mapping_remembered',
    entityType: 'import_column_mapping',
    entityId: null,
    changes: Object.fromEntries(
      changed.map(([key, field]) => [key, { from: before.get(key) ?? null, to: field }]),
    ),
  });
}

/** Checks and writes an import in the caller's transaction (the request's or the job's). */
export async function writeImport(
  tx: Tx,
  actorId: number | null,
  tenantId: number,
  file: { sheet: Sheet; header: string[] },
  choices: ImportChoices,
): Promise<Schemas['ImportResult']> {
  const { header } = file;
  const { mapping, context, checked, problems } = await checkImport(
    tx,
    file.sheet,
    header,
    choices,
  );
  if (choices.mapping) await rememberChoices(tx, actorId, tenantId, mapping);
  const written = await writeRows(tx, tenantId, context.yearId, checked.valid);
  if (written.created) {
    await audit(tx, {
      tenantId,
      actorId,
      action: 'student.imported',
      entityType: 'student',
      entityId: null,
      changes: {
        file_name: choices.file_name,
        mode: choices.mode,
        created: written.created,
        guardians_created: written.guardiansCreated,
        existing_rows: checked.existing.length,
        invalid_rows: checked.invalid.length,
      },
    });
  }
  return {
    created: written.created,
    existing_rows: checked.existing.length + (checked.valid.length - written.created),
    invalid_rows: checked.invalid.length,
    guardians_created: written.guardiansCreated,
    problems,
    rejected_csv: checked.invalid.length ? rejectedCsv(header, checked.invalid) : null,
  };
}

export async function importStudents(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'importStudents'>,
): Promise<Schemas['ImportResult']> {
  requireSchoolAdmin(auth);
  const file = await readImportFile(body);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, (tx) => writeImport(tx, auth.user.id, tenantId, file, body));
}
