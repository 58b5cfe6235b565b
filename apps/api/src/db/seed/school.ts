// School seed: for each demo school a current academic year with terms, the usual
// classes (Playgroup to Class 10) with sections A and B, subjects with the demo teacher, about
// 60 students with guardians, a section history, a pending admission, and the demo parent
// linked to their two children. Platform scope, after identity and learning; skips a school
// that already has an academic year (idempotent). Deterministic: no randomness.
import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_CLASSES, DEFAULT_SECTIONS } from '../../domains/school/defaults.js';
import type { Tx } from '../client.js';
import { tenants, users } from '../schema/identity.js';
import {
  academicYears,
  admissions,
  classes,
  guardians,
  sections,
  studentEnrolments,
  studentGuardians,
  students,
  subjects,
  subjectTeachers,
  terms,
} from '../schema/school.js';

const SCHOOLS: Record<
  string,
  {
    domain: string;
    prefix: string;
    parent: { child: string; sibling: string; name: string; cnic: string };
  }
> = {
  'iqbal-public-school': {
    domain: 'iqbal.edu.pk',
    prefix: 'IPS',
    parent: { child: 'Ali', sibling: 'Zainab', name: 'Nadia Raza', cnic: '35202-1234567-2' },
  },
  'quaid-academy': {
    domain: 'quaid.edu.pk',
    prefix: 'QA',
    parent: { child: 'Usman', sibling: 'Maryam', name: 'Rubina Tariq', cnic: '42101-7654321-4' },
  },
};

const BOYS = [
  'Ahmed',
  'Hassan',
  'Bilal',
  'Hamza',
  'Umar',
  'Saad',
  'Zain',
  'Faisal',
  'Ibrahim',
  'Danish',
  'Arslan',
  'Talha',
  'Haris',
  'Shahzaib',
  'Abdullah',
];
const GIRLS = [
  'Ayesha',
  'Fatima',
  'Hira',
  'Iqra',
  'Sana',
  'Mahnoor',
  'Khadija',
  'Amna',
  'Noor',
  'Areeba',
  'Laiba',
  'Eman',
  'Hafsa',
  'Rabia',
  'Anaya',
];
const FAMILIES = [
  'Khan',
  'Malik',
  'Qureshi',
  'Sheikh',
  'Chaudhry',
  'Butt',
  'Javed',
  'Siddiqui',
  'Abbasi',
  'Mirza',
  'Hashmi',
  'Ansari',
  'Baig',
  'Rana',
  'Awan',
];
const FATHERS = [
  'Tariq',
  'Naveed',
  'Kamran',
  'Asif',
  'Shahid',
  'Imtiaz',
  'Khalid',
  'Rizwan',
  'Sohail',
  'Waqar',
  'Junaid',
  'Adnan',
  'Zubair',
  'Nadeem',
  'Farhan',
];
const SUBJECTS: [string, string][] = [
  ['English', 'ENG'],
  ['Urdu', 'URD'],
  ['Mathematics', 'MTH'],
  ['General Science', 'SCI'],
  ['Islamiat', 'ISL'],
];
/** The classes the seeded students are in: six per section of Class 1 … Class 5. */
const STUDENT_CLASSES = ['Class 1', 'Class 2', 'Class 3', 'Class 4', 'Class 5'];
const PER_SECTION = 6;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export async function seedSchool(tx: Tx): Promise<number> {
  const tenantRows = await tx
    .select({ id: tenants.id, slug: tenants.slug })
    .from(tenants)
    .where(inArray(tenants.slug, Object.keys(SCHOOLS)));
  let total = 0;
  for (const tenant of tenantRows) {
    const [existing] = await tx
      .select({ id: academicYears.id })
      .from(academicYears)
      .where(eq(academicYears.tenant_id, tenant.id))
      .limit(1);
    if (existing) continue;
    total += await seedOneSchool(tx, tenant.id, SCHOOLS[tenant.slug]!);
  }
  return total;
}

async function seedOneSchool(
  tx: Tx,
  tenantId: number,
  school: (typeof SCHOOLS)[string],
): Promise<number> {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.tenant_id, tenantId));
  const idOf = (local: string) =>
    people.find((user) => user.email === `${local}@${school.domain}`)?.id ?? null;
  const teacher = idOf('teacher');

  const [previous, current] = await tx
    .insert(academicYears)
    .values([
      {
        tenant_id: tenantId,
        name: '2025-26',
        starts_on: '2025-04-01',
        ends_on: '2026-03-31',
        is_current: false,
      },
      {
        tenant_id: tenantId,
        name: '2026-27',
        starts_on: '2026-04-01',
        ends_on: '2027-03-31',
        is_current: true,
      },
    ])
    .returning();
  await tx.insert(terms).values([
    {
      tenant_id: tenantId,
      academic_year_id: current!.id,
      name: 'First Term',
      starts_on: '2026-04-01',
      ends_on: '2026-09-30',
    },
    {
      tenant_id: tenantId,
      academic_year_id: current!.id,
      name: 'Second Term',
      starts_on: '2026-10-01',
      ends_on: '2027-03-31',
    },
  ]);

  const classRows = await tx
    .insert(classes)
    .values(DEFAULT_CLASSES.map((name, i) => ({ tenant_id: tenantId, name, order_index: i })))
    .returning();
  const sectionRows = await tx
    .insert(sections)
    .values(
      classRows.flatMap((row) =>
        DEFAULT_SECTIONS.map((name) => ({
          tenant_id: tenantId,
          class_id: row.id,
          name,
          room: `${row.order_index + 1}${name}`,
          capacity: 40,
          // The demo teacher is class teacher of Class 5 A.
          class_teacher_id: row.name === 'Class 5' && name === 'A' ? teacher : null,
        })),
      ),
    )
    .returning();
  const sectionOf = (className: string, name: string) => {
    const schoolClass = classRows.find((row) => row.name === className)!;
    return sectionRows.find((row) => row.class_id === schoolClass.id && row.name === name)!;
  };

  const subjectRows = await tx
    .insert(subjects)
    .values(
      classRows.flatMap((row) =>
        SUBJECTS.slice(0, row.order_index < 3 ? 3 : SUBJECTS.length).map(([name, code]) => ({
          tenant_id: tenantId,
          class_id: row.id,
          name,
          code,
        })),
      ),
    )
    .returning();
  if (teacher !== null) {
    // The demo teacher teaches Mathematics in both sections of Class 4 and Class 5.
    const taught = subjectRows.filter(
      (subject) =>
        subject.name === 'Mathematics' &&
        ['Class 4', 'Class 5'].includes(classRows.find((row) => row.id === subject.class_id)!.name),
    );
    await tx.insert(subjectTeachers).values(
      taught.flatMap((subject) =>
        sectionRows
          .filter((section) => section.class_id === subject.class_id)
          .map((section) => ({
            tenant_id: tenantId,
            subject_id: subject.id,
            section_id: section.id,
            teacher_id: teacher,
          })),
      ),
    );
  }

  // Students: six per section of Class 1 … Class 5; every sixth pair are siblings (one father).
  let n = 0;
  const seeded: { id: number; guardian: number }[] = [];
  for (const className of STUDENT_CLASSES) {
    for (const sectionName of DEFAULT_SECTIONS) {
      const section = sectionOf(className, sectionName);
      const lower =
        STUDENT_CLASSES.indexOf(className) > 0
          ? sectionOf(STUDENT_CLASSES[STUDENT_CLASSES.indexOf(className) - 1]!, sectionName)
          : null;
      for (let roll = 1; roll <= PER_SECTION; roll += 1) {
        n += 1;
        const girl = n % 2 === 0;
        const family = FAMILIES[n % FAMILIES.length]!;
        const first = (girl ? GIRLS : BOYS)[(n * 7) % 15]!;
        const age = 6 + STUDENT_CLASSES.indexOf(className);
        const [student] = await tx
          .insert(students)
          .values({
            tenant_id: tenantId,
            admission_no: `${school.prefix}-${2020 + (n % 6)}-${pad(n, 4)}`,
            first_name: first,
            last_name: family,
            gender: girl ? 'female' : 'male',
            date_of_birth: `${2026 - age}-${pad((n % 12) + 1, 2)}-${pad((n % 27) + 1, 2)}`,
            b_form: `35202${pad(n * 7919, 8)}`.slice(0, 13),
            address: `House ${n}, Street ${(n % 20) + 1}, ${school.domain.startsWith('iqbal') ? 'Model Town, Lahore' : 'Gulshan-e-Iqbal, Karachi'}`,
            admission_date: `${2020 + (n % 6)}-04-0${(n % 5) + 1}`,
          })
          .returning({ id: students.id });
        await tx.insert(studentEnrolments).values([
          {
            tenant_id: tenantId,
            student_id: student!.id,
            academic_year_id: current!.id,
            section_id: section.id,
            roll_no: roll,
          },
          ...(lower
            ? [
                {
                  tenant_id: tenantId,
                  student_id: student!.id,
                  academic_year_id: previous!.id,
                  section_id: lower.id,
                  roll_no: roll,
                },
              ]
            : []),
        ]);
        const sibling = n % 6 === 0 ? seeded.at(-3) : undefined;
        let guardianId = sibling?.guardian;
        if (guardianId === undefined) {
          const [guardian] = await tx
            .insert(guardians)
            .values({
              tenant_id: tenantId,
              name: `${FATHERS[n % FATHERS.length]} ${family}`,
              relation: 'father',
              cnic: `${school.domain.startsWith('iqbal') ? '35202' : '42101'}-${pad(1000000 + n * 37, 7)}-${n % 10}`,
              mobile: `+9230${pad(10000000 + n * 4111, 8)}`,
              email:
                n % 3 === 0
                  ? `${FATHERS[n % FATHERS.length]!.toLowerCase()}.${family.toLowerCase()}${n}@example.pk`
                  : null,
              preferred_language: n % 4 === 0 ? 'ur' : 'en',
              whatsapp_consent: n % 2 === 0,
              // most families agree to SMS, some do not (the demo shows both).
              sms_consent: n % 3 !== 1,
            })
            .returning({ id: guardians.id });
          guardianId = guardian!.id;
        }
        await tx.insert(studentGuardians).values({
          tenant_id: tenantId,
          student_id: student!.id,
          guardian_id: guardianId,
          is_primary: true,
        });
        seeded.push({ id: student!.id, guardian: guardianId });
      }
    }
  }

  // The demo parent: mother of two (the demo student's record, linked to their account, and a
  // younger sister), with a sign-in account.
  const studentAccount = idOf('student');
  const family = school.parent.name.split(' ')[1]!;
  const children = await tx
    .insert(students)
    .values([
      {
        tenant_id: tenantId,
        admission_no: `${school.prefix}-2021-0101`,
        first_name: school.parent.child,
        last_name: family,
        gender: 'male',
        date_of_birth: '2016-05-14',
        b_form: school.prefix === 'IPS' ? '3520298765431' : '4210198765433',
        address: 'House 12, Street 4, Johar Town',
        admission_date: '2021-04-05',
        user_id: studentAccount,
      },
      {
        tenant_id: tenantId,
        admission_no: `${school.prefix}-2023-0102`,
        first_name: school.parent.sibling,
        last_name: family,
        gender: 'female',
        date_of_birth: '2019-09-02',
        b_form: null,
        address: 'House 12, Street 4, Johar Town',
        admission_date: '2023-04-03',
      },
    ])
    .returning({ id: students.id });
  const [older, younger] = children;
  await tx.insert(studentEnrolments).values([
    {
      tenant_id: tenantId,
      student_id: older!.id,
      academic_year_id: current!.id,
      section_id: sectionOf('Class 5', 'A').id,
      roll_no: PER_SECTION + 1,
    },
    {
      tenant_id: tenantId,
      student_id: older!.id,
      academic_year_id: previous!.id,
      section_id: sectionOf('Class 4', 'A').id,
      roll_no: PER_SECTION + 1,
    },
    {
      tenant_id: tenantId,
      student_id: younger!.id,
      academic_year_id: current!.id,
      section_id: sectionOf('Class 2', 'B').id,
      roll_no: PER_SECTION + 1,
    },
  ]);
  const [mother] = await tx
    .insert(guardians)
    .values({
      tenant_id: tenantId,
      name: school.parent.name,
      relation: 'mother',
      cnic: school.parent.cnic,
      mobile: school.prefix === 'IPS' ? '+923001112233' : '+923334455667',
      email: `parent@${school.domain}`,
      preferred_language: 'en',
      whatsapp_consent: true,
      sms_consent: true,
      user_id: idOf('parent'),
    })
    .returning({ id: guardians.id });
  await tx.insert(studentGuardians).values([
    { tenant_id: tenantId, student_id: older!.id, guardian_id: mother!.id, is_primary: true },
    { tenant_id: tenantId, student_id: younger!.id, guardian_id: mother!.id, is_primary: true },
  ]);

  await tx.insert(admissions).values({
    tenant_id: tenantId,
    class_id: classRows.find((row) => row.name === 'Class 1')!.id,
    first_name: 'Musa',
    last_name: 'Haider',
    date_of_birth: '2020-01-20',
    gender: 'male',
    guardian_name: 'Ali Haider',
    guardian_relation: 'father',
    guardian_cnic: school.prefix === 'IPS' ? '35202-5555555-1' : '42101-5555555-3',
    guardian_mobile: '+923215550101',
  });
  return seeded.length + children.length;
}
