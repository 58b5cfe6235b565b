// Who reads a section's diary: administrators any section, a teacher the sections they teach in,
// a student their own section, a parent their children's. Another school's section is 404 (RLS).
import type { Tx } from '../../db/client.js';
import type { AuthContext } from '../../http/context.js';
import { forbidden, notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Schemas } from '../../http/types.js';
import { isDiaryAdmin, isDiaryStaff, isParent, POLICY_MESSAGES } from './policy.js';
import * as repo from './repository.js';

export const MESSAGES = defineMessages('diary.access', {
  sectionNotFound: { en: 'Section not found.', ur: 'سیکشن نہیں ملا۔' },
  postNotFound: { en: 'Diary entry not found.', ur: 'ڈائری کا اندراج نہیں ملا۔' },
  noAttachment: {
    en: 'This diary entry has no attachment.',
    ur: 'ڈائری کے اس اندراج کے ساتھ کوئی فائل منسلک نہیں۔',
  },
  subjectNotOfClass: {
    en: "This subject is not one of the section's class subjects.",
    ur: 'یہ مضمون اس سیکشن کی جماعت کے مضامین میں شامل نہیں۔',
  },
  dayTooFar: {
    en: 'The day must be within 30 days of today.',
    ur: 'دن آج سے 30 دن کے اندر ہونا چاہیے۔',
  },
  dueBeforeDay: {
    en: 'The due date cannot be before the day of the entry.',
    ur: 'جمع کرانے کی تاریخ اندراج کے دن سے پہلے نہیں ہو سکتی۔',
  },
  dueTooFar: {
    en: 'The due date must be within 60 days of the entry.',
    ur: 'جمع کرانے کی تاریخ اندراج سے 60 دن کے اندر ہونی چاہیے۔',
  },
  blankBody: {
    en: 'Write what the students should do (the text cannot be blank).',
    ur: 'لکھیں کہ طلبہ کو کیا کرنا ہے (متن خالی نہیں ہو سکتا)۔',
  },
});

export async function sectionOrNotFound(tx: Tx, tenantId: number, sectionId: number) {
  const section = await repo.findSection(tx, tenantId, sectionId);
  if (!section) throw notFound(MESSAGES.sectionNotFound);
  return section;
}

/** Refuses (403) anyone who may not read the section's diary. */
export async function requireSectionReader(
  tx: Tx,
  auth: AuthContext,
  tenantId: number,
  sectionId: number,
): Promise<void> {
  if (isDiaryAdmin(auth)) return;
  if (isDiaryStaff(auth)) {
    if (await repo.teachesInSection(tx, tenantId, auth.user.id, sectionId)) return;
    throw forbidden(POLICY_MESSAGES.sectionTeachersOnly);
  }
  if (isParent(auth)) {
    const children = await repo.childrenWithSections(tx, tenantId, auth.user.id);
    if (children.some((c) => c.section_id === sectionId)) return;
  } else {
    const mine = await repo.sectionOfStudentUser(tx, tenantId, auth.user.id);
    if (mine?.section_id === sectionId) return;
  }
  throw forbidden(POLICY_MESSAGES.ownSectionOnly);
}

export function postView(row: repo.PostRow, auth: AuthContext): Schemas['DiaryPost'] {
  return {
    id: row.id,
    section_id: row.section_id,
    day: row.day,
    subject_id: row.subject_id,
    subject_name: row.subject_name,
    author_id: row.author_id,
    author_name: row.author_name,
    body: row.body,
    due_date: row.due_date,
    attachment:
      row.attachment_name && row.attachment_type && row.attachment_bytes
        ? {
            file_name: row.attachment_name,
            content_type: row.attachment_type as Schemas['DiaryAttachmentType'],
            byte_size: row.attachment_bytes,
          }
        : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    mine: row.author_id === auth.user.id,
  };
}
