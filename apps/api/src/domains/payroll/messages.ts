import { defineMessages } from '../../http/i18n/messages.js';
// The `detail` sentences of payroll (Urdu in http/i18n/details.payroll.ur.ts).
export const PAYROLL_MESSAGES = defineMessages('payroll', {
  officeOnly: {
    en: 'Only the school office (administrators) can work with payroll.',
    ur: 'پے رول کا کام صرف اسکول کا دفتر (ایڈمن) کر سکتا ہے۔',
  },
  staffOnly: {
    en: 'Only members of staff have payslips.',
    ur: 'تنخواہ کی پرچی صرف عملے کے ارکان کی ہوتی ہے۔',
  },
  runNotFound: { en: 'Payroll month not found.', ur: 'پے رول کا مہینہ نہیں ملا۔' },
  payslipNotFound: { en: 'Payslip not found.', ur: 'تنخواہ کی پرچی نہیں ملی۔' },
  approvedMonth: {
    en: 'This month is approved and final; its payslips cannot be computed again. Corrections go into the next month.',
    ur: 'یہ مہینہ منظور اور حتمی ہے؛ اس کی پرچیاں دوبارہ نہیں بن سکتیں۔ درستی اگلے مہینے میں کی جائے۔',
  },
  alreadyApproved: {
    en: 'This month is already approved.',
    ur: 'یہ مہینہ پہلے ہی منظور ہو چکا ہے۔',
  },
  futureMonth: {
    en: 'A month that has not started yet cannot be run.',
    ur: 'جو مہینہ ابھی شروع نہیں ہوا اس کا پے رول نہیں بن سکتا۔',
  },
  staffNotFound: {
    en: 'This person has no staff record with a salary; add one in HR first.',
    ur: 'اس شخص کا تنخواہ والا عملے کا ریکارڈ نہیں؛ پہلے ایچ آر میں بنائیں۔',
  },
  instalmentOverAmount: {
    en: 'The instalment cannot be more than the advance.',
    ur: 'قسط ایڈوانس سے زیادہ نہیں ہو سکتی۔',
  },
  takenOnFuture: {
    en: 'An advance cannot be dated in the future.',
    ur: 'ایڈوانس کی تاریخ آنے والی نہیں ہو سکتی۔',
  },
  slabsFirstFromZero: {
    en: 'The first slab must start at 0.',
    ur: 'پہلا سلیب 0 سے شروع ہونا چاہیے۔',
  },
  slabsContiguous: {
    en: 'Each slab must start where the one before it ends.',
    ur: 'ہر سلیب وہیں سے شروع ہو جہاں پچھلا ختم ہوتا ہے۔',
  },
  slabsOpenEnd: {
    en: 'Only the last slab may have no upper limit, and it must have none.',
    ur: 'صرف آخری سلیب کی بالائی حد نہیں ہوتی، اور اس کی نہیں ہونی چاہیے۔',
  },
  slabsEmptyRange: {
    en: "A slab's upper limit must be above its lower limit.",
    ur: 'سلیب کی بالائی حد اس کی نچلی حد سے زیادہ ہونی چاہیے۔',
  },
  noPayslips: {
    en: 'This month has no payslips to print.',
    ur: 'اس مہینے کی کوئی پرچی پرنٹ کے لیے نہیں۔',
  },
  emptyRun: {
    en: 'There are no active staff records with a salary for this month; add them in HR first.',
    ur: 'اس مہینے کے لیے تنخواہ والا کوئی فعال عملے کا ریکارڈ نہیں؛ پہلے ایچ آر میں بنائیں۔',
  },
});
