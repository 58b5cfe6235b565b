// The `detail` sentences of payroll (Urdu in http/i18n/details.payroll.ur.ts).
export const PAYROLL_MESSAGES = {
  officeOnly: 'Only the school office (administrators) can work with payroll.',
  staffOnly: 'Only members of staff have payslips.',
  runNotFound: 'Payroll month not found.',
  payslipNotFound: 'Payslip not found.',
  approvedMonth:
    'This month is approved and final; its payslips cannot be computed again. Corrections go into the next month.',
  alreadyApproved: 'This month is already approved.',
  futureMonth: 'A month that has not started yet cannot be run.',
  staffNotFound: 'This person has no staff record with a salary; add one in HR first.',
  instalmentOverAmount: 'The instalment cannot be more than the advance.',
  takenOnFuture: 'An advance cannot be dated in the future.',
  slabsFirstFromZero: 'The first slab must start at 0.',
  slabsContiguous: 'Each slab must start where the one before it ends.',
  slabsOpenEnd: 'Only the last slab may have no upper limit, and it must have none.',
  slabsEmptyRange: "A slab's upper limit must be above its lower limit.",
  noPayslips: 'This month has no payslips to print.',
  emptyRun: 'There are no active staff records with a salary for this month; add them in HR first.',
} as const;
