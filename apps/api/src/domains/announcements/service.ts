// Announcements: admins to the school, classes or sections; teachers to the sections they teach.
// Posting writes the row and the queue's publish job in one transaction; the job sends it now
// or at `publish_at` (publish.ts).
import type { Tx } from '../../db/client.js';
import { tenantScope, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, forbidden, invalidField, notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Query, Schemas } from '../../http/types.js';
import { queueOf } from '../../queue/registry.js';
import { can } from '../_shared/policy.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { sectionsOfTeacher } from '../school/repository.js';
import { ANNOUNCEMENT_JOB, audienceOf } from './publish.js';
import * as repo from './repository.js';

export const ANNOUNCEMENT_MESSAGES = defineMessages('announcements', {
  staffOnly: {
    en: 'Only school staff can post announcements.',
    ur: 'اعلانات صرف اسکول کا عملہ شائع کر سکتا ہے۔',
  },
  teachersOwnSections: {
    en: 'Teachers can post announcements only to the sections they teach.',
    ur: 'اساتذہ صرف انہی سیکشنز کے لیے اعلان شائع کر سکتے ہیں جنہیں وہ پڑھاتے ہیں۔',
  },
  noRecipients: {
    en: 'Choose who receives it: students, parents or staff.',
    ur: 'منتخب کریں کہ یہ کسے ملے: طلبہ، والدین یا عملہ۔',
  },
  noClasses: { en: 'Choose at least one class.', ur: 'کم از کم ایک جماعت منتخب کریں۔' },
  noSections: { en: 'Choose at least one section.', ur: 'کم از کم ایک سیکشن منتخب کریں۔' },
  unknownClass: { en: 'One of the classes does not exist.', ur: 'جماعتوں میں سے ایک موجود نہیں۔' },
  unknownSection: {
    en: 'One of the sections does not exist.',
    ur: 'سیکشنز میں سے ایک موجود نہیں۔',
  },
  notFound: { en: 'This announcement does not exist.', ur: 'یہ اعلان موجود نہیں۔' },
  notScheduled: {
    en: 'Only a scheduled announcement can be cancelled.',
    ur: 'صرف طے شدہ اعلان منسوخ کیا جا سکتا ہے۔',
  },
  notYours: {
    en: 'Only its author or an administrator can cancel this announcement.',
    ur: 'یہ اعلان صرف اس کا لکھنے والا یا ایڈمن منسوخ کر سکتا ہے۔',
  },
});
const M = ANNOUNCEMENT_MESSAGES;

type Row = repo.AnnouncementWithAuthor;

function toAnnouncement(row: Row): Schemas['Announcement'] {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    scope: row.scope,
    class_ids: row.class_ids,
    section_ids: row.section_ids,
    to_students: row.to_students,
    to_parents: row.to_parents,
    to_staff: row.to_staff,
    publish_at: row.publish_at.toISOString(),
    status: row.status,
    recipients: row.recipients,
    sent_at: row.sent_at?.toISOString() ?? null,
    created_by_name: row.created_by_name,
    created_at: row.created_at.toISOString(),
  };
}

function findRow(tx: Tx, tenantId: number, id: number): Promise<Row | undefined> {
  return repo.findAnnouncement(tx, tenantId, id);
}

function isAdmin(auth: AuthContext): boolean {
  return can(auth.user, 'school.manage');
}

function scopeOf(auth: AuthContext) {
  return tenantScope(schoolTenantId(auth), auth.user.id);
}

export async function listAnnouncements(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'listAnnouncements'>,
): Promise<Schemas['AnnouncementList']> {
  if (!can(auth.user, 'announcements.send')) throw forbidden(M.staffOnly);
  const tenantId = schoolTenantId(auth);
  return withScope(deps.db, scopeOf(auth), async (tx) => {
    const page = await repo.announcementsPage(
      tx,
      tenantId,
      isAdmin(auth) ? undefined : auth.user.id,
      query.skip ?? 0,
      query.limit ?? 20,
    );
    return { items: page.items.map(toAnnouncement), total: page.total };
  });
}

export async function createAnnouncement(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createAnnouncement'>,
): Promise<Schemas['Announcement']> {
  if (!can(auth.user, 'announcements.send')) throw forbidden(M.staffOnly);
  const tenantId = schoolTenantId(auth);
  const toStudents = body.to_students ?? false;
  const toParents = body.to_parents ?? false;
  const toStaff = body.to_staff ?? false;
  if (!toStudents && !toParents && !toStaff) throw invalidField('to_parents', M.noRecipients);
  const classIds = [...new Set(body.scope === 'classes' ? (body.class_ids ?? []) : [])];
  const sectionIds = [...new Set(body.scope === 'sections' ? (body.section_ids ?? []) : [])];
  if (body.scope === 'classes' && !classIds.length) throw invalidField('class_ids', M.noClasses);
  if (body.scope === 'sections' && !sectionIds.length) {
    throw invalidField('section_ids', M.noSections);
  }
  return withScope(deps.db, scopeOf(auth), async (tx) => {
    if (!isAdmin(auth)) {
      // Teachers: only sections they teach (class teacher or a subject of it).
      if (body.scope !== 'sections') throw forbidden(M.teachersOwnSections);
      const own = new Set(await sectionsOfTeacher(tx, auth.user.id));
      if (sectionIds.some((id) => !own.has(id))) throw forbidden(M.teachersOwnSections);
    }
    if (classIds.length) {
      if ((await repo.countClasses(tx, tenantId, classIds)) !== classIds.length)
        throw invalidField('class_ids', M.unknownClass);
    }
    if (sectionIds.length) {
      if ((await repo.countSections(tx, tenantId, sectionIds)) !== sectionIds.length) {
        throw invalidField('section_ids', M.unknownSection);
      }
    }
    const now = new Date();
    const publishAt = body.publish_at ? new Date(body.publish_at) : now;
    const row = await repo.insertAnnouncement(tx, {
      tenant_id: tenantId,
      title: body.title.trim(),
      body: body.body.trim(),
      scope: body.scope,
      class_ids: classIds,
      section_ids: sectionIds,
      to_students: toStudents,
      to_parents: toParents,
      to_staff: toStaff,
      publish_at: publishAt < now ? now : publishAt,
      created_by: auth.user.id,
    });
    await queueOf(deps.database).send(
      tx,
      ANNOUNCEMENT_JOB,
      { tenantId, announcementId: row.id },
      { key: `announcement:${tenantId}:${row.id}`, startAfter: row.publish_at },
    );
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'announcement.created',
      entityType: 'announcement',
      entityId: row.id,
      changes: {
        title: row.title,
        scope: row.scope,
        class_ids: classIds,
        section_ids: sectionIds,
        to_students: toStudents,
        to_parents: toParents,
        to_staff: toStaff,
        publish_at: row.publish_at.toISOString(),
      },
    });
    const audience = await audienceOf(tx, row);
    return {
      ...toAnnouncement((await findRow(tx, tenantId, row.id))!),
      audience_size: audience.userIds.length + audience.guardianIds.length,
    };
  });
}

export async function cancelAnnouncement(deps: AppDeps, auth: AuthContext, id: number) {
  if (!can(auth.user, 'announcements.send')) throw forbidden(M.staffOnly);
  const tenantId = schoolTenantId(auth);
  return withScope(deps.db, scopeOf(auth), async (tx) => {
    const row = await findRow(tx, tenantId, id);
    if (!row) throw notFound(M.notFound);
    if (!isAdmin(auth) && row.created_by !== auth.user.id) throw forbidden(M.notYours);
    const updated = await repo.cancelScheduled(tx, tenantId, id);
    if (!updated) throw conflict(M.notScheduled);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'announcement.cancelled',
      entityType: 'announcement',
      entityId: id,
      changes: { status: { from: 'scheduled', to: 'cancelled' } },
    });
    return toAnnouncement((await findRow(tx, tenantId, id))!);
  });
}
