// Bulk import of students with their primary guardian: the same file is checked for a preview
// and again for the import, which writes in one transaction and in bulk (a few statements per
// thousand rows, so 5,000 rows take seconds). Rows whose admission number exists are skipped,
// so importing a file again creates nothing new.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import {
  classes,
  guardians,
  sections,
  studentEnrolments,
  studentGuardians,
  students,
} from '../../../db/schema/school.js';
import { inCallersTenant } from '../../../db/scope.js';
import type { AppDeps } from '../../../deps.js';
import type { AuthContext } from '../../../http/context.js';
import { toCsv } from '../../../http/csv.js';
import { HttpError, invalidField } from '../../../http/errors.js';
import type { Body, Schemas } from '../../../http/types.js';
import { audit } from '../../audit/service.js';
import { requireSchoolAdmin, schoolTenantId } from '../../school/policy.js';
import * as schoolRepo from '../../school/repository.js';
import { inSchool, todayInPakistan } from '../../school/transaction.js';
import { STUDENT_MESSAGES as M } from '../messages.js';
import {
  type ColumnMapping,
  clashingColumns,
  type ImportField,
  isImportField,
  matchKey,
  missingFields,
  resolveMapping,
} from './mapping.js';
import {
  FileTooLarge,
  parseImportFile,
  type Sheet,
  TooManyRows,
  TooSlowToRead,
  UnreadableFile,
} from './parse.js';
import * as repo from './repository.js';
import {
  type Checked,
  checkRows,
  type ImportContext,
  type ImportProblem,
  type RawRow,
  readRows,
  sheetHeaders,
  type ValidRow,
} from './validate.js';

const MAX_ROWS = 10_000;
const MAX_COLUMNS = 100;
const CHUNK = 1000;

async function readSheet(body: Body<'previewStudentImport'>): Promise<Sheet> {
  const bytes = Buffer.from(body.content_base64, 'base64');
  try {
    return await parseImportFile(body.file_name, bytes);
  } catch (error) {
    if (error instanceof UnreadableFile) throw invalidField('content_base64', M.unreadableFile);
    if (error instanceof FileTooLarge) throw new HttpError(413, M.fileTooLarge);
    if (error instanceof TooManyRows) throw invalidField('content_base64', M.tooManyRows);
    if (error instanceof TooSlowToRead) throw invalidField('content_base64', M.tooSlowToRead);
    throw error;
  }
}

/** The sheet and its headers, refused when it has no rows or too many rows or columns. */
function checkShape(sheet: Sheet): string[] {
  const header = sheetHeaders(sheet);
  if (!header.length || !sheet.rows.length) throw invalidField('content_base64', M.emptyFile);
  if (sheet.rows.length > MAX_ROWS) throw invalidField('content_base64', M.tooManyRows);
  if (header.length > MAX_COLUMNS) throw invalidField('content_base64', M.tooManyColumns);
  return header;
}

type Choices = Body<'previewStudentImport'>['mapping'];

/** Each column's field: as chosen (which must name this file's columns), remembered or suggested. */
async function mappingOf(tx: Tx, header: string[], choices: Choices): Promise<ColumnMapping[]> {
  let chosen: (ImportField | null)[] | undefined;
  if (choices) {
    const same =
      choices.length === header.length && choices.every((choice, i) => choice.header === header[i]);
    if (!same) throw invalidField('mapping', M.mappingOfOtherFile);
    chosen = choices.map((choice) =>
      choice.field !== null && isImportField(choice.field) ? choice.field : null,
    );
  }
  const remembered = chosen ? new Map() : await repo.rememberedMappings(tx, header.map(matchKey));
  const mapping = resolveMapping(header, remembered, chosen);
  const clash = clashingColumns(mapping);
  if (clash) throw invalidField('mapping', M.mappingClash(clash[0], clash[1]));
  return mapping;
}

/** The first value of each column, to help the school recognise it. */
function samplesOf(sheet: Sheet, width: number): (string | null)[] {
  return Array.from({ length: width }, (_, i) => {
    const found = sheet.rows.find((row) => (row.cells[i] ?? '').trim());
    const text = found ? found.cells[i]!.trim() : '';
    return text ? text.slice(0, 100) : null;
  });
}

async function loadContext(
  tx: Tx,
  rows: RawRow[],
): Promise<ImportContext & { yearId: number | null }> {
  const year = await schoolRepo.currentYear(tx);
  const classRows = await tx
    .select({
      class_id: classes.id,
      class_name: classes.name,
      section_id: sections.id,
      section_name: sections.name,
    })
    .from(classes)
    .leftJoin(
      sections,
      and(eq(sections.tenant_id, classes.tenant_id), eq(sections.class_id, classes.id)),
    )
    .where(inCallersTenant(tx, classes.tenant_id));
  const classMap: ImportContext['classes'] = new Map();
  for (const row of classRows) {
    const key = row.class_name.toLowerCase();
    if (!classMap.has(key)) classMap.set(key, { name: row.class_name, sections: new Map() });
    if (row.section_id !== null)
      classMap.get(key)!.sections.set(row.section_name!.toLowerCase(), row.section_id);
  }
  const keys = [...new Set(rows.map((row) => row.admission_no.toLowerCase()).filter(Boolean))];
  const existing = new Set<string>();
  for (let i = 0; i < keys.length; i += CHUNK) {
    const found = await tx
      .select({ key: students.admission_key })
      .from(students)
      .where(
        and(
          inCallersTenant(tx, students.tenant_id),
          inArray(students.admission_key, keys.slice(i, i + CHUNK)),
        ),
      );
    for (const row of found) existing.add(row.key!);
  }
  const takenRolls = new Map<number, Set<number>>();
  if (year) {
    const taken = await tx
      .select({ section_id: studentEnrolments.section_id, roll_no: studentEnrolments.roll_no })
      .from(studentEnrolments)
      .where(
        and(
          inCallersTenant(tx, studentEnrolments.tenant_id),
          eq(studentEnrolments.academic_year_id, year.id),
        ),
      );
    for (const row of taken) {
      if (!takenRolls.has(row.section_id)) takenRolls.set(row.section_id, new Set());
      takenRolls.get(row.section_id)!.add(row.roll_no);
    }
  }
  return {
    classes: classMap,
    existing,
    takenRolls,
    hasCurrentYear: year !== undefined,
    yearId: year?.id ?? null,
  };
}

function problemsOf(checked: Checked): ImportProblem[] {
  return checked.invalid.flatMap((row) => row.problems);
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
  auth: AuthContext,
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
    auth.user.id,
    changed.map(([key, field]) => ({ key, field })),
  );
  await audit(tx, {
    tenantId,
    actorId: auth.user.id,
    action: 'student_import.mapping_remembered',
    entityType: 'import_column_mapping',
    entityId: null,
    changes: Object.fromEntries(
      changed.map(([key, field]) => [key, { from: before.get(key) ?? null, to: field }]),
    ),
  });
}

async function chunked<T>(items: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) await write(items.slice(i, i + CHUNK));
}

/** Writes the valid rows; returns how many students and guardians were created. */
async function writeRows(
  tx: Tx,
  tenantId: number,
  yearId: number | null,
  valid: ValidRow[],
): Promise<{ created: number; guardiansCreated: number }> {
  // Placements decide roll numbers section by section: lock those sections first.
  const sectionIds = [
    ...new Set(valid.flatMap((row) => (row.section_id === null ? [] : [row.section_id]))),
  ];
  if (sectionIds.length) {
    await tx
      .select({ id: sections.id })
      .from(sections)
      .where(and(inCallersTenant(tx, sections.tenant_id), inArray(sections.id, sectionIds)))
      .for('update');
  }
  const today = todayInPakistan();
  const ids = await repo.nextIds(tx, 'students_id_seq', valid.length);
  const inserted = new Set<number>();
  await chunked(
    valid.map((row, i) => ({ row, id: ids[i]! })),
    async (chunk) => {
      const rows = await tx
        .insert(students)
        .values(
          chunk.map(({ row, id }) => ({
            id,
            tenant_id: tenantId,
            admission_no: row.admission_no,
            first_name: row.first_name,
            last_name: row.last_name,
            gender: row.gender,
            date_of_birth: row.date_of_birth,
            b_form: row.b_form,
            address: row.address,
            admission_date: row.admission_date ?? today,
          })),
        )
        // Another import of the same file at the same moment: its rows win, these are skipped.
        .onConflictDoNothing()
        .returning({ id: students.id });
      for (const row of rows) inserted.add(row.id);
    },
  );
  const created = valid
    .map((row, i) => ({ row, id: ids[i]! }))
    .filter(({ id }) => inserted.has(id));

  // Guardians: one per CNIC (siblings share theirs, and one on file is reused), else one per row.
  const cnics = [
    ...new Set(created.flatMap(({ row }) => (row.guardian.cnic ? [row.guardian.cnic] : []))),
  ];
  const byCnic = new Map<string, number>();
  const findByCnic = async (list: string[]) =>
    chunked(list, async (chunk) => {
      const found = await tx
        .select({ id: guardians.id, cnic: guardians.cnic })
        .from(guardians)
        .where(
          and(
            inCallersTenant(tx, guardians.tenant_id),
            isNotNull(guardians.cnic),
            inArray(guardians.cnic, chunk),
          ),
        );
      for (const row of found) byCnic.set(row.cnic!, row.id);
    });
  await findByCnic(cnics);
  const newCnicRows = new Map<string, ValidRow['guardian']>();
  for (const { row } of created) {
    if (
      row.guardian.cnic &&
      !byCnic.has(row.guardian.cnic) &&
      !newCnicRows.has(row.guardian.cnic)
    ) {
      newCnicRows.set(row.guardian.cnic, row.guardian);
    }
  }
  const withoutCnic = created.filter(({ row }) => !row.guardian.cnic);
  const guardianIds = await repo.nextIds(
    tx,
    'guardians_id_seq',
    newCnicRows.size + withoutCnic.length,
  );
  const newGuardians = [
    ...[...newCnicRows.values()].map((guardian, i) => ({ ...guardian, id: guardianIds[i]! })),
    ...withoutCnic.map(({ row }, i) => ({
      ...row.guardian,
      id: guardianIds[newCnicRows.size + i]!,
    })),
  ];
  let guardiansCreated = 0;
  await chunked(newGuardians, async (chunk) => {
    const rows = await tx
      .insert(guardians)
      .values(chunk.map((guardian) => ({ ...guardian, tenant_id: tenantId })))
      .onConflictDoNothing()
      .returning({ id: guardians.id });
    guardiansCreated += rows.length;
  });
  await findByCnic([...newCnicRows.keys()]);
  const guardianOfStudent = new Map<number, number>();
  for (const [i, { id }] of withoutCnic.entries()) {
    guardianOfStudent.set(id, guardianIds[newCnicRows.size + i]!);
  }
  for (const { row, id } of created) {
    if (row.guardian.cnic) guardianOfStudent.set(id, byCnic.get(row.guardian.cnic)!);
  }
  await chunked(created, (chunk) =>
    tx.insert(studentGuardians).values(
      chunk.map(({ id }) => ({
        tenant_id: tenantId,
        student_id: id,
        guardian_id: guardianOfStudent.get(id)!,
        is_primary: true,
      })),
    ),
  );

  // Placements in the current year: the roll number given, else the next free one.
  if (yearId !== null) {
    const placed = created.filter(({ row }) => row.section_id !== null);
    const top = new Map<number, number>();
    if (sectionIds.length) {
      const maxRows = await repo.topRollNumbers(tx, yearId, sectionIds);
      for (const row of maxRows) top.set(row.section_id, Number(row.top));
    }
    for (const { row } of placed) {
      if (row.roll_no !== null)
        top.set(row.section_id!, Math.max(top.get(row.section_id!) ?? 0, row.roll_no));
    }
    await chunked(placed, (chunk) =>
      tx.insert(studentEnrolments).values(
        chunk.map(({ row, id }) => {
          let roll = row.roll_no;
          if (roll === null) {
            roll = (top.get(row.section_id!) ?? 0) + 1;
            top.set(row.section_id!, roll);
          }
          return {
            tenant_id: tenantId,
            student_id: id,
            academic_year_id: yearId,
            section_id: row.section_id!,
            roll_no: roll,
          };
        }),
      ),
    );
  }
  return { created: created.length, guardiansCreated };
}

export async function importStudents(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'importStudents'>,
): Promise<Schemas['ImportResult']> {
  requireSchoolAdmin(auth);
  const sheet = await readSheet(body);
  const header = checkShape(sheet);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const mapping = await mappingOf(tx, header, body.mapping);
    const missing = missingFields(mapping);
    if (missing.length) throw invalidField('mapping', M.missingFields(missing));
    const rows = readRows(sheet, mapping);
    const context = await loadContext(tx, rows);
    const checked = checkRows(rows, context);
    const problems = problemsOf(checked);
    if (body.mode === 'all' && checked.invalid.length) {
      throw new HttpError(
        422,
        M.importInvalid(checked.invalid.length),
        problems.slice(0, 100).map((p) => ({
          field: `row ${p.row}, ${p.column}`,
          message: `Row ${p.row}, column "${p.header}": ${p.message}`,
        })),
      );
    }
    if (body.mapping) await rememberChoices(tx, auth, tenantId, mapping);
    const written = await writeRows(tx, tenantId, context.yearId, checked.valid);
    if (written.created) {
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'student.imported',
        entityType: 'student',
        entityId: null,
        changes: {
          file_name: body.file_name,
          mode: body.mode,
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
  });
}
