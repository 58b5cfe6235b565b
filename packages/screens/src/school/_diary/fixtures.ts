import type { DiaryOptions, DiaryPost, DiaryReads, MyDiary } from '@watni/api-client';

export const DAY = '2026-11-27';

export const englishPost: DiaryPost = {
  id: 1,
  section_id: 15,
  day: DAY,
  subject_id: 41,
  subject_name: 'English',
  author_id: 7,
  author_name: 'Imran Qureshi',
  body: 'Learn the poem “The Daffodils” by heart.\nWrite its first stanza neatly in your copy.',
  due_date: '2026-11-30',
  attachment: { file_name: 'daffodils.pdf', content_type: 'application/pdf', byte_size: 182_340 },
  created_at: '2026-11-27T04:10:00Z',
  updated_at: '2026-11-27T04:10:00Z',
  mine: true,
};

export const mathsPost: DiaryPost = {
  ...englishPost,
  id: 2,
  subject_id: 42,
  subject_name: 'Mathematics',
  author_id: 9,
  author_name: 'Bilal Hussain',
  body: 'Exercise 3.2, questions 1 to 5.',
  due_date: null,
  attachment: null,
  mine: false,
};

const urduPost: DiaryPost = {
  ...mathsPost,
  id: 3,
  subject_id: 43,
  subject_name: 'اردو',
  author_name: 'Samina Akhtar',
  body: 'سبق نمبر 5 پڑھیں اور مشکل الفاظ کے معنی لکھیں۔',
};

export const familyDay: MyDiary = {
  day: DAY,
  today: DAY,
  groups: [
    {
      student_id: 1,
      name: 'Ali Raza',
      section_id: 15,
      class_name: 'Class 5',
      section_name: 'A',
      posts: [englishPost, mathsPost, urduPost].map((p) => ({ ...p, mine: false })),
    },
    {
      student_id: 2,
      name: 'Zainab Raza',
      section_id: 6,
      class_name: 'Class 2',
      section_name: 'B',
      posts: [],
    },
  ],
};

export const teacherOptions: DiaryOptions = {
  today: DAY,
  sections: [
    {
      section_id: 15,
      class_name: 'Class 5',
      section_name: 'A',
      subjects: [
        { id: 41, name: 'English' },
        { id: 42, name: 'Mathematics' },
        { id: 43, name: 'اردو' },
      ],
    },
    {
      section_id: 13,
      class_name: 'Class 4',
      section_name: 'B',
      subjects: [{ id: 32, name: 'Mathematics' }],
    },
  ],
};

/** Who has read the teacher's day: English by two families (one through a guardian), Maths by none. */
export const dayReads: DiaryReads = {
  day: DAY,
  section_id: 15,
  families: 32,
  posts: [
    {
      post_id: 1,
      read_families: 2,
      readers: [
        {
          student_id: 1,
          student_name: 'Ali Raza',
          reader_name: 'Ali Raza',
          reader_kind: 'student',
          read_at: '2026-11-27T11:42:00Z',
        },
        {
          student_id: 1,
          student_name: 'Ali Raza',
          reader_name: 'Kamran Raza',
          reader_kind: 'guardian',
          read_at: '2026-11-27T14:05:00Z',
        },
        {
          student_id: 4,
          student_name: 'Fatima Noor',
          reader_name: 'Sadia Noor',
          reader_kind: 'guardian',
          read_at: '2026-11-27T15:20:00Z',
        },
      ],
    },
    { post_id: 2, read_families: 0, readers: [] },
  ],
};
