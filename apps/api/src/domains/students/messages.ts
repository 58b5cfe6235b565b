// The students domain's `detail` sentences, in one place for the i18n conversion.
import { defineMessages } from '../../http/i18n/messages.js';

/** The required import fields in a sentence ("Choose the column that holds …"). */
const FIELD_NAMES: Record<string, string> = {
  admission_no: 'the admission number',
  student_name: "the student's name",
  first_name: 'the first name',
  last_name: 'the last name',
  gender: 'the gender',
  father_name: "the father's, mother's or guardian's name",
};

export const STUDENT_MESSAGES = {
  notFound: 'Student not found.',
  guardianNotFound: 'Guardian not found.',
  sectionNotFound: 'Section not found.',
  yearNotFound: 'Academic year not found.',
  classNotFound: 'Class not found.',
  noCurrentYear: 'The school has no current academic year yet: create one first.',
  linkOneOf: 'Send either guardian_id or guardian, not both and not neither.',
  alreadyLinked: 'This guardian is already linked to the student.',
  userNotStudent: 'user_id must be an active student account of this school.',
  noEmail: 'This guardian has no e-mail address: add one, or print a code instead.',
  hasAccount: 'This guardian already has a parent account.',
  badCode: 'This invitation code is not valid, has been used or has expired.',
  emailTaken: 'An account with this e-mail address already exists.',
  admissionNotFound: 'Admission application not found.',
  notPending: 'This application has already been decided.',
  sectionOfOtherClass: 'The section must belong to the class applied for.',
  sectionFull: (name: string, capacity: number) =>
    `Section ${name} holds at most ${capacity} students.`,
  // Promotion
  sameYear: 'Promote into a different academic year.',
  repeatSectionClass: 'A repeating student stays in a section of the same class.',
  exceptionNotInSection: 'Every exception must name a student of the section being promoted.',
  alreadyPlaced: (names: string) =>
    `These students already have a section in the new year: ${names}. Nothing was moved.`,
  // Import
  importInvalid: (rows: number) =>
    `${rows} row${rows === 1 ? '' : 's'} of the file ${rows === 1 ? 'has' : 'have'} problems: nothing was imported. Fix them, or import only the valid rows.`,
  unreadableFile: 'The file could not be read as CSV or XLSX.',
  emptyFile: 'The file has no rows below its header.',
  tooManyRows: 'A file holds at most 10,000 students.',
  fileTooLarge:
    'The file is too large: at most 8 MB, and its contents at most 64 MB once unpacked. Split it into smaller files.',
  tooSlowToRead: 'The file took too long to read. Save it again as a plain CSV or XLSX and retry.',
  tooManyColumns: 'A file has at most 100 columns.',
  mappingOfOtherFile:
    "The columns chosen are not this file's columns: check the file again and choose them there.",
  mappingClash: (a: string, b: string) =>
    `The columns "${a}" and "${b}" are given the same field: choose one of them, or ignore the other.`,
  missingFields: (fields: readonly string[]) =>
    `Choose the column that holds ${fields.map((f) => FIELD_NAMES[f] ?? f).join(', ')} (or add it to the file): nothing was imported.`,
} as const;

/** The students list's sentences with ids (http/i18n/messages.ts). */
export const STUDENT_LIST_MESSAGES = defineMessages('students.list', {
  badCursor: {
    en: 'This link to the next page of students is not valid: open the list from its first page again.',
    ur: 'طلبہ کے اگلے صفحے کا یہ لنک درست نہیں: فہرست پہلے صفحے سے دوبارہ کھولیں۔',
  },
  otherSchoolCursor: {
    en: "This link to the next page belongs to another school's list: open the list from its first page again.",
    ur: 'اگلے صفحے کا یہ لنک کسی اور اسکول کی فہرست کا ہے: فہرست پہلے صفحے سے دوبارہ کھولیں۔',
  },
  otherFiltersCursor: {
    en: 'This link to the next page was made for other filters: open the list from its first page again.',
    ur: 'اگلے صفحے کا یہ لنک دوسرے فلٹرز کے لیے بنا تھا: فہرست پہلے صفحے سے دوبارہ کھولیں۔',
  },
});
