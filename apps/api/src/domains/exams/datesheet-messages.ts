// The datesheet's sentences (each `detail` a refused request answers with).
export const DATESHEET_MESSAGES = {
  examNotFound: 'Exam not found.',
  paperNotFound: 'This paper is not on the datesheet.',
  classNotFound: 'Class not found.',
  subjectNotFound: 'This subject is not a subject of the class.',
  subjectTwice: (subject: string, className: string) =>
    `The datesheet already has a paper of ${subject} for ${className}.`,
  endNeeded: 'Give the end time or the duration of the paper.',
  endBeforeStart: 'The paper must end after it starts.',
  pastMidnight: 'A paper must end on the day it starts (before midnight).',
  classClash: (
    className: string,
    other: string,
    subject: string,
    date: string,
    from: string,
    to: string,
  ) =>
    `${className} already sits ${other} on ${date} from ${from} to ${to}, so ${subject} cannot be at that time.`,
  roomClash: (
    room: string,
    other: string,
    className: string,
    date: string,
    from: string,
    to: string,
  ) =>
    `Room ${room} is already booked for ${other} of ${className} on ${date} from ${from} to ${to}.`,
  noPapers: 'The datesheet has no papers yet: add them before publishing.',
  notPublished: 'The datesheet of this exam is not published yet.',
} as const;
