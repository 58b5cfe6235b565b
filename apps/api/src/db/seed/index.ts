import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../client.js';
import { users } from '../schema/identity.js';
import { PLATFORM, withScope } from '../scope.js';
import { seedAttendance } from './attendance.js';
import { seedExams } from './exams.js';
import { seedFees } from './fees.js';
import { seedHr } from './hr.js';
import { seedIdentity } from './identity.js';
import { seedLearning } from './learning.js';
import { seedLearningLoop } from './learning-loop.js';
import { seedNotifications } from './notifications.js';
import { seedOnlinePayments } from './online-payments.js';
import { seedPaymentDetails } from './payments.js';
import { seedPayroll } from './payroll.js';
import { seedPlatform } from './platform.js';
import { seedQuestionBanks } from './question-banks.js';
import { seedSchool } from './school.js';
import { seedTimetable } from './timetable.js';

type SeedConfig = Pick<Config, 'seedAdminEmail' | 'seedAdminPassword'>;
const SEED_LOCK_KEY = 7_231_005;

/**
 * Seeds every domain in one platform-scope transaction, in dependency order:
 * identity (tenants, users), then learning, then platform, then the
 * school, then attendance.
 */
export async function seed(database: Database, config: SeedConfig): Promise<void> {
  await withScope(database.db, PLATFORM, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seedIdentity(tx, config);
    await seedLearning(tx);
    await seedPlatform(tx);
    await seedSchool(tx);
    await seedAttendance(tx);
    await seedPaymentDetails(tx);
    await seedLearningLoop(tx);
    await seedTimetable(tx);
    await seedExams(tx);
    await seedNotifications(tx);
    await seedFees(tx);
    await seedQuestionBanks(tx);
    await seedOnlinePayments(tx);
    await seedHr(tx);
    await seedPayroll(tx);
  });
}

/** Seeds when the users table is empty (a fresh database); returns whether it did. */
export async function seedIfEmpty(database: Database, config: SeedConfig): Promise<boolean> {
  const [row] = await withScope(database.db, PLATFORM, (tx) =>
    tx.select({ n: sql<number>`count(*)::int` }).from(users),
  );
  if ((row?.n ?? 0) > 0) return false;
  await seed(database, config);
  return true;
}
