// Story and test data of the exams screens: Class 5 A of the demo school.
import type {
  Exam,
  ExamSummary,
  MarkSheetList,
  MarksSheet,
  MyResult,
  SchoolClass,
  SectionGradebook,
  SectionResults,
  StudentResult,
} from '@watni/api-client';

const students = [
  ['Ali', 'Raza'],
  ['Ayesha', 'Khan'],
  ['Hamza', 'Malik'],
  ['Fatima', 'Qureshi'],
  ['Bilal', 'Sheikh'],
  ['Hira', 'Chaudhry'],
  ['Usman', 'Siddiqui'],
] as const;

export const examsFixture: ExamSummary[] = [
  {
    id: 2,
    term_id: 2,
    term_name: 'Second Term',
    year_name: '2026-27',
    name: 'Final Term',
    is_published: false,
    published_at: null,
    class_names: ['Class 5'],
    papers: 5,
  },
  {
    id: 1,
    term_id: 2,
    term_name: 'Second Term',
    year_name: '2026-27',
    name: 'Mid-Term',
    is_published: true,
    published_at: '2026-11-21T05:00:00.000Z',
    class_names: ['Class 5'],
    papers: 5,
  },
];

export const classesFixture: SchoolClass[] = [
  {
    id: 10,
    name: 'Class 5',
    order_index: 8,
    sections: [],
    subjects: [
      { id: 51, name: 'English', code: 'ENG' },
      { id: 52, name: 'Mathematics', code: 'MTH' },
    ],
  } as unknown as SchoolClass,
];

export const examFixture: Exam = {
  id: 1,
  term_id: 2,
  term_name: 'Second Term',
  year_name: '2026-27',
  name: 'Mid-Term',
  is_published: false,
  published_at: null,
  created_at: '2026-11-02T04:00:00.000Z',
  approval: {
    state: 'draft',
    submitted_at: null,
    submitted_by_name: null,
    returned_at: null,
    returned_reason: null,
    can_approve: false,
  },
  classes: [
    {
      class_id: 10,
      class_name: 'Class 5',
      papers: [
        {
          id: 1,
          subject_id: 51,
          subject_name: 'English',
          exam_date: '2026-11-16',
          max_marks: 100,
          passing_marks: 33,
          marks_entered: 7,
        },
        {
          id: 2,
          subject_id: 52,
          subject_name: 'Mathematics',
          exam_date: '2026-11-17',
          max_marks: 100,
          passing_marks: 33,
          marks_entered: 3,
        },
      ],
    },
  ],
};

export const sheetsFixture: MarkSheetList = {
  exam_id: 1,
  exam_name: 'Mid-Term',
  is_published: false,
  items: [
    {
      section_id: 5,
      class_id: 10,
      class_name: 'Class 5',
      section_name: 'A',
      subject_id: 52,
      subject_name: 'Mathematics',
      max_marks: 100,
      exam_date: '2026-11-17',
      students: 7,
      entered: 3,
    },
    {
      section_id: 6,
      class_id: 10,
      class_name: 'Class 5',
      section_name: 'B',
      subject_id: 52,
      subject_name: 'Mathematics',
      max_marks: 100,
      exam_date: '2026-11-17',
      students: 6,
      entered: 6,
    },
  ],
};

export const marksSheetFixture: MarksSheet = {
  exam_id: 1,
  exam_name: 'Mid-Term',
  is_published: false,
  editable: true,
  section_id: 5,
  class_name: 'Class 5',
  section_name: 'A',
  subject_id: 52,
  subject_name: 'Mathematics',
  max_marks: 100,
  passing_marks: 33,
  exam_date: '2026-11-17',
  entries: students.map(([first_name, last_name], i) => ({
    student_id: 100 + i,
    roll_no: i + 1,
    first_name,
    last_name,
    admission_no: `IPS-${100 + i}`,
    marks: i < 3 ? [88, 74, 91][i]! : null,
    absent: i === 3,
    // The server's version of each mark (0: nothing entered), sent back as an offline base.
    version: i <= 3 ? 5001 + i : 0,
  })),
};

const totals = [180, 172, 172, 150, 120, 60, 40];
export const resultsFixture: SectionResults = {
  exam_id: 1,
  exam_name: 'Mid-Term',
  is_published: false,
  published_at: null,
  section_id: 5,
  class_name: 'Class 5',
  section_name: 'A',
  can_edit_remarks: true,
  subjects: [
    { subject_id: 51, subject_name: 'English', max_marks: 100, passing_marks: 33 },
    { subject_id: 52, subject_name: 'Mathematics', max_marks: 100, passing_marks: 33 },
  ],
  rows: students.map(([first_name, last_name], i) => {
    const total = totals[i]!;
    const english = Math.ceil(total / 2);
    const maths = total - english;
    return {
      student_id: 100 + i,
      roll_no: i + 1,
      first_name,
      last_name,
      admission_no: `IPS-${100 + i}`,
      subjects: [
        {
          subject_id: 51,
          subject_name: 'English',
          max_marks: 100,
          passing_marks: 33,
          marks: english,
          absent: false,
          passed: english >= 33,
        },
        {
          subject_id: 52,
          subject_name: 'Mathematics',
          max_marks: 100,
          passing_marks: 33,
          marks: i === 6 ? null : maths,
          absent: i === 6,
          passed: i === 6 ? false : maths >= 33,
        },
      ],
      total,
      max_total: 200,
      percentage: total / 2,
      grade: ['A+', 'A+', 'A+', 'A', 'B', 'F', 'F'][i]!,
      position: [1, 2, 2, 4, 5, 6, 7][i]!,
      outcome: i >= 5 ? ('fail' as const) : ('pass' as const),
      remarks: i === 0 ? 'Works hard and participates well in class.' : null,
    };
  }),
  summary: { students: 7, passed: 5, failed: 2, incomplete: 0, average_percentage: 63.86 },
};

export const studentResultFixture: StudentResult = {
  exam_id: 1,
  exam_name: 'Mid-Term',
  term_name: 'Second Term',
  year_name: '2026-27',
  is_published: true,
  published_at: '2026-11-21T05:00:00.000Z',
  student_id: 100,
  first_name: 'Ali',
  last_name: 'Raza',
  admission_no: 'IPS-100',
  roll_no: 1,
  class_name: 'Class 5',
  section_name: 'A',
  section_size: 7,
  subjects: resultsFixture.rows[0]!.subjects,
  total: 180,
  max_total: 200,
  percentage: 90,
  grade: 'A+',
  position: 1,
  outcome: 'pass',
  remarks: 'Works hard and participates well in class.',
  attendance_percentage: 94.7,
};

export const myResultsFixture: MyResult[] = [
  {
    exam_id: 1,
    exam_name: 'Mid-Term',
    term_name: 'Second Term',
    year_name: '2026-27',
    published_at: '2026-11-21T05:00:00.000Z',
    student_id: 100,
    student_name: 'Ali Raza',
    class_name: 'Class 5',
    section_name: 'A',
    total: 180,
    max_total: 200,
    percentage: 90,
    grade: 'A+',
    position: 1,
    outcome: 'pass',
  },
];

export const gradebookFixture: SectionGradebook = {
  section_id: 5,
  class_id: 10,
  class_name: 'Class 5',
  section_name: 'A',
  term_id: null,
  columns: [
    { exam_id: 1, exam_name: 'Mid-Term', subject_id: 51, subject_name: 'English', max_marks: 100 },
    {
      exam_id: 1,
      exam_name: 'Mid-Term',
      subject_id: 52,
      subject_name: 'Mathematics',
      max_marks: 100,
    },
  ],
  courses: [{ course_id: 3, title: 'Mathematics Grade 5', quizzes: 4 }],
  rows: resultsFixture.rows.map((r, i) => ({
    student_id: r.student_id,
    roll_no: r.roll_no,
    first_name: r.first_name,
    last_name: r.last_name,
    cells: r.subjects.map((s) => ({ marks: s.marks, absent: s.absent })),
    quiz_averages: [i % 3 === 2 ? null : 60 + i * 5],
  })),
};
