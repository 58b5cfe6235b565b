// The import file's columns (the service reads the same names, apps/api/src/domains/students/
// import/columns.ts) and the template offered for download, with one example row.
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

const EXAMPLE: Record<(typeof IMPORT_COLUMNS)[number], string> = {
  admission_no: 'IPS-2026-0001',
  first_name: 'Ayesha',
  last_name: 'Khan',
  gender: 'female',
  date_of_birth: '14/08/2018',
  b_form: '3520212345678',
  address: 'House 5, Street 2, Model Town, Lahore',
  admission_date: '01/04/2026',
  class: 'Class 2',
  section: 'A',
  roll_no: '1',
  guardian_name: 'Imran Khan',
  guardian_relation: 'father',
  guardian_cnic: '35202-1234567-1',
  guardian_mobile: '0300 1234567',
  guardian_email: 'imran.khan@example.pk',
  guardian_language: 'ur',
  whatsapp_consent: 'yes',
};

function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function templateCsv(): string {
  return `${IMPORT_COLUMNS.join(',')}\n${IMPORT_COLUMNS.map((c) => csvCell(EXAMPLE[c])).join(',')}\n`;
}

/** A file's bytes as base64 (what the import operations take). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
