// The timetable domain's sentences (each `detail` a refused request answers with).
export const MESSAGES = {
  sectionNotFound: 'Section not found.',
  teacherNotFound: 'Teacher not found.',
  teacherClash: (teacher: string, section: string, period: number, day: string) =>
    `${teacher} already teaches ${section} in period ${period} on ${day}.`,
  roomClash: (room: string, section: string, period: number, day: string) =>
    `Room ${room} is already taken by ${section} in period ${period} on ${day}.`,
  sectionClash: (section: string, subject: string, period: number, day: string) =>
    `${section} already has ${subject} in period ${period} on ${day}.`,
  savedMeanwhile: 'Another change to this period was saved at the same time; reload and try again.',
  isBreak: (period: number, day: string) =>
    `Period ${period} on ${day} is a break; it cannot hold a lesson.`,
  noSuchPeriod: (period: number, day: string) =>
    `${day} has no period ${period}; add it to the bell schedule first.`,
  subjectNotOfClass: 'This subject is not taught in this class.',
  notStaff: 'This user is not a teacher of this school.',
  periodInUse: (period: number, day: string, count: number) =>
    `Period ${period} on ${day} holds ${count} lessons; move or clear them first.`,
  endsBeforeStart: (period: number) => `Period ${period} must end after it starts.`,
  overlaps: (period: number) =>
    `Period ${period} must start at or after the end of the one before.`,
  noStudentRecord: 'Your account is not linked to a student record.',
} as const;
