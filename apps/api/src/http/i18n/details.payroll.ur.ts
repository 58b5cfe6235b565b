// Payroll's `detail` sentences in Urdu. Same rules as details.ur.ts: keyed by the exact English
// sentence (domains/payroll/messages.ts).
export const payrollDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [
  [
    'Only the school office (administrators) can work with payroll.',
    'پے رول کا کام صرف اسکول کا دفتر (ایڈمن) کر سکتا ہے۔',
  ],
  ['Only members of staff have payslips.', 'تنخواہ کی پرچی صرف عملے کے ارکان کی ہوتی ہے۔'],
  ['Payroll month not found.', 'پے رول کا مہینہ نہیں ملا۔'],
  ['Payslip not found.', 'تنخواہ کی پرچی نہیں ملی۔'],
  [
    'This month is approved and final; its payslips cannot be computed again. Corrections go into the next month.',
    'یہ مہینہ منظور اور حتمی ہے؛ اس کی پرچیاں دوبارہ نہیں بن سکتیں۔ درستی اگلے مہینے میں کی جائے۔',
  ],
  ['This month is already approved.', 'یہ مہینہ پہلے ہی منظور ہو چکا ہے۔'],
  [
    'A month that has not started yet cannot be run.',
    'جو مہینہ ابھی شروع نہیں ہوا اس کا پے رول نہیں بن سکتا۔',
  ],
  [
    'This person has no staff record with a salary; add one in HR first.',
    'اس شخص کا تنخواہ والا عملے کا ریکارڈ نہیں؛ پہلے ایچ آر میں بنائیں۔',
  ],
  ['The instalment cannot be more than the advance.', 'قسط ایڈوانس سے زیادہ نہیں ہو سکتی۔'],
  ['An advance cannot be dated in the future.', 'ایڈوانس کی تاریخ آنے والی نہیں ہو سکتی۔'],
  ['The first slab must start at 0.', 'پہلا سلیب 0 سے شروع ہونا چاہیے۔'],
  [
    'Each slab must start where the one before it ends.',
    'ہر سلیب وہیں سے شروع ہو جہاں پچھلا ختم ہوتا ہے۔',
  ],
  [
    'Only the last slab may have no upper limit, and it must have none.',
    'صرف آخری سلیب کی بالائی حد نہیں ہوتی، اور اس کی نہیں ہونی چاہیے۔',
  ],
  [
    "A slab's upper limit must be above its lower limit.",
    'سلیب کی بالائی حد اس کی نچلی حد سے زیادہ ہونی چاہیے۔',
  ],
  ['This month has no payslips to print.', 'اس مہینے کی کوئی پرچی پرنٹ کے لیے نہیں۔'],
  [
    'There are no active staff records with a salary for this month; add them in HR first.',
    'اس مہینے کے لیے تنخواہ والا کوئی فعال عملے کا ریکارڈ نہیں؛ پہلے ایچ آر میں بنائیں۔',
  ],
];
