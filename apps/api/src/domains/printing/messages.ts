// The sentences bulk printing answers with (English; the Urdu are in http/i18n/details.printing.ur.ts).
export const PRINT_MESSAGES = {
  officeOnly: 'Only the school office (administrators) can print in bulk.',
  notFound: 'Print job not found.',
  fileNotReady:
    'This print job has no file to download: it is not finished, failed or has expired.',
  examNeeded: 'Choose the exam whose report cards to print.',
  monthNeeded: 'Choose the month whose vouchers to print.',
  payslipsWholeSchool:
    "A month's payslips are printed for the whole school; choose the school scope.",
  examOnlyForReportCards: 'An exam is chosen for report cards only.',
  monthOnlyForVouchers: 'A month is chosen for vouchers and payslips only.',
  sectionNeeded: 'Choose the section to print.',
  classNeeded: 'Choose the class to print.',
  noSectionForClass: 'A class is printed whole; leave the section out.',
  noClassForSchool: 'The whole school is printed; leave the class and section out.',
  sectionNotInClass: 'This section is not in the chosen class.',
  classNotFound: 'Class not found.',
  sectionNotFound: 'Section not found.',
  classNotInExam: 'This class does not sit this exam.',
  nothingToPrint: 'There is nothing to print for this choice (no students or vouchers).',
  tooManyPages: 'This is more than 20,000 pages; print a class or section at a time.',
} as const;
