// The sentences the school certificates answer with (each 4xx has its `detail`).
export const SCHOOL_CERTIFICATE_MESSAGES = {
  adminsOnly: 'Only the school office (administrators) can issue and revoke certificates.',
  studentNotFound: 'Student not found.',
  notFound: 'Certificate not found.',
  leavingDate: 'Enter the date the student leaves the school.',
  leavingDateFuture: 'The leaving date cannot be after today.',
  leavingDateBeforeAdmission: 'The leaving date cannot be before the admission date.',
  reason: 'Enter the reason for leaving.',
  remarks: 'Enter the remarks on the student’s conduct.',
  notForKind: 'Only a leaving certificate has a leaving date and a reason.',
  remarksNotForKind: 'Only a character certificate has remarks.',
  duplicate: {
    leaving:
      'This student already has a valid school leaving certificate. Revoke it before issuing another.',
    character:
      'This student already has a valid character certificate. Revoke it before issuing another.',
  },
  alreadyRevoked: 'This certificate is already revoked.',
} as const;
