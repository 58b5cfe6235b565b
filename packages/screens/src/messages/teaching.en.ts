// English: the course roster, bulk enrolment decisions, lesson videos and how to pay for a paid
// course. ICU messages, read with useTeachingMessages() and formatted
// with useI18n().format; the Urdu translation (teaching.ur.ts) implements the same shape.
const messages = {
  roster: {
    title: 'Course roster',
    titleFor: 'Roster: {course}',
    description:
      'Every student with an approved enrollment: lessons done, last activity (Pakistan time) and quiz scores.',
    link: 'Roster',
    linkLabel: 'Roster of {course}',
    back: 'Back to courses',
    students: '{count, plural, one {# student} other {# students}}',
    lessonsTotal: '{count, plural, one {# published lesson} other {# published lessons}}',
    search: 'Search students',
    searchHint: 'Name or email',
    sortBy: 'Sort by',
    sorts: {
      name: 'Name',
      progress: 'Progress',
      last_activity: 'Last activity',
      enrolled_at: 'Enrolled on',
    },
    order: 'Order',
    orders: { asc: 'Ascending', desc: 'Descending' },
    export: 'Download CSV',
    exporting: 'Preparing CSV…',
    exportFailed: 'Failed to download the roster: {error}',
    exported: 'Roster downloaded.',
    caption: 'Students of {course}',
    columns: {
      student: 'Student',
      progress: 'Lessons done',
      lastActivity: 'Last activity',
      enrolled: 'Enrolled on',
    },
    progressValue: '{done} of {total}',
    progressLabel: '{done} of {total} lessons done',
    noActivity: 'No activity yet',
    quizBest: 'Best {best}%',
    quizLast: 'Last {last}%',
    quizPending: 'Awaiting grading',
    quizNotTaken: 'Not taken',
    quizAttempts: '{count, plural, one {# attempt} other {# attempts}}',
    empty: 'No students are enrolled in this course yet.',
    emptyHint: 'Approved enrollments appear here.',
    noMatch: 'No students match your search.',
    loadFailed: 'Failed to load the roster',
  },
  bulk: {
    selectAll: 'Select every pending enrollment on this page',
    selectColumn: 'Select',
    selectRow: 'Select the enrollment of {name}',
    selected: '{count, plural, one {# selected} other {# selected}}',
    approve: 'Approve selected',
    reject: 'Reject selected',
    clear: 'Clear selection',
    toolbarLabel: 'Selected enrollments',
    confirmApprove:
      '{count, plural, one {Approve # enrollment? The student gets access to the course and an email.} other {Approve # enrollments? The students get access to the course and an email.}}',
    confirmApproveButton: 'Approve',
    confirmReject:
      '{count, plural, one {Reject # enrollment? Enter a rejection reason (optional):} other {Reject # enrollments? Enter a rejection reason (optional), sent to each student:}}',
    confirmRejectButton: 'Reject',
    approved: '{count, plural, one {# enrollment approved.} other {# enrollments approved.}}',
    rejected: '{count, plural, one {# enrollment rejected.} other {# enrollments rejected.}}',
    alreadyDecided:
      '{count, plural, one {# was already decided by someone else and was left as it is.} other {# were already decided by someone else and were left as they are.}}',
    notAllowed:
      '{count, plural, one {# could not be changed (not found or not yours).} other {# could not be changed (not found or not yours).}}',
    failed: 'Failed to decide the selected enrollments: {error}',
  },
  video: {
    openVideo: 'Open video',
    opensNewTab: '(opens in a new tab)',
    unplayableTitle: 'This video cannot be played on this page',
    unplayableText: 'Its link is not a YouTube, Vimeo or video file link. Open it on its own site.',
    player: 'Video: {title}',
    formHint: 'YouTube or Vimeo link, or a direct https link to an .mp4, .webm or .ogg file.',
    formError:
      'This link cannot be played in the lesson. Use a YouTube or Vimeo link, or a direct https link to an .mp4, .webm or .ogg file. Google Drive and other file-sharing links do not work.',
    fallback: 'Your browser cannot play this video.',
  },
  payment: {
    title: 'How to pay',
    intro:
      'This is a paid course ({price}). Pay the fee to the school’s bank account below, then request enrollment. The school admin approves your enrollment once the payment is received.',
    pendingIntro:
      'Your enrollment waits for the school to confirm your payment of {price}. If you have not paid yet, pay to the account below. The school admin approves your enrollment once the payment is received.',
    bank: 'Bank',
    accountTitle: 'Account title',
    accountNumber: 'Account number',
    iban: 'IBAN',
    instructions: 'Instructions',
    notSet: 'The school has not added its bank details yet. Ask the school office how to pay.',
    loadFailed: 'The payment details could not be loaded. Ask the school office how to pay.',
  },
  paymentSettings: {
    title: 'Payment details',
    description:
      'Shown to students on the enrollment page of every paid course. After a student pays, approve the enrollment under Enrollments.',
    bankName: 'Bank name',
    bankNameHint: 'For example: Meezan Bank',
    accountTitle: 'Account title',
    accountTitleHint: 'The name on the account, as the bank shows it',
    accountNumber: 'Account number',
    iban: 'IBAN',
    ibanHint: 'For example: PK36 SCBL 0000 0011 2345 6702',
    ibanInvalid: 'Enter a valid IBAN (24 characters starting with PK for a Pakistani account).',
    instructions: 'Payment instructions',
    instructionsHint: 'For example: write the student’s name and course in the transfer remarks.',
    save: 'Save payment details',
    saving: 'Saving…',
    saved: 'Payment details saved.',
    saveFailed: 'Failed to save payment details',
    loadFailed: 'Failed to load payment details',
    adminOnly: 'Only administrators can change the payment details.',
  },
};

export type TeachingMessages = typeof messages;
export default messages;
