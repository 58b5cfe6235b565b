// Sample school records for the stories.
import type {
  AcademicYear,
  Admission,
  Child,
  SchoolClass,
  StudentProfile,
  StudentSummary,
} from '@watni/api-client';

export const years: AcademicYear[] = [
  {
    id: 2,
    name: '2026-27',
    starts_on: '2026-04-01',
    ends_on: '2027-03-31',
    is_current: true,
    terms: [
      {
        id: 1,
        academic_year_id: 2,
        name: 'First Term',
        starts_on: '2026-04-01',
        ends_on: '2026-09-30',
      },
      {
        id: 2,
        academic_year_id: 2,
        name: 'Second Term',
        starts_on: '2026-10-01',
        ends_on: '2027-03-31',
      },
    ],
  },
  {
    id: 1,
    name: '2025-26',
    starts_on: '2025-04-01',
    ends_on: '2026-03-31',
    is_current: false,
    terms: [],
  },
];

const teacher = { id: 7, first_name: 'Imran', last_name: 'Qureshi' };
export const classes: SchoolClass[] = ['Playgroup', 'Nursery', 'Prep', 'Class 1', 'Class 2'].map(
  (name, i) => ({
    id: i + 1,
    name,
    order_index: i,
    sections: ['A', 'B'].map((section, j) => ({
      id: i * 2 + j + 1,
      class_id: i + 1,
      name: section,
      class_teacher: i === 4 && j === 0 ? teacher : null,
      room: `${i + 1}${section}`,
      capacity: 40,
      student_count: 6 + j,
    })),
    subjects:
      i < 3
        ? []
        : [
            { id: i * 10, class_id: i + 1, name: 'English', code: 'ENG', teachers: [] },
            {
              id: i * 10 + 1,
              class_id: i + 1,
              name: 'Mathematics',
              code: 'MTH',
              teachers: [{ section_id: i * 2 + 1, teacher }],
            },
          ],
  }),
);

const names: [string, string][] = [
  ['Ali', 'Raza'],
  ['Ayesha', 'Khan'],
  ['Hamza', 'Malik'],
  ['Fatima', 'Qureshi'],
  ['Bilal', 'Sheikh'],
];
export const students: StudentSummary[] = names.map(([first, last], i) => ({
  id: i + 1,
  admission_no: `IPS-2021-${String(101 + i).padStart(4, '0')}`,
  first_name: first,
  last_name: last,
  gender: i % 2 ? 'female' : 'male',
  status: i === 4 ? 'left' : 'active',
  placement:
    i === 3
      ? null
      : {
          academic_year_id: 2,
          academic_year_name: '2026-27',
          class_id: 5,
          class_name: 'Class 2',
          section_id: 9,
          section_name: 'A',
          roll_no: i + 1,
        },
  primary_guardian: { name: `Tariq ${last}`, mobile: `+92300111223${i}` },
}));

export const profile: StudentProfile = {
  id: 1,
  admission_no: 'IPS-2021-0101',
  first_name: 'Ali',
  last_name: 'Raza',
  date_of_birth: '2016-05-14',
  gender: 'male',
  b_form: '3520298765431',
  address: 'House 12, Street 4, Johar Town, Lahore',
  admission_date: '2021-04-05',
  status: 'active',
  user_id: 12,
  placement: {
    academic_year_id: 2,
    academic_year_name: '2026-27',
    class_id: 8,
    class_name: 'Class 5',
    section_id: 15,
    section_name: 'A',
    roll_no: 7,
  },
  placements: [
    {
      academic_year_id: 2,
      academic_year_name: '2026-27',
      class_id: 8,
      class_name: 'Class 5',
      section_id: 15,
      section_name: 'A',
      roll_no: 7,
    },
    {
      academic_year_id: 1,
      academic_year_name: '2025-26',
      class_id: 7,
      class_name: 'Class 4',
      section_id: 13,
      section_name: 'A',
      roll_no: 7,
    },
  ],
  guardians: [
    {
      is_primary: true,
      guardian: {
        id: 3,
        name: 'Nadia Raza',
        relation: 'mother',
        cnic: '35202-1234567-2',
        mobile: '+923001112233',
        email: 'parent@iqbal.edu.pk',
        preferred_language: 'en',
        whatsapp_consent: true,
        sms_consent: true,
        has_account: true,
      },
    },
    {
      is_primary: false,
      guardian: {
        id: 4,
        name: 'Kashif Raza',
        relation: 'father',
        cnic: null,
        mobile: '+923214445566',
        email: 'kashif.raza@example.pk',
        preferred_language: 'ur',
        whatsapp_consent: false,
        sms_consent: false,
        has_account: false,
      },
    },
  ],
};

export const children: Child[] = [
  {
    id: 1,
    admission_no: 'IPS-2021-0101',
    first_name: 'Ali',
    last_name: 'Raza',
    status: 'active',
    placement: profile.placement,
    courses: [{ id: 3, title: 'Python for Beginners' }],
  },
  {
    id: 2,
    admission_no: 'IPS-2023-0102',
    first_name: 'Zainab',
    last_name: 'Raza',
    status: 'active',
    placement: null,
    courses: [],
  },
];

const application = {
  class_id: 4,
  class_name: 'Class 1',
  date_of_birth: '2020-03-14',
  b_form: '3520212345671',
  address: 'House 12, Street 4, Gulberg III, Lahore',
  guardian_relation: 'mother' as const,
  guardian_cnic: '35202-1234567-1',
  guardian_mobile: '+923001234567',
  guardian_email: 'nadia.rafiq@example.pk',
  decline_reason: null,
  student_id: null,
  decided_at: null,
};

export const admissions: Admission[] = [
  {
    ...application,
    id: 3,
    first_name: 'Zainab',
    last_name: 'Rafiq',
    gender: 'female',
    guardian_name: 'Nadia Rafiq',
    status: 'pending',
    created_at: '2026-11-20T05:30:00Z',
  },
  {
    ...application,
    id: 2,
    first_name: 'Usman',
    last_name: 'Tariq',
    gender: 'male',
    guardian_name: 'Tariq Mehmood',
    guardian_relation: 'father',
    status: 'admitted',
    student_id: 101,
    created_at: '2026-11-18T05:30:00Z',
    decided_at: '2026-11-19T05:30:00Z',
  },
  {
    ...application,
    id: 1,
    class_id: 5,
    class_name: 'Class 2',
    first_name: 'Hira',
    last_name: 'Aslam',
    gender: 'female',
    guardian_name: 'Aslam Pervaiz',
    guardian_relation: 'father',
    guardian_email: null,
    status: 'declined',
    decline_reason: 'Class 2 is full this year.',
    created_at: '2026-11-15T05:30:00Z',
    decided_at: '2026-11-16T05:30:00Z',
  },
];
