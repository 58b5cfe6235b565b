// The daily diary digest: once a day, at 5 pm Pakistan time, every guardian of a student whose
// section had diary entries that day is told which subjects set something, through notify() —
// so the school's channels, each guardian's SMS and WhatsApp consent and the quiet hours decide
// how and when it goes, as for every other message. A job of the queue for each day; it sends the
// next day's job itself, and the service sends today's (or tomorrow's) at start, keyed by the day,
// so a restart adds nothing. Notifying twice is impossible: the key per student and day.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { PLATFORM, tenantScope, withScope } from '../../db/scope.js';
import { tenantHasModule } from '../../http/module-gate.js';
import type { JobKind, JobQueue } from '../../queue/queue.js';
import { queueOfDb } from '../../queue/registry.js';
import { pakistanInstant } from '../_shared/pakistanTime.js';
import { addDays } from '../attendance/calendar.js';
import { notify } from '../notifications/notify.js';
import { todayInPakistan } from '../school/transaction.js';

export const DIARY_DIGEST_JOB = 'diary.digest';
/** 17:00 in Pakistan: after school, before the evening's homework. */
const DIGEST_TIME = '17:00';

/** When the digest of a Pakistan day goes. */
export function digestTime(day: string): Date {
  return pakistanInstant(day, DIGEST_TIME);
}

/** The next digest: today's if its time has not come, else tomorrow's. */
export function nextDigestDay(now: Date): string {
  const today = todayInPakistan(now);
  return now < digestTime(today) ? today : addDays(today, 1);
}

function readableDay(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

interface StudentDay {
  student_id: number;
  student_name: string;
  subjects: string;
  entries: number;
}

/** Each student of a section with entries that day, with the subjects (current year's placing). */
async function studentsWithEntries(tx: Tx, tenantId: number, day: string) {
  return rowsOf<StudentDay>(
    await tx.execute(sql`
      with day_posts as (
        select p.section_id, count(*)::int as entries,
               string_agg(distinct sub.name, ', ' order by sub.name) as subjects
        from diary_posts p
        join subjects sub on sub.tenant_id = p.tenant_id and sub.id = p.subject_id
        where p.tenant_id = ${tenantId} and p.day = ${day}::date
        group by p.section_id)
      select st.id as student_id, trim(st.first_name || ' ' || st.last_name) as student_name,
             d.subjects, d.entries
      from day_posts d
      join student_enrolments e on e.tenant_id = ${tenantId} and e.section_id = d.section_id
      join academic_years y on y.tenant_id = e.tenant_id and y.id = e.academic_year_id and y.is_current
      join students st on st.tenant_id = e.tenant_id and st.id = e.student_id and st.status = 'active'
      order by st.id`),
  );
}

async function guardiansOf(tx: Tx, tenantId: number, studentId: number): Promise<number[]> {
  return rowsOf<{ guardian_id: number }>(
    await tx.execute(sql`select guardian_id from student_guardians
        where tenant_id = ${tenantId} and student_id = ${studentId}`),
  ).map((r) => Number(r.guardian_id));
}

/** Notifies one school's guardians of one day's diary; returns the students covered. */
export async function sendDigest(tx: Tx, tenantId: number, day: string): Promise<number> {
  if (!(await tenantHasModule(tx, tenantId, 'gradebook'))) return 0;
  let covered = 0;
  for (const student of await studentsWithEntries(tx, tenantId, day)) {
    const guardianIds = await guardiansOf(tx, tenantId, Number(student.student_id));
    if (!guardianIds.length) continue;
    await notify(tx, {
      event: 'diary_digest',
      recipients: { guardianIds },
      data: {
        student_name: student.student_name,
        date: readableDay(day),
        subjects: student.subjects,
        count: Number(student.entries),
      },
      idempotencyKey: `diary:${student.student_id}:${day}`,
      link: `/school/my-diary?day=${day}`,
    });
    covered += 1;
  }
  return covered;
}

/** The schools with entries that day (read in the platform scope: every school). */
async function schoolsWithEntries(db: Db, day: string): Promise<number[]> {
  return withScope(db, PLATFORM, async (tx) =>
    rowsOf<{ tenant_id: number }>(
      await tx.execute(
        sql`select distinct tenant_id from diary_posts where day = ${day}::date order by tenant_id`,
      ),
    ).map((r) => Number(r.tenant_id)),
  );
}

export async function scheduleDigest(queue: JobQueue, day: string): Promise<void> {
  await queue.sendNow(DIARY_DIGEST_JOB, { day }, { key: day, startAfter: digestTime(day) });
}

export function diaryDigestJob(db: Db): JobKind<{ day: string }> {
  return {
    name: DIARY_DIGEST_JOB,
    retryLimit: 5,
    retryDelay: 60,
    expireInSeconds: 1800,
    async handler({ day }) {
      // Each school in its own transaction: one school's failure does not hold the others back
      // (the retry skips who was notified already, by the key).
      for (const tenantId of await schoolsWithEntries(db, day)) {
        await withScope(db, tenantScope(tenantId), (tx) => sendDigest(tx, tenantId, day));
      }
      await scheduleDigest(queueOfDb(db), addDays(day, 1));
    },
  };
}
