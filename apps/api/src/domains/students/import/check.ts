// Reading and checking a student import: the file's shape, the columns' fields and every row
// against the school. The preview, the import and a queued import's request all check this way.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { classes, sections, studentEnrolments, students } from '../../../db/schema/school.js';
import { inCallersTenant } from '../../../db/scope.js';
import { HttpError, invalidField } from '../../../http/errors.js';
import type { Body } from '../../../http/types.js';
import * as schoolRepo from '../../school/repository.js';
import { fieldNames, STUDENT_MESSAGES as M } from '../messages.js';
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
} from './validate.js';

const MAX_ROWS = 10_000;
const MAX_COLUMNS = 100;
export const CHUNK = 1000;

export async function readSheet(body: Body<'previewStudentImport'>): Promise<Sheet> {
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
export function checkShape(sheet: Sheet): string[] {
  const header = sheetHeaders(sheet);
  if (!header.length || !sheet.rows.length) throw invalidField('content_base64', M.emptyFile);
  if (sheet.rows.length > MAX_ROWS) throw invalidField('content_base64', M.tooManyRows);
  if (header.length > MAX_COLUMNS) throw invalidField('content_base64', M.tooManyColumns);
  return header;
}

type Choices = Body<'previewStudentImport'>['mapping'];

/** Each column's field: as chosen (which must name this file's columns), remembered or suggested. */
export async function mappingOf(
  tx: Tx,
  header: string[],
  choices: Choices,
): Promise<ColumnMapping[]> {
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
  if (clash) throw invalidField('mapping', M.mappingClash({ a: clash[0], b: clash[1] }));
  return mapping;
}

export async function loadContext(
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

export function problemsOf(checked: Checked): ImportProblem[] {
  return checked.invalid.flatMap((row) => row.problems);
}

/** What an import sends besides the file: the columns chosen and the mode. */
export type ImportChoices = Pick<Body<'importStudents'>, 'file_name' | 'mode' | 'mapping'>;

/**
 * Checks the sheet's rows against the school; with `mode: all`, one invalid row refuses the whole
 * import (422 with the problems). The request of a queued import runs it to refuse at once; the
 * import runs it again, as the school may have changed meanwhile.
 */
export async function checkImport(tx: Tx, sheet: Sheet, header: string[], choices: ImportChoices) {
  const mapping = await mappingOf(tx, header, choices.mapping);
  const missing = missingFields(mapping);
  if (missing.length)
    throw invalidField('mapping', M.missingFields({ fields: fieldNames(missing) }));
  const rows = readRows(sheet, mapping);
  const context = await loadContext(tx, rows);
  const checked = checkRows(rows, context);
  const problems = problemsOf(checked);
  if (choices.mode === 'all' && checked.invalid.length) {
    throw new HttpError(
      422,
      checked.invalid.length === 1
        ? M.importInvalidOne
        : M.importInvalid({ rows: checked.invalid.length }),
      problems.slice(0, 100).map((p) => ({
        field: `row ${p.row}, ${p.column}`,
        message: `Row ${p.row}, column "${p.header}": ${p.message}`,
      })),
    );
  }
  return { mapping, context, checked, problems };
}

/** The file read and its shape checked (size, rows, columns), before any database work. */
export async function readImportFile(
  body: Pick<Body<'importStudents'>, 'file_name' | 'content_base64'>,
) {
  const sheet = await readSheet(body);
  return { sheet, header: checkShape(sheet) };
}
