// The columns of a student import file (and of the template offered for download). Headers are
// matched case-insensitively, with spaces or dashes read as underscores.
export const IMPORT_COLUMNS = [
  'admission_no',
  'first_name',
  'last_name',
  'gender',
  'date_of_birth',
  'b_form',
  'address',
  'admission_date',
  'class',
  'section',
  'roll_no',
  'guardian_name',
  'guardian_relation',
  'guardian_cnic',
  'guardian_mobile',
  'guardian_email',
  'guardian_language',
  'whatsapp_consent',
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const REQUIRED_COLUMNS: readonly ImportColumn[] = [
  'admission_no',
  'first_name',
  'last_name',
  'gender',
  'guardian_name',
  'guardian_relation',
];

export function headerKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}
