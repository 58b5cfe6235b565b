// Story and test data of the timetable screens: Iqbal's bell schedule and Class 5 A's week.
import type {
  BellScheduleDay,
  SectionTimetable,
  TeacherTimetable,
  TimetableEntry,
  TimetableToday,
} from '@watni/api-client';

type Slot = [string, string, boolean?];
const long: Slot[] = [
  ['08:00', '08:40'],
  ['08:40', '09:20'],
  ['09:20', '10:00'],
  ['10:00', '10:40'],
  ['10:40', '11:10', true],
  ['11:10', '11:50'],
  ['11:50', '12:30'],
  ['12:30', '13:10'],
];
const friday: Slot[] = [
  ['08:00', '08:35'],
  ['08:35', '09:10'],
  ['09:10', '09:45'],
  ['09:45', '10:05', true],
  ['10:05', '10:40'],
  ['10:40', '11:15'],
];
const periodsOf = (slots: Slot[]) =>
  slots.map(([starts_at, ends_at, isBreak], i) => ({
    number: i + 1,
    starts_at,
    ends_at,
    is_break: isBreak ?? false,
    label: isBreak ? 'Break' : null,
  }));

export const bellDays: BellScheduleDay[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  periods: weekday === 0 ? [] : periodsOf(weekday === 5 ? friday : long),
}));

const SUBJECTS: [string, string][] = [
  ['English', 'Bilal Hussain'],
  ['Mathematics', 'Imran Qureshi'],
  ['Urdu', 'Sadia Noor'],
  ['General Science', 'Kamran Farooq'],
  ['Islamiat', 'Hina Akhtar'],
];

const sectionEntries: TimetableEntry[] = bellDays.flatMap((day) => {
  let lesson = 0;
  return day.periods
    .filter((p) => !p.is_break)
    .map((p) => {
      const [subject, teacher] = SUBJECTS[(lesson++ + day.weekday) % SUBJECTS.length]!;
      return {
        id: day.weekday * 10 + p.number,
        section_id: 51,
        class_name: 'Class 5',
        section_name: 'A',
        weekday: day.weekday,
        period: p.number,
        subject_id: SUBJECTS.findIndex(([s]) => s === subject) + 1,
        subject_name: subject,
        teacher_id: 100 + SUBJECTS.findIndex(([s]) => s === subject),
        teacher_name: teacher,
        room: subject === 'General Science' ? 'Science Lab' : '8A',
      };
    });
});

export const sectionWeek: SectionTimetable = {
  section_id: 51,
  class_name: 'Class 5',
  section_name: 'A',
  room: '8A',
  days: bellDays,
  entries: sectionEntries.filter((e) => !(e.weekday === 3 && e.period === 7)),
  options: {
    subjects: SUBJECTS.map(([name], i) => ({ id: i + 1, name, teacher_id: 100 + i })),
    teachers: SUBJECTS.map(([, name], i) => ({ id: 100 + i, name, teacher_id: null })),
  },
};

export const teacherWeek: TeacherTimetable = {
  teacher_id: 101,
  teacher_name: 'Imran Qureshi',
  days: bellDays,
  entries: sectionEntries.filter((e) => e.teacher_id === 101),
};

const tuesday = bellDays[2]!.periods;
const states = ['past', 'past', 'current', 'next', 'later', 'later', 'later', 'later'] as const;
export const studentToday: TimetableToday = {
  day: '2026-11-24',
  weekday: 2,
  time: '09:30',
  groups: [
    {
      kind: 'section',
      title: 'Ali Raza',
      student_id: 7,
      section_id: 51,
      periods: tuesday.map((p, i) => ({
        ...p,
        state: states[i]!,
        entry: sectionEntries.find((e) => e.weekday === 2 && e.period === p.number) ?? null,
      })),
    },
  ],
};

export const teacherToday: TimetableToday = {
  ...studentToday,
  groups: [
    {
      kind: 'teacher',
      title: 'Imran Qureshi',
      student_id: null,
      section_id: null,
      periods: tuesday
        .filter((p) =>
          sectionEntries.some(
            (e) => e.weekday === 2 && e.period === p.number && e.teacher_id === 101,
          ),
        )
        .map((p, i) => ({
          ...p,
          state: i === 0 ? 'past' : i === 1 ? 'next' : 'later',
          entry: sectionEntries.find((e) => e.weekday === 2 && e.period === p.number) ?? null,
        })),
    },
  ],
};

export const sundayToday: TimetableToday = {
  day: '2026-11-29',
  weekday: 0,
  time: '10:00',
  groups: [{ ...studentToday.groups[0]!, periods: [] }],
};
