// Checking every row of an import file, naming each problem by row and column. Pure: the
// school's classes, sections, admission numbers and taken roll numbers come in as a context.
import { normaliseBForm, normaliseCnic, normaliseMobile } from '@watni/policy';
import { FORMAT_MESSAGES } from '../normalise.js';
import { IMPORT_COLUMNS, type ImportColumn } from './columns.js';
import type { ColumnMapping, ImportField } from './mapping.js';
import type { Sheet } from './parse.js';

export interface ImportProblem {
  row: number;
  /** The product's field (admission_no…). */
  column: string;
  /** The sheet's own header of the column the problem is in. */
  header: string;
  message: string;
}

export type RawRow = {
  row: number;
  /** The row's cells as in the file (for the rejected rows' CSV). */
  cells: string[];
  /** The sheet's header each product column was read from. */
  sources: Partial<Record<ImportColumn, string>>;
  /** The name came as one whole name (first and last name split from it). */
  wholeName: boolean;
} & Record<ImportColumn, string>;

const MAX_HEADER = 200;

/** Excel's letter of a column (0 → A, 26 → AA). */
function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/**
 * The sheet's column headers as shown and named in problems: trimmed, blank trailing ones left
 * out, a blank one named by its letter ("Column C"), a very long one cut.
 */
export function sheetHeaders(sheet: Sheet): string[] {
  const header = sheet.header.map((h) => h.replace(/\s+/g, ' ').trim());
  while (header.length && !header[header.length - 1]) header.pop();
  return header.map((h, i) => {
    if (!h) return `Column ${columnLetter(i)}`;
    return h.length > MAX_HEADER ? `${h.slice(0, MAX_HEADER - 1)}…` : h;
  });
}

/** The sheet's rows read through the mapping: one value per product column, with its header. */
export function readRows(sheet: Sheet, mapping: readonly ColumnMapping[]): RawRow[] {
  const at = new Map<ImportField, number>();
  mapping.forEach((column, i) => {
    if (column.field && !at.has(column.field)) at.set(column.field, i);
  });
  const headerOf = (field: ImportField) => mapping[at.get(field)!]!.header;
  return sheet.rows.map((sheetRow) => {
    const cell = (field: ImportField) => {
      const i = at.get(field);
      return i === undefined ? '' : (sheetRow.cells[i] ?? '').trim();
    };
    const row = {
      row: sheetRow.row,
      cells: mapping.map((_, i) => sheetRow.cells[i] ?? ''),
      sources: {},
      wholeName: at.has('student_name'),
    } as RawRow;
    for (const column of IMPORT_COLUMNS) {
      row[column] = cell(column);
      if (at.has(column)) row.sources[column] = headerOf(column);
    }
    if (row.wholeName) {
      // "Muhammad Ali Raza": the last word is the last name, the words before it the first.
      const words = cell('student_name').split(/\s+/).filter(Boolean);
      row.first_name = words.slice(0, -1).join(' ') || (words[0] ?? '');
      row.last_name = words.length > 1 ? words[words.length - 1]! : '';
      row.sources.first_name = headerOf('student_name');
      row.sources.last_name = headerOf('student_name');
    }
    // The primary guardian: the guardian column, else the father, else the mother, with the
    // relation the column implies; a guardian without a relation column is a "guardian".
    const named = (['guardian_name', 'father_name', 'mother_name'] as const).filter((f) =>
      at.has(f),
    );
    const given = named.find((f) => cell(f));
    const source = given ?? named[0];
    if (source && source !== 'guardian_name') {
      row.guardian_name = cell(source);
      row.guardian_relation = source === 'father_name' ? 'father' : 'mother';
      row.sources.guardian_name = headerOf(source);
      row.sources.guardian_relation = headerOf(source);
    } else if (source === 'guardian_name' && !at.has('guardian_relation')) {
      row.guardian_relation = 'guardian';
    }
    return row;
  });
}

export interface ImportContext {
  /** lowercased class name → its sections by lowercased name → section id */
  classes: Map<string, { name: string; sections: Map<string, number> }>;
  /** lowercased admission numbers the school already has */
  existing: Set<string>;
  /** section id → roll numbers taken in the current year */
  takenRolls: Map<number, Set<number>>;
  hasCurrentYear: boolean;
}

export interface ValidRow {
  row: number;
  admission_no: string;
  first_name: string;
  last_name: string;
  gender: 'male' | 'female' | 'other';
  date_of_birth: string | null;
  b_form: string | null;
  address: string | null;
  admission_date: string | null;
  section_id: number | null;
  roll_no: number | null;
  guardian: {
    name: string;
    relation: 'father' | 'mother' | 'guardian';
    cnic: string | null;
    mobile: string | null;
    email: string | null;
    preferred_language: 'en' | 'ur';
    whatsapp_consent: boolean;
  };
}

export interface Checked {
  valid: ValidRow[];
  /** Rows whose admission number the school has: skipped, never an error. */
  existing: RawRow[];
  invalid: { raw: RawRow; problems: ImportProblem[] }[];
}

// Maps, not objects: a cell reading "constructor" must not find Object.prototype's.
const GENDERS = new Map<string, ValidRow['gender']>(
  Object.entries({
    male: 'male',
    m: 'male',
    boy: 'male',
    female: 'female',
    f: 'female',
    girl: 'female',
    other: 'other',
    // As an Urdu sheet writes them.
    لڑکا: 'male',
    مذکر: 'male',
    لڑکی: 'female',
    مؤنث: 'female',
    مونث: 'female',
  }) as [string, ValidRow['gender']][],
);
const RELATIONS = new Map<string, ValidRow['guardian']['relation']>(
  Object.entries({
    father: 'father',
    mother: 'mother',
    guardian: 'guardian',
    والد: 'father',
    والدہ: 'mother',
    سرپرست: 'guardian',
  }) as [string, ValidRow['guardian']['relation']][],
);
const YES = new Set(['yes', 'y', 'true', '1', 'ہاں', 'جی ہاں']);
const NO = new Set(['no', 'n', 'false', '0', '', 'نہیں']);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** yyyy-mm-dd, dd/mm/yyyy or dd-mm-yyyy (the way dates are written in Pakistan) → yyyy-mm-dd. */
function parseDate(text: string): string | null {
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else {
    match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
    if (!match) return null;
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  if (y < 1900 || y > 2100) return null;
  return date.toISOString().slice(0, 10);
}

export function checkRows(rows: RawRow[], context: ImportContext): Checked {
  const result: Checked = { valid: [], existing: [], invalid: [] };
  const seenAdmission = new Map<string, number>();
  const fileRolls = new Map<string, number>();
  for (const raw of rows) {
    const problems: ImportProblem[] = [];
    const problem = (column: ImportColumn, message: string) =>
      problems.push({ row: raw.row, column, header: raw.sources[column] ?? column, message });
    const required = (column: ImportColumn, label: string) => {
      if (!raw[column]) problem(column, `${label} is required.`);
    };
    const tooLong = (column: ImportColumn, max: number) => {
      if (raw[column].length > max) problem(column, `At most ${max} characters.`);
    };

    const admissionKey = raw.admission_no.toLowerCase();
    if (raw.admission_no && context.existing.has(admissionKey)) {
      result.existing.push(raw);
      continue;
    }
    required('admission_no', 'The admission number');
    if (raw.admission_no && !/^[A-Za-z0-9/-]{1,30}$/.test(raw.admission_no)) {
      problem('admission_no', 'Use up to 30 letters, digits, / or -.');
    }
    const earlier = seenAdmission.get(admissionKey);
    if (raw.admission_no && earlier !== undefined) {
      problem('admission_no', `The same admission number is on row ${earlier}.`);
    }
    if (raw.admission_no && earlier === undefined) seenAdmission.set(admissionKey, raw.row);
    if (raw.wholeName && !raw.first_name) problem('first_name', "The student's name is required.");
    else if (raw.wholeName && !raw.last_name)
      problem('last_name', "Write the student's first and last name, such as Ali Raza.");
    else {
      required('first_name', 'The first name');
      required('last_name', 'The last name');
    }
    tooLong('first_name', 100);
    tooLong('last_name', 100);
    tooLong('address', 500);
    const gender = GENDERS.get(raw.gender.toLowerCase());
    if (!gender) problem('gender', 'Write male, female or other.');
    const dateOfBirth = raw.date_of_birth ? parseDate(raw.date_of_birth) : null;
    if (raw.date_of_birth && !dateOfBirth)
      problem('date_of_birth', 'Write the date as 2015-03-31 or 31/03/2015.');
    const admissionDate = raw.admission_date ? parseDate(raw.admission_date) : null;
    if (raw.admission_date && !admissionDate)
      problem('admission_date', 'Write the date as 2026-04-01 or 01/04/2026.');
    const bForm = raw.b_form ? normaliseBForm(raw.b_form) : null;
    if (raw.b_form && !bForm) problem('b_form', FORMAT_MESSAGES.bForm);

    let sectionId: number | null = null;
    if (raw.class || raw.section) {
      const schoolClass = context.classes.get(raw.class.toLowerCase());
      if (!raw.class) problem('class', 'Give the class of the section.');
      else if (!schoolClass) problem('class', `The school has no class "${raw.class}".`);
      else if (!raw.section) problem('section', 'Give the section within the class.');
      else {
        sectionId = schoolClass.sections.get(raw.section.toLowerCase()) ?? null;
        if (sectionId === null)
          problem('section', `${schoolClass.name} has no section "${raw.section}".`);
      }
      if (!context.hasCurrentYear) problem('class', 'The school has no current academic year yet.');
    }
    let rollNo: number | null = null;
    if (raw.roll_no) {
      rollNo = /^\d{1,4}$/.test(raw.roll_no) ? Number(raw.roll_no) : null;
      if (!rollNo) problem('roll_no', 'A roll number is a whole number from 1 to 9999.');
      else if (
        sectionId === null &&
        !problems.some((p) => p.column === 'class' || p.column === 'section')
      ) {
        problem('roll_no', 'A roll number needs a class and section.');
      } else if (sectionId !== null) {
        const key = `${sectionId}:${rollNo}`;
        if (context.takenRolls.get(sectionId)?.has(rollNo)) {
          problem('roll_no', `Roll number ${rollNo} is already taken in this section.`);
        } else if (fileRolls.has(key)) {
          problem(
            'roll_no',
            `Roll number ${rollNo} of this section is also on row ${fileRolls.get(key)}.`,
          );
        } else fileRolls.set(key, raw.row);
      }
    }

    required('guardian_name', "The guardian's name");
    tooLong('guardian_name', 200);
    const relation = RELATIONS.get(raw.guardian_relation.toLowerCase());
    if (!relation) problem('guardian_relation', 'Write father, mother or guardian.');
    const cnic = raw.guardian_cnic ? normaliseCnic(raw.guardian_cnic) : null;
    if (raw.guardian_cnic && !cnic) problem('guardian_cnic', FORMAT_MESSAGES.cnic);
    const mobile = raw.guardian_mobile ? normaliseMobile(raw.guardian_mobile) : null;
    if (raw.guardian_mobile && !mobile) problem('guardian_mobile', FORMAT_MESSAGES.mobile);
    const email = raw.guardian_email.toLowerCase();
    if (email && (!EMAIL.test(email) || email.length > 254))
      problem('guardian_email', 'This is not an e-mail address.');
    const language = raw.guardian_language.toLowerCase();
    const preferred =
      language === '' || language === 'en' || language === 'english'
        ? 'en'
        : language === 'ur' || language === 'urdu' || language === 'اردو'
          ? 'ur'
          : null;
    if (!preferred) problem('guardian_language', 'Write en (English) or ur (Urdu).');
    const consent = raw.whatsapp_consent.toLowerCase();
    if (!YES.has(consent) && !NO.has(consent)) problem('whatsapp_consent', 'Write yes or no.');

    if (problems.length) {
      result.invalid.push({ raw, problems });
      continue;
    }
    result.valid.push({
      row: raw.row,
      admission_no: raw.admission_no,
      first_name: raw.first_name,
      last_name: raw.last_name,
      gender: gender!,
      date_of_birth: dateOfBirth,
      b_form: bForm,
      address: raw.address || null,
      admission_date: admissionDate,
      section_id: sectionId,
      roll_no: rollNo,
      guardian: {
        name: raw.guardian_name,
        relation: relation!,
        cnic,
        mobile,
        email: email || null,
        preferred_language: preferred!,
        whatsapp_consent: YES.has(consent),
      },
    });
  }
  return result;
}
