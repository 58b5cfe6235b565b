// Datesheet fixtures for stories and screen tests.
import type { Datesheet, DatesheetPaper, MyDatesheet } from '@watni/api-client';
import type { DatesheetClassOption } from './DatesheetEditor';

const paper = (
  id: number,
  subject_id: number,
  subject_name: string,
  paper_date: string,
  starts_at: string,
  ends_at: string,
  room: string | null,
  class_id = 10,
  class_name = 'Class 5',
): DatesheetPaper => {
  const [sh, sm] = starts_at.split(':').map(Number) as [number, number];
  const [eh, em] = ends_at.split(':').map(Number) as [number, number];
  return {
    id,
    class_id,
    class_name,
    subject_id,
    subject_name,
    paper_date,
    starts_at,
    ends_at,
    duration_minutes: eh * 60 + em - (sh * 60 + sm),
    room,
  };
};

const class5Papers: DatesheetPaper[] = [
  paper(1, 51, 'English', '2026-12-14', '09:00', '12:00', 'Hall A'),
  paper(2, 52, 'Mathematics', '2026-12-15', '09:00', '12:00', 'Hall A'),
  paper(3, 53, 'Urdu', '2026-12-16', '09:00', '11:30', null),
];

export const datesheetFixture: Datesheet = {
  exam_id: 1,
  exam_name: 'Mid-Term',
  term_name: 'Second Term',
  published_at: null,
  classes: [
    { class_id: 10, class_name: 'Class 5', papers: class5Papers },
    {
      class_id: 11,
      class_name: 'Class 6',
      papers: [paper(4, 61, 'Science', '2026-12-14', '09:00', '12:00', 'Room 6', 11, 'Class 6')],
    },
  ],
};

export const publishedDatesheetFixture: Datesheet = {
  ...datesheetFixture,
  published_at: '2026-11-27T06:00:00.000Z',
};

export const emptyDatesheetFixture: Datesheet = { ...datesheetFixture, classes: [] };

export const datesheetClassOptions: DatesheetClassOption[] = [
  {
    class_id: 10,
    class_name: 'Class 5',
    subjects: [
      { id: 51, name: 'English' },
      { id: 52, name: 'Mathematics' },
      { id: 53, name: 'Urdu' },
    ],
  },
  { class_id: 11, class_name: 'Class 6', subjects: [{ id: 61, name: 'Science' }] },
];

export const myDatesheetsFixture: MyDatesheet[] = [
  {
    exam_id: 1,
    exam_name: 'Mid-Term',
    term_name: 'Second Term',
    student_id: 100,
    student_name: 'Ali Raza',
    class_id: 10,
    class_name: 'Class 5',
    papers: class5Papers,
  },
  {
    exam_id: 1,
    exam_name: 'Mid-Term',
    term_name: 'Second Term',
    student_id: 101,
    student_name: 'Zainab Raza',
    class_id: 11,
    class_name: 'Class 6',
    papers: [paper(4, 61, 'Science', '2026-12-14', '09:00', '12:00', 'Room 6', 11, 'Class 6')],
  },
];
