// The school domain's `detail` sentences, in one place for the i18n conversion.
export const SCHOOL_MESSAGES = {
  yearNotFound: 'Academic year not found.',
  classNotFound: 'Class not found.',
  sectionNotFound: 'Section not found.',
  subjectNotFound: 'Subject not found.',
  datesOrder: 'ends_on must be after starts_on.',
  termOutsideYear: "The term's dates must lie within the academic year.",
  keepOneCurrent: 'A school always has one current year: make another year current instead.',
  notATeacher: 'class_teacher_id must be a teacher of this school.',
  teacherNotATeacher: 'teacher_id must be a teacher of this school.',
  sectionOfOtherClass: "The section must belong to the subject's class.",
  noCurrentYear: 'The school has no current academic year yet: create one first.',
  sameYear: 'Promote into a different academic year.',
  repeatSectionClass: 'A repeating student stays in a section of the same class.',
  exceptionNotInSection: 'Every exception must name a student of the section being promoted.',
  alreadyPlaced: (names: string) =>
    `These students already have a section in the new year: ${names}. Nothing was moved.`,
  sectionFull: (name: string, capacity: number) =>
    `Section ${name} holds at most ${capacity} students.`,
} as const;
