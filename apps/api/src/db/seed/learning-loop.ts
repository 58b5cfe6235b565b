// Demo data of the learning loop: each seeded quiz lesson opens its course's first
// quiz, so the demo student's lesson list shows a quiz lesson that ticks when the quiz is passed.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';

export async function seedLearningLoop(tx: Tx): Promise<void> {
  await tx.execute(sql`
    update lessons l set assessment_id = (
      select a.id from assessments a
      where a.tenant_id = l.tenant_id and a.course_id = l.course_id
      order by a.is_published desc, a.id limit 1)
    where l.content_type = 'quiz' and l.assessment_id is null`);
}
