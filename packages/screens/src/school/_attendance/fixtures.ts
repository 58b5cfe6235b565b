// Sample attendance for the stories (Class 5 A of a demo school, November 2026).
import type {
  AttendanceAlert,
  AttendanceToday,
  SectionMonth,
  SectionRegister,
  StaffRegister,
  StudentMonth,
} from '@watni/api-client';

const names: [string, string][] = [
  ['Ayesha', 'Khan'],
  ['Bilal', 'Ahmed'],
  ['Fatima', 'Malik'],
  ['Hamza', 'Iqbal'],
  ['Hira', 'Butt'],
  ['Usman', 'Chaudhry'],
  ['Ali', 'Raza'],
];

const totals = (present: number, absent: number, late: number, leave: number) => {
  const days = present + absent + late + leave;
  return {
    present,
    absent,
    late,
    leave,
    days,
    percentage: days ? Math.round(((present + late) / days) * 1000) / 10 : null,
  };
};

export const register: SectionRegister = {
  section_id: 9,
  class_name: 'Class 5',
  section_name: 'A',
  day: '2026-11-24',
  saved: false,
  editable: true,
  locked_reason: null,
  updated_at: null,
  entries: names.map(([first, last], i) => ({
    student_id: 100 + i,
    roll_no: i + 1,
    first_name: first,
    last_name: last,
    admission_no: `IPS-2021-0${100 + i}`,
    status: 'present' as const,
    note: null,
  })),
  totals: totals(0, 0, 0, 0),
};

export const savedRegister: SectionRegister = {
  ...register,
  saved: true,
  updated_at: '2026-11-24T03:20:00Z',
  entries: register.entries.map((e) =>
    e.student_id === 106
      ? { ...e, status: 'absent' as const, note: 'Fever' }
      : e.student_id === 101
        ? { ...e, status: 'late' as const }
        : e,
  ),
  totals: totals(5, 1, 1, 0),
};

export const lockedRegister: SectionRegister = {
  ...savedRegister,
  day: '2026-11-09',
  editable: false,
  locked_reason: '2026-11-09 is a school holiday (Iqbal Day); attendance is not marked.',
};

export const today: AttendanceToday = {
  day: '2026-11-24',
  is_school_day: true,
  closed_reason: null,
  sections: [
    {
      section_id: 1,
      class_name: 'Class 1',
      section_name: 'A',
      students: 6,
      saved: true,
      totals: totals(5, 1, 0, 0),
      updated_at: '2026-11-24T03:05:00Z',
    },
    {
      section_id: 2,
      class_name: 'Class 1',
      section_name: 'B',
      students: 6,
      saved: false,
      totals: totals(0, 0, 0, 0),
      updated_at: null,
    },
    {
      section_id: 3,
      class_name: 'Class 2',
      section_name: 'A',
      students: 6,
      saved: true,
      totals: totals(4, 0, 1, 1),
      updated_at: '2026-11-24T03:12:00Z',
    },
    {
      section_id: 9,
      class_name: 'Class 5',
      section_name: 'A',
      students: 7,
      saved: false,
      totals: totals(0, 0, 0, 0),
      updated_at: null,
    },
  ],
  summary: { sections: 4, sections_saved: 2, totals: totals(9, 1, 1, 1) },
};

export const teacherToday: AttendanceToday = {
  ...today,
  sections: today.sections.filter((s) => s.section_id === 9),
  summary: { sections: 1, sections_saved: 0, totals: totals(0, 0, 0, 0) },
};

export const closedToday: AttendanceToday = {
  ...today,
  day: '2026-11-22',
  is_school_day: false,
  closed_reason: 'Weekly off day',
};

const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
const kindOf = (day: string) => {
  const n = Number(day.slice(8));
  if (n > 24) return 'future' as const;
  if (n === 9) return 'holiday' as const;
  if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) return 'off' as const;
  return 'school' as const;
};

const markFor = (student: number, day: string) => {
  if (kindOf(day) !== 'school' || day === '2026-11-24') return null;
  const v = (student * 31 + Number(day.slice(8)) * 7) % 23;
  return v === 0 ? 'absent' : v === 1 ? 'late' : v === 2 ? 'leave' : 'present';
};

export const month: SectionMonth = {
  section_id: 9,
  class_name: 'Class 5',
  section_name: 'A',
  month: '2026-11',
  days: days.map((day) => ({
    day,
    kind: kindOf(day),
    label: kindOf(day) === 'holiday' ? 'Iqbal Day' : null,
    saved: markFor(1, day) !== null,
  })),
  rows: register.entries.map((e) => {
    const marks = days.map((day) => markFor(e.student_id, day));
    const count = (s: string) => marks.filter((m) => m === s).length;
    return {
      student_id: e.student_id,
      roll_no: e.roll_no,
      first_name: e.first_name,
      last_name: e.last_name,
      marks,
      totals: totals(count('present'), count('absent'), count('late'), count('leave')),
    };
  }),
  totals: totals(120, 6, 4, 3),
};

const aliMarks = days.map((day) => markFor(106, day));
export const studentMonth: StudentMonth = {
  student_id: 106,
  first_name: 'Ali',
  last_name: 'Raza',
  month: '2026-11',
  days: days.map((day, i) => ({
    day,
    kind: kindOf(day),
    label: kindOf(day) === 'holiday' ? 'Iqbal Day' : null,
    status: aliMarks[i] ?? null,
    note: aliMarks[i] === 'absent' ? 'Fever' : null,
  })),
  totals: totals(
    aliMarks.filter((m) => m === 'present').length,
    aliMarks.filter((m) => m === 'absent').length,
    aliMarks.filter((m) => m === 'late').length,
    aliMarks.filter((m) => m === 'leave').length,
  ),
};

export const alerts: AttendanceAlert[] = [
  {
    student_id: 106,
    first_name: 'Ali',
    last_name: 'Raza',
    day: '2026-11-24',
    class_name: 'Class 5',
    section_name: 'A',
    note: 'Fever',
    created_at: '2026-11-24T03:20:00Z',
  },
  {
    student_id: 107,
    first_name: 'Zainab',
    last_name: 'Raza',
    day: '2026-11-18',
    class_name: 'Class 2',
    section_name: 'B',
    note: null,
    created_at: '2026-11-18T03:10:00Z',
  },
];

export const staff: StaffRegister = {
  day: '2026-11-24',
  saved: false,
  editable: true,
  locked_reason: null,
  entries: [
    {
      user_id: 3,
      first_name: 'Sana',
      last_name: 'Mirza',
      role: 'admin',
      status: 'present',
      note: null,
      leave_type_id: null,
    },
    {
      user_id: 4,
      first_name: 'Imran',
      last_name: 'Shah',
      role: 'teacher',
      status: 'leave',
      note: 'Medical',
      leave_type_id: 1,
    },
    {
      user_id: 5,
      first_name: 'Rabia',
      last_name: 'Anwar',
      role: 'teacher',
      status: 'present',
      note: null,
      leave_type_id: null,
    },
  ],
  leave_types: [
    { id: 1, name: 'Casual', name_ur: 'اتفاقی چھٹی' },
    { id: 2, name: 'Unpaid', name_ur: 'بلا تنخواہ چھٹی' },
  ],
};
