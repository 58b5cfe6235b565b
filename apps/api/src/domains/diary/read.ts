// Reading the diary: what may be posted where (staff), a section's day, a student's or a parent's
// day (one group per child), and one post's attachment.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool, todayInPakistan } from '../school/transaction.js';
import { MESSAGES, postView, requireSectionReader, sectionOrNotFound } from './access.js';
import {
  isDiaryAdmin,
  isDiaryStaff,
  isParent,
  requireDiaryStaff,
  requireFamily,
} from './policy.js';
import { recordFamilyRead } from './receipts.js';
import * as repo from './repository.js';

export async function getDiaryOptions(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['DiaryOptions']> {
  requireDiaryStaff(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const pairs = await repo.postingOptions(tx, tenantId, isDiaryAdmin(auth) ? null : auth.user.id);
    const sections: Schemas['DiarySectionOption'][] = [];
    for (const pair of pairs) {
      let section = sections.at(-1);
      if (section?.section_id !== pair.section_id) {
        section = {
          section_id: pair.section_id,
          class_name: pair.class_name,
          section_name: pair.section_name,
          subjects: [],
        };
        sections.push(section);
      }
      section.subjects.push({ id: pair.subject_id, name: pair.subject_name });
    }
    return { today: todayInPakistan(), sections: sections.slice(0, 1000) };
  });
}

export async function getSectionDiary(
  deps: AppDeps,
  auth: AuthContext,
  sectionId: number,
  day: string,
): Promise<Schemas['DiaryDay']> {
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const section = await sectionOrNotFound(tx, tenantId, sectionId);
    await requireSectionReader(tx, auth, tenantId, sectionId);
    const posts = await repo.postsOfSectionDay(tx, tenantId, sectionId, day);
    if (!isDiaryStaff(auth) && posts.length > 0) {
      // A student or parent reading by section has read it too, for each child in the section.
      const children = isParent(auth)
        ? await repo.childrenWithSections(tx, tenantId, auth.user.id)
        : [await repo.sectionOfStudentUser(tx, tenantId, auth.user.id)];
      for (const child of children) {
        if (child?.section_id !== sectionId) continue;
        await recordFamilyRead(
          tx,
          auth,
          tenantId,
          child.student_id,
          posts.map((p) => p.id),
        );
      }
    }
    return {
      day,
      section_id: section.id,
      class_name: section.class_name,
      section_name: section.section_name,
      posts: posts.map((p) => postView(p, auth)),
    };
  });
}

export async function getMyDiary(
  deps: AppDeps,
  auth: AuthContext,
  day: string,
): Promise<Schemas['MyDiary']> {
  requireFamily(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const children = isParent(auth)
      ? await repo.childrenWithSections(tx, tenantId, auth.user.id)
      : [await repo.sectionOfStudentUser(tx, tenantId, auth.user.id)].filter(
          (c) => c !== undefined,
        );
    const groups: Schemas['MyDiaryGroup'][] = [];
    for (const child of children) {
      const section =
        child.section_id === null
          ? undefined
          : await repo.findSection(tx, tenantId, child.section_id);
      const posts = section ? await repo.postsOfSectionDay(tx, tenantId, section.id, day) : [];
      await recordFamilyRead(
        tx,
        auth,
        tenantId,
        child.student_id,
        posts.map((p) => p.id),
      );
      groups.push({
        student_id: child.student_id,
        name: child.name,
        section_id: section?.id ?? null,
        class_name: section?.class_name ?? null,
        section_name: section?.section_name ?? null,
        posts: posts.map((p) => postView(p, auth)),
      });
    }
    return { day, today: todayInPakistan(), groups };
  });
}

export async function getDiaryAttachment(
  deps: AppDeps,
  auth: AuthContext,
  postId: number,
): Promise<Schemas['DiaryAttachmentFile']> {
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const post = await repo.findPost(tx, tenantId, postId);
    if (!post) throw notFound(MESSAGES.postNotFound);
    await requireSectionReader(tx, auth, tenantId, post.section_id);
    const file = await repo.attachmentOf(tx, tenantId, postId);
    if (!file) throw notFound(MESSAGES.noAttachment);
    return {
      file_name: file.name,
      content_type: file.type as Schemas['DiaryAttachmentType'],
      byte_size: file.bytes.length,
      data_base64: file.bytes.toString('base64'),
    };
  });
}
