// The exams domain's sentences (each `detail` a refused request answers with).
export const MESSAGES = {
  examNotFound: 'Exam not found.',
  termNotFound: 'Term not found.',
  sectionNotFound: 'Section not found.',
  studentNotFound: 'Student not found.',
  classNotFound: (id: number) => `Class ${id} not found.`,
  classTwice: (name: string) => `${name} is listed twice.`,
  subjectNotFound: (id: number) => `Subject ${id} not found.`,
  subjectNotOfClass: (subject: string, className: string) =>
    `${subject} is not a subject of ${className}.`,
  subjectTwice: (subject: string) => `${subject} is listed twice.`,
  passingAboveMax: (subject: string) => `The passing marks of ${subject} are above its maximum.`,
  dateOutsideTerm: (subject: string) => `The date of ${subject} is outside the term.`,
  paperHasMarks: (subject: string, className: string) =>
    `${subject} of ${className} already has marks; it cannot be removed.`,
  maxBelowMarks: (subject: string, top: number) =>
    `The maximum of ${subject} cannot go below ${top}, a mark already given.`,
  published: 'The results of this exam are published; withdraw them to change marks.',
  awaitingApproval:
    "The results of this exam are awaiting the head's approval; ask the head to send them back to change marks.",
  publishedEdit: 'The results of this exam are published; withdraw them to change the exam.',
  notInExam: 'This subject is not part of the exam for this class.',
  // A student is named as the teacher knows them (roll number and name), never by an id.
  who: (roll: number, name: string) => `Roll ${roll}, ${name}`,
  notInSection: 'This student is no longer in this section; reload the sheet.',
  listedTwice: (who: string) => `${who} is listed twice.`,
  aboveMax: (who: string, max: number) => `${who}: marks cannot be above ${max}.`,
  negative: (who: string) => `${who}: marks cannot be below 0.`,
  absentWithMarks: (who: string) => `${who}: an absent student has no marks.`,
  opTwice: (who: string) => `${who}: one change is listed twice.`,
  // An offline change typed on a mark someone else has changed since: theirs is kept.
  changedMeanwhileBy: (who: string, by: string) =>
    `${who}: the mark was changed meanwhile by ${by}; their mark is kept.`,
  changedMeanwhile: (who: string) =>
    `${who}: the mark was changed meanwhile by someone else; their mark is kept.`,
  noStudentResult: 'No result of this student in this exam.',
  notPublished: 'The results of this exam are not published yet.',
  courseNotFound: (id: number) => `Course ${id} not found.`,
} as const;
