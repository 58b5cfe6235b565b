// Timetable seed: for the demo school Iqbal the module on, a bell schedule (Monday to
// Thursday and Saturday: seven lessons with a break after the fourth; a shorter Friday: five
// lessons, a short break, done before Jumu'ah; Sunday off), four more subject teachers (they sign
// in with the demo password), and a full week for Class 5 A (the demo student's and the demo
// teacher's section), Class 5 B and Class 2 B (the demo parent's younger child). Subjects rotate so
// that no teacher and no room is in two places in one period. Idempotent: skips a school that
// already has periods. Platform scope, after the school seed.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { rows } from '../rows.js';

type Slot = [starts: string, ends: string, isBreak?: boolean];

const LONG_DAY: Slot[] = [
  ['08:00', '08:40'],
  ['08:40', '09:20'],
  ['09:20', '10:00'],
  ['10:00', '10:40'],
  ['10:40', '11:10', true],
  ['11:10', '11:50'],
  ['11:50', '12:30'],
  ['12:30', '13:10'],
];
const FRIDAY: Slot[] = [
  ['08:00', '08:35'],
  ['08:35', '09:10'],
  ['09:10', '09:45'],
  ['09:45', '10:05', true],
  ['10:05', '10:40'],
  ['10:40', '11:15'],
];
/** Weekday (0 Sunday) → its periods. */
const DEMO_BELL_SCHEDULE: Record<number, Slot[]> = {
  1: LONG_DAY,
  2: LONG_DAY,
  3: LONG_DAY,
  4: LONG_DAY,
  5: FRIDAY,
  6: LONG_DAY,
};

/** Subject → who teaches it (the demo teacher Imran Qureshi teaches Mathematics). */
const DEMO_SUBJECT_TEACHERS: Record<string, { first: string; last: string } | 'demo'> = {
  English: { first: 'Bilal', last: 'Hussain' },
  Urdu: { first: 'Sadia', last: 'Noor' },
  Mathematics: 'demo',
  'General Science': { first: 'Kamran', last: 'Farooq' },
  Islamiat: { first: 'Hina', last: 'Akhtar' },
};
const ORDER = ['English', 'Mathematics', 'Urdu', 'General Science', 'Islamiat'];
const DEMO_TIMETABLE_SECTIONS: [className: string, section: string][] = [
  ['Class 5', 'A'],
  ['Class 5', 'B'],
  ['Class 2', 'B'],
];

export async function seedTimetable(tx: Tx): Promise<number> {
  const [school] = await rows<{ id: number }>(
    tx,
    sql`select t.id from tenants t where t.slug = 'iqbal-public-school'
        and not exists (select 1 from timetable_periods p where p.tenant_id = t.id)`,
  );
  if (!school) return 0;
  const tenantId = school.id;
  await tx.execute(sql`
    insert into tenant_modules (tenant_id, module_id, is_enabled, enabled_at)
    select ${tenantId}, id, true, now() from modules where slug = 'timetable'
    on conflict do nothing`);
  for (const [weekday, slots] of Object.entries(DEMO_BELL_SCHEDULE)) {
    for (const [i, [starts, ends, isBreak]] of slots.entries()) {
      await tx.execute(sql`
        insert into timetable_periods (tenant_id, weekday, number, starts_at, ends_at, is_break, label)
        values (${tenantId}, ${Number(weekday)}, ${i + 1}, ${starts}::time, ${ends}::time,
                ${isBreak ?? false}, ${isBreak ? 'Break' : null})`);
    }
  }

  const [demo] = await rows<{ id: number; password_hash: string }>(
    tx,
    sql`select id, password_hash from users where email = 'teacher@iqbal.edu.pk'`,
  );
  if (!demo) return 0;
  const teacherOf = new Map<string, number>();
  for (const [subject, who] of Object.entries(DEMO_SUBJECT_TEACHERS)) {
    if (who === 'demo') {
      teacherOf.set(subject, Number(demo.id));
      continue;
    }
    const username = `${who.first}.${who.last}`.toLowerCase();
    const [made] = await rows<{ id: number }>(
      tx,
      sql`insert into users (tenant_id, email, username, password_hash, first_name, last_name,
                             user_role)
          values (${tenantId}, ${`${username}@iqbal.edu.pk`}, ${username}, ${demo.password_hash},
                  ${who.first}, ${who.last}, 'teacher')
          on conflict do nothing returning id`,
    );
    const id =
      made?.id ??
      (
        await rows<{ id: number }>(
          tx,
          sql`select id from users where email = ${`${username}@iqbal.edu.pk`}`,
        )
      )[0]?.id;
    if (id !== undefined) teacherOf.set(subject, Number(id));
  }

  let count = 0;
  for (const [s, [className, sectionName]] of DEMO_TIMETABLE_SECTIONS.entries()) {
    const [section] = await rows<{ id: number; class_id: number; room: string | null }>(
      tx,
      sql`select s.id, s.class_id, s.room from sections s
          join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
          where s.tenant_id = ${tenantId} and c.name = ${className} and s.name = ${sectionName}`,
    );
    if (!section) continue;
    const subjects = await rows<{ id: number; name: string }>(
      tx,
      sql`select id, name from subjects where tenant_id = ${tenantId} and class_id = ${section.class_id}`,
    );
    const subjectId = new Map(subjects.map((row) => [row.name, Number(row.id)]));
    for (const [weekday, slots] of Object.entries(DEMO_BELL_SCHEDULE)) {
      let lesson = 0;
      for (const [i, [, , isBreak]] of slots.entries()) {
        if (isBreak) continue;
        // Sections two subjects apart: never the same subject (so teacher) in one period.
        const subject = ORDER[(lesson + Number(weekday) + s * 2) % ORDER.length]!;
        lesson += 1;
        const id = subjectId.get(subject);
        const teacher = teacherOf.get(subject);
        if (id === undefined || teacher === undefined) continue;
        const room = subject === 'General Science' ? 'Science Lab' : section.room;
        await tx.execute(sql`
          insert into timetable_entries (tenant_id, section_id, weekday, period, subject_id,
                                         teacher_id, room)
          values (${tenantId}, ${section.id}, ${Number(weekday)}, ${i + 1}, ${id}, ${teacher},
                  ${room})`);
        count += 1;
      }
    }
  }
  return count;
}
