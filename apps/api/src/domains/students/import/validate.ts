// Checking every row of an import file, naming each problem by row and column. Pure: the
// school's classes, sections, admission numbers and taken roll numbers come in as a context.
import { FORMAT_MESSAGES, normaliseBForm, normaliseCnic, normaliseMobile } from '../normalise.js';
import { headerKey, IMPORT_COLUMNS, type ImportColumn, REQUIRED_COLUMNS } from './columns.js';
import type { Sheet } from './parse.js';

export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

export type RawRow = { row: number } & Record<ImportColumn, string>;

/** The sheet's rows keyed by column; the required columns the header lacks. */
export function readRows(sheet: Sheet): { rows: RawRow[]; missing: ImportColumn[] } {
  const index = new Map<string, number>();
  sheet.header.forEach((header, i) => {
    const key = headerKey(header);
    if (!index.has(key)) index.set(key, i);
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !index.has(column));
  const rows = sheet.rows.map((sheetRow) => {
    const row = { row: sheetRow.row } as RawRow;
    for (const column of IMPORT_COLUMNS) {
      const i = index.get(column);
      row[column] = i === undefined ? '' : (sheetRow.cells[i] ?? '').trim();
    }
    return row;
  });
  return { rows, missing };
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

const GENDERS: Record<string, ValidRow['gender']> = {
  male: 'male',
  m: 'male',
  boy: 'male',
  female: 'female',
  f: 'female',
  girl: 'female',
  other: 'other',
};
const RELATIONS = new Set(['father', 'mother', 'guardian']);
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** yyyy-mm-dd, dd/mm/yyyy or dd-mm-yyyy (the way dates are written in Pakistan) → yyyy-mm-dd. */
export function parseDate(text: string): string | null {
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
    const problem = (column: string, message: string) =>
      problems.push({ row: raw.row, column, message });
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
    required('first_name', 'The first name');
    required('last_name', 'The last name');
    tooLong('first_name', 100);
    tooLong('last_name', 100);
    tooLong('address', 500);
    const gender = GENDERS[raw.gender.toLowerCase()];
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
    const relation = raw.guardian_relation.toLowerCase();
    if (!RELATIONS.has(relation)) problem('guardian_relation', 'Write father, mother or guardian.');
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
        : language === 'ur' || language === 'urdu'
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
        relation: relation as ValidRow['guardian']['relation'],
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
