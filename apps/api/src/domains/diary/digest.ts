// The daily diary digest: once a day, at 5 pm Pakistan time, every guardian of a student whose
// section had diary entries that day is told which subjects set something, through notify() —
// so the school's channels, each guardian's SMS and WhatsApp consent and the quiet hours decide
// how and when it goes, as for every other message. A job of the queue for each day; it sends the
// next day's job itself, and the service sends today's (or tomorrow's) at start, keyed by the day,
// so a restart adds nothing. Notifying twice is impossible: the key per student and day.
import type { Db, Tx } from '../../db/client.js';
import { PLATFORM, tenantScope, withScope } from '../../db/scope.js';
import { tenantHasModule } from '../../http/module-gate.js';
import type { JobKind, JobQueue } from '../../queue/queue.js';
import { queueOfDb } from '../../queue/registry.js';
import { pakistanInstant } from '../_shared/pakistanTime.js';
import { addDays } from '../attendance/calendar.js';
import { notify } from '../notifications/notify.js';
import { todayInPakistan } from '../school/transaction.js';
import * as repo from './repository.js';

const DIARY_DIGEST_JOB = 'diary.digest';
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

/** Notifies one school's guardians of one day's diary; returns the students covered. */
export async function sendDigest(tx: Tx, tenantId: number, day: string): Promise<number> {
  if (!(await tenantHasModule(tx, tenantId, 'gradebook'))) return 0;
  let covered = 0;
  for (const student of await repo.studentsWithEntries(tx, tenantId, day)) {
    const guardianIds = await repo.guardiansOfStudent(tx, tenantId, Number(student.student_id));
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
function schoolsWithEntries(db: Db, day: string): Promise<number[]> {
  return withScope(db, PLATFORM, (tx) => repo.schoolsWithEntries(tx, day));
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
