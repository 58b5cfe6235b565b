// The attendance domain's sentences (each `detail` a refused request answers with).
export const MESSAGES = {
  sectionNotFound: 'Section not found.',
  studentNotFound: 'Student not found.',
  noStudentRecord: 'Your account is not linked to a student record.',
  notADate: 'Not a calendar date.',
  noYear: 'No academic year covers this date; add the year in School setup first.',
  notInSection: (id: number) => `Student ${id} is not in this section on this date.`,
  listedTwice: (id: number) => `Student ${id} is listed twice.`,
  opTwice: (opId: string) => `Change ${opId} is listed twice.`,
  notStaff: (id: number) => `User ${id} is not a teacher or administrator of this school.`,
  staffTwice: (id: number) => `User ${id} is listed twice.`,
  leaveTypeNotLeave: (id: number) => `User ${id}: a leave type goes only with a day marked leave.`,
  unknownLeaveType: (id: number) => `Leave type ${id} is not one of the school's leave types.`,
  allDaysOff: 'At least one weekday must be a school day.',
  holidayTwice: (day: string) => `${day} is listed twice.`,
  weekly: 'Weekly off day',
} as const;
