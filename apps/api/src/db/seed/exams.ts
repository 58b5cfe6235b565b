// Exams seed (module gradebook) for the demo school Iqbal: the module on, a second
// teacher (Sadia Anwar, teacher2@iqbal.edu.pk, the demo password) who teaches English in both
// sections of Class 5, a published "Mid-Term" of the Second Term for Class 5 with every
// student's marks (a few absent, one failing) and some class teacher's remarks, an unpublished
// "Final Term" for Class 5 without marks, and the school's first course linked to Class 5 (its
// quiz averages show in the gradebook). Deterministic (a hash of student and subject);
// skipped when Iqbal already has exams. Platform scope, after the school seed.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { rows } from '../rows.js';

const SECOND_TEACHER = {
  email: 'teacher2@iqbal.edu.pk',
  username: 'sadia.anwar',
  first_name: 'Sadia',
  last_name: 'Anwar',
};

const REMARKS = [
  'Works hard and participates well in class. Keep it up!',
  'Good progress this term; needs more practice in Mathematics.',
  'Neat work and regular attendance. Should read more at home.',
  'Capable student; must revise regularly before tests.',
];

export async function seedExams(tx: Tx): Promise<number> {
  const [school] = await rows<{ tenant_id: number; year_id: number; teacher_hash: string }>(
    tx,
    sql`select t.id as tenant_id, y.id as year_id,
               (select password_hash from users where tenant_id = t.id and email = 'teacher@iqbal.edu.pk') as teacher_hash
        from tenants t join academic_years y on y.tenant_id = t.id and y.is_current
        where t.slug = 'iqbal-public-school'
          and not exists (select 1 from exams e where e.tenant_id = t.id)`,
  );
  if (!school?.teacher_hash) return 0;
  const tenantId = school.tenant_id;
  // The module is switched on with the other demo add-ons (seed/platform.ts DEMO_ADDONS).

  const [teacher2] = await rows<{ id: number }>(
    tx,
    sql`insert into users (tenant_id, email, username, password_hash, first_name, last_name, phone, user_role)
        values (${tenantId}, ${SECOND_TEACHER.email}, ${SECOND_TEACHER.username}, ${school.teacher_hash},
                ${SECOND_TEACHER.first_name}, ${SECOND_TEACHER.last_name}, '+92 300 5566778', 'teacher')
        on conflict do nothing returning id`,
  );
  const [klass] = await rows<{ id: number }>(
    tx,
    sql`select id from classes where tenant_id = ${tenantId} and name = 'Class 5'`,
  );
  if (!klass) return 0;
  if (teacher2) {
    await tx.execute(sql`
      insert into subject_teachers (tenant_id, subject_id, section_id, teacher_id)
      select ${tenantId}, sub.id, s.id, ${teacher2.id}
      from subjects sub join sections s on s.tenant_id = sub.tenant_id and s.class_id = sub.class_id
      where sub.tenant_id = ${tenantId} and sub.class_id = ${klass.id} and sub.name = 'English'
      on conflict do nothing`);
  }
  const termsOf = await rows<{ id: number; name: string }>(
    tx,
    sql`select id, name from terms where tenant_id = ${tenantId} and academic_year_id = ${school.year_id}`,
  );
  const second = termsOf.find((t) => t.name === 'Second Term');
  if (!second) return 0;
  const [admin] = await rows<{ id: number }>(
    tx,
    sql`select id from users where tenant_id = ${tenantId} and is_tenant_admin order by id limit 1`,
  );
  const [midTerm] = await rows<{ id: number }>(
    tx,
    sql`insert into exams (tenant_id, term_id, name, published_at, published_by, created_by, created_at)
        values (${tenantId}, ${second.id}, 'Mid-Term', '2026-11-21T10:00:00+05:00', ${admin?.id ?? null},
                ${admin?.id ?? null}, '2026-11-02T09:00:00+05:00')
        returning id`,
  );
  const [finalTerm] = await rows<{ id: number }>(
    tx,
    sql`insert into exams (tenant_id, term_id, name, created_by)
        values (${tenantId}, ${second.id}, 'Final Term', ${admin?.id ?? null}) returning id`,
  );
  // Papers: every subject of Class 5, out of 100 (pass 33), one a school day from 16 November
  // (Mid-Term) and from 15 March (Final Term).
  for (const [examId, firstDay] of [
    [midTerm!.id, '2026-11-16'],
    [finalTerm!.id, '2027-03-15'],
  ] as const) {
    await tx.execute(sql`
      insert into exam_subjects (tenant_id, exam_id, class_id, subject_id, exam_date, max_marks, passing_marks)
      select ${tenantId}, ${examId}, ${klass.id}, s.id,
             ${firstDay}::date + (row_number() over (order by s.id) - 1)::int, 100, 33
      from subjects s where s.tenant_id = ${tenantId} and s.class_id = ${klass.id}`);
  }
  // Marks: 45–97 by a hash of student and subject; 2 in 100 absent; 4 in 100 below passing.
  await tx.execute(sql`
    insert into exam_marks (tenant_id, exam_subject_id, student_id, marks, absent, entered_by, updated_at)
    select ${tenantId}, p.id, e.student_id,
           case when h.v < 2 then null when h.v < 6 then 20 + h.v else 45 + (h.v * 53) / 100 end,
           h.v < 2, coalesce(st.teacher_id, ${admin?.id ?? null}::int), '2026-11-20T15:00:00+05:00'
    from exam_subjects p
    join sections s on s.tenant_id = p.tenant_id and s.class_id = p.class_id
    join student_enrolments e on e.tenant_id = s.tenant_id and e.section_id = s.id
      and e.academic_year_id = ${school.year_id}
    left join subject_teachers st on st.tenant_id = p.tenant_id and st.subject_id = p.subject_id
      and st.section_id = s.id
    cross join lateral (select abs(hashtext(e.student_id::text || '#' || p.subject_id::text)) % 100 as v) h
    where p.tenant_id = ${tenantId} and p.exam_id = ${midTerm!.id}`);
  const students = await rows<{ student_id: number; class_teacher_id: number | null }>(
    tx,
    sql`select e.student_id, s.class_teacher_id from student_enrolments e
        join sections s on s.tenant_id = e.tenant_id and s.id = e.section_id
        where e.tenant_id = ${tenantId} and e.academic_year_id = ${school.year_id}
          and s.class_id = ${klass.id} order by s.name, e.roll_no`,
  );
  for (const [i, student] of students.entries()) {
    if (i % 2 === 1) continue;
    await tx.execute(sql`
      insert into report_card_remarks (tenant_id, exam_id, student_id, remarks, updated_by)
      values (${tenantId}, ${midTerm!.id}, ${student.student_id}, ${REMARKS[(i / 2) % REMARKS.length]!},
              ${student.class_teacher_id ?? admin?.id ?? null})`);
  }
  await tx.execute(sql`
    insert into class_courses (tenant_id, class_id, course_id)
    select ${tenantId}, ${klass.id}, id from courses where tenant_id = ${tenantId}
    order by id limit 1
    on conflict do nothing`);
  return students.length;
}
