// Which of the product's fields each column of a school's own sheet holds. A school keeps its
// list with its own headers ("Adm No", "Father Name", "نام", "ولدیت"…): each header is compared,
// as a key without case, spaces, punctuation or Urdu spelling variants, with a list of the names
// schools use; a mapping the school chose before (remembered per school) wins over the list, and
// the one chosen in the preview wins over both. Pure: the remembered mapping comes in.
import { IMPORT_COLUMNS } from './columns.js';

/** The product's columns, and three a school sheet often has instead of them. */
export const IMPORT_FIELDS = [
  ...IMPORT_COLUMNS,
  // "Student Name": the whole name, split into first and last name.
  'student_name',
  // "Father Name" / "Mother Name": the primary guardian, with the relation it implies.
  'father_name',
  'mother_name',
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number];

const FIELD_SET: ReadonlySet<string> = new Set(IMPORT_FIELDS);

export function isImportField(value: string): value is ImportField {
  return FIELD_SET.has(value);
}

// Urdu is typed with more than one keyboard: Arabic yeh, kaf and heh stand for the Urdu letters,
// and tatweel stretches words. Folded to one spelling so "ولديت" and "ولدیت" are one header.
const URDU_FOLD: Record<string, string> = {
  '\u064A': '\u06CC', // ي → ی
  '\u0649': '\u06CC', // ى → ی
  '\u0643': '\u06A9', // ك → ک
  '\u0647': '\u06C1', // ه → ہ
  '\u0629': '\u06C3', // ة → ۃ
};

/** A header as a key: case, spaces, punctuation, diacritics and Urdu spelling variants aside. */
export function matchKey(header: string): string {
  return header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064A\u0649\u0643\u0647\u0629]/g, (ch) => URDU_FOLD[ch] ?? ch)
    .replace(/[^\p{L}\p{N}]|\u0640/gu, '');
}

// The names schools give their columns, in English and Urdu. Compared as keys (matchKey), so
// "Adm. No.", "ADM NO" and "adm_no" are one entry.
const SYNONYMS: Record<ImportField, string[]> = {
  admission_no: [
    'admission no',
    'admission number',
    'admission #',
    'admission',
    'adm no',
    'adm #',
    'admn no',
    'adm',
    'reg no',
    'registration no',
    'registration number',
    'gr no',
    'gr number',
    'general register no',
    'enrolment no',
    'enrollment no',
    'student id',
    'داخلہ نمبر',
    'نمبر داخلہ',
    'داخلہ',
    'رجسٹریشن نمبر',
    'جی آر نمبر',
  ],
  first_name: ['first name', 'given name', 'پہلا نام'],
  last_name: ['last name', 'surname', 'family name', 'آخری نام'],
  student_name: [
    'name',
    'student name',
    "student's name",
    'name of student',
    'name of the student',
    'full name',
    'student full name',
    'pupil name',
    'نام',
    'طالب علم کا نام',
    'طالبہ کا نام',
    'نام طالب علم',
    'طالب علم',
  ],
  gender: ['gender', 'sex', 'boy/girl', 'جنس'],
  date_of_birth: [
    'date of birth',
    'dob',
    'birth date',
    'birthdate',
    'date of birth (dd/mm/yyyy)',
    'تاریخ پیدائش',
  ],
  b_form: [
    'b form',
    'b-form no',
    'b form no',
    'b form number',
    'form b',
    'crc',
    'birth certificate no',
    'ب فارم',
    'بے فارم',
    'فارم ب',
  ],
  address: ['address', 'home address', 'residential address', 'پتہ', 'پتا', 'رہائشی پتہ'],
  admission_date: [
    'admission date',
    'date of admission',
    'doa',
    'joining date',
    'date of joining',
    'تاریخ داخلہ',
  ],
  class: ['class', 'grade', 'class name', 'std', 'standard', 'جماعت', 'کلاس'],
  section: ['section', 'sec', 'سیکشن', 'سیکشن نام'],
  roll_no: ['roll no', 'roll number', 'roll #', 'رول نمبر'],
  guardian_name: [
    'guardian name',
    'guardian',
    'parent name',
    'سرپرست',
    'سرپرست کا نام',
    'نام سرپرست',
  ],
  guardian_relation: [
    'guardian relation',
    'relation',
    'relationship',
    'relation with student',
    'رشتہ',
    'سرپرست سے رشتہ',
  ],
  guardian_cnic: [
    'guardian cnic',
    'father cnic',
    "father's cnic",
    'father cnic no',
    'parent cnic',
    'cnic',
    'cnic no',
    'nic',
    'شناختی کارڈ',
    'شناختی کارڈ نمبر',
    'والد کا شناختی کارڈ',
    'والد کا شناختی کارڈ نمبر',
  ],
  guardian_mobile: [
    'guardian mobile',
    'mobile',
    'mobile no',
    'mobile number',
    'father mobile',
    "father's mobile",
    'parent mobile',
    'phone',
    'phone no',
    'contact',
    'contact no',
    'contact number',
    'cell',
    'cell no',
    'موبائل',
    'موبائل نمبر',
    'فون',
    'فون نمبر',
    'رابطہ نمبر',
  ],
  guardian_email: ['guardian email', 'email', 'e-mail', 'email address', 'parent email', 'ای میل'],
  guardian_language: ['guardian language', 'language', 'preferred language', 'زبان'],
  whatsapp_consent: ['whatsapp consent', 'whatsapp', 'واٹس ایپ'],
  father_name: [
    'father name',
    "father's name",
    'fathers name',
    'f name',
    'f/name',
    'father',
    'name of father',
    's/o',
    'd/o',
    's/o d/o',
    'والد کا نام',
    'ولدیت',
    'ولد',
    'والد',
    'نام والد',
  ],
  mother_name: ['mother name', "mother's name", 'mothers name', 'mother', 'والدہ کا نام', 'والدہ'],
};

const BY_KEY = new Map<string, ImportField>();
for (const field of IMPORT_FIELDS) {
  // The product's own column name (admission_no) is a synonym too: the template still imports.
  for (const name of [field, ...SYNONYMS[field]]) {
    const key = matchKey(name);
    if (key && !BY_KEY.has(key)) BY_KEY.set(key, field);
  }
}

/** The field a header names, by the list of synonyms; null when none. */
export function suggestField(header: string): ImportField | null {
  return BY_KEY.get(matchKey(header)) ?? null;
}

export type MappingSource = 'chosen' | 'remembered' | 'suggested' | 'none';

export interface ColumnMapping {
  header: string;
  field: ImportField | null;
  source: MappingSource;
}

/** Fields that may not both be mapped: a whole name and its parts. */
function clashes(a: ImportField, b: ImportField): boolean {
  if (a === b) return true;
  const parts = new Set<ImportField>(['first_name', 'last_name']);
  return (a === 'student_name' && parts.has(b)) || (b === 'student_name' && parts.has(a));
}

/**
 * Each column's field: the one chosen, else the one the school chose before for that header
 * (remembered; null there means "ignored"), else the suggestion. A remembered or suggested field
 * a column to its left already holds is left out, so no field is mapped twice.
 */
export function resolveMapping(
  header: string[],
  remembered: ReadonlyMap<string, ImportField | null>,
  chosen?: readonly (ImportField | null)[],
): ColumnMapping[] {
  if (chosen)
    return header.map((h, i) => ({ header: h, field: chosen[i] ?? null, source: 'chosen' }));
  const proposed = header.map((h): ColumnMapping => {
    const key = matchKey(h);
    if (key && remembered.has(key))
      return { header: h, field: remembered.get(key) ?? null, source: 'remembered' };
    const field = suggestField(h);
    return { header: h, field, source: field ? 'suggested' : 'none' };
  });
  // With "First Name" and "Last Name" in the sheet, a "Name" column is not the student's name.
  const has = (f: ImportField) => proposed.some((c) => c.field === f);
  const taken: ImportField[] = [];
  return proposed.map((column) => {
    const field = column.field;
    if (field === null) return column;
    const partsWin = field === 'student_name' && has('first_name') && has('last_name');
    if (partsWin || taken.some((t) => clashes(t, field)))
      return { header: column.header, field: null, source: 'none' };
    taken.push(field);
    return column;
  });
}

/** The required fields no column is mapped to (a name is the whole name, or first and last). */
export function missingFields(mapping: readonly ColumnMapping[]): ImportField[] {
  const mapped = new Set(mapping.flatMap((c) => (c.field ? [c.field] : [])));
  const missing: ImportField[] = [];
  if (!mapped.has('admission_no')) missing.push('admission_no');
  if (!mapped.has('student_name')) {
    if (!mapped.has('first_name') && !mapped.has('last_name')) missing.push('student_name');
    else if (!mapped.has('first_name')) missing.push('first_name');
    else if (!mapped.has('last_name')) missing.push('last_name');
  }
  if (!mapped.has('gender')) missing.push('gender');
  if (!mapped.has('guardian_name') && !mapped.has('father_name') && !mapped.has('mother_name'))
    missing.push('father_name');
  return missing;
}

/** Two columns given one field (or a whole name and its parts): the headers of the clash. */
export function clashingColumns(mapping: readonly ColumnMapping[]): [string, string] | null {
  for (let i = 0; i < mapping.length; i += 1) {
    const a = mapping[i]!.field;
    if (!a) continue;
    for (let j = i + 1; j < mapping.length; j += 1) {
      const b = mapping[j]!.field;
      if (b && clashes(a, b)) return [mapping[i]!.header, mapping[j]!.header];
    }
  }
  return null;
}
