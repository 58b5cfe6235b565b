// Read receipts: a student or guardian opening a day's diary records, per post and per child, the
// first time it was read; the section's teachers see "Read by N of M families" and who read it.
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import type { Schemas } from '../../http/types.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { requireSectionReader, sectionOrNotFound } from './access.js';
import { isParent, requireDiaryStaff } from './policy.js';
import * as repo from './repository.js';

/** At most this many readers listed per post (a section has far fewer families). */
const READERS_PER_POST = 2000;

/**
 * Records that the caller (a student, or a guardian for one of their children) has read these
 * posts. Staff reading a section record nothing.
 */
export async function recordFamilyRead(
  tx: Tx,
  auth: AuthContext,
  tenantId: number,
  studentId: number,
  postIds: number[],
): Promise<void> {
  await repo.recordReads(tx, tenantId, postIds, {
    student_id: studentId,
    reader_id: auth.user.id,
    reader_kind: isParent(auth) ? 'guardian' : 'student',
  });
}

export async function getDiaryReads(
  deps: AppDeps,
  auth: AuthContext,
  sectionId: number,
  day: string,
): Promise<Schemas['DiaryReads']> {
  requireDiaryStaff(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    await sectionOrNotFound(tx, tenantId, sectionId);
    await requireSectionReader(tx, auth, tenantId, sectionId);
    const posts = await repo.postsOfSectionDay(tx, tenantId, sectionId, day);
    const families = await repo.familiesOfSection(tx, tenantId, sectionId);
    const reads = await repo.readsOfPosts(
      tx,
      tenantId,
      posts.map((p) => p.id),
    );
    return {
      day,
      section_id: sectionId,
      families,
      posts: posts.map((post) => {
        const mine = reads.filter((r) => r.post_id === post.id);
        return {
          post_id: post.id,
          read_families: new Set(mine.map((r) => r.student_id)).size,
          readers: mine.slice(0, READERS_PER_POST).map((r) => ({
            student_id: r.student_id,
            student_name: r.student_name,
            reader_name: r.reader_name,
            reader_kind: r.reader_kind,
            read_at: r.read_at.toISOString(),
          })),
        };
      }),
    };
  });
}
