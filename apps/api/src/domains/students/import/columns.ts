// The columns of a student import file (and of the template offered for download). A sheet's
// own headers are mapped to these (mapping.ts); the required ones are named there.
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
