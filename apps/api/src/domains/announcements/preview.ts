// Before an announcement goes: what a parent will receive on each channel, in each language, and
// what it will cost the school. Nothing is written. The texts are made exactly as the delivery
// job makes them (the same templates, the same WhatsApp parameter rules, the same SMS segment
// count), so what the office reads here is what leaves.

import { tenantScope, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { forbidden, invalidField } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { can } from '../_shared/policy.js';
import { smsShape } from '../notifications/adapters/sms-segments.js';
import {
  freeText,
  templateBody,
  templateChoice,
} from '../notifications/adapters/whatsapp-params.js';
import { channelState } from '../notifications/notify.js';
import * as notificationsRepo from '../notifications/repository.js';
import { renderEvent } from '../notifications/templates/render.js';
import { schoolTenantId } from '../school/policy.js';
import { sectionsOfTeacher } from '../school/repository.js';
import { audienceOf } from './publish.js';
import { ANNOUNCEMENT_MESSAGES as M } from './service.js';

function rate(value: string | undefined): number | null {
  return value && /^\d{1,5}$/.test(value) ? Number(value) : null;
}

export async function previewAnnouncement(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'previewAnnouncement'>,
): Promise<Schemas['AnnouncementPreview']> {
  if (!can(auth.user, 'announcements.send')) throw forbidden(M.staffOnly);
  const tenantId = schoolTenantId(auth);
  const toParents = body.to_parents ?? false;
  if (!(body.to_students ?? false) && !toParents && !(body.to_staff ?? false)) {
    throw invalidField('to_parents', M.noRecipients);
  }
  const classIds = [...new Set(body.scope === 'classes' ? (body.class_ids ?? []) : [])];
  const sectionIds = [...new Set(body.scope === 'sections' ? (body.section_ids ?? []) : [])];
  if (body.scope === 'classes' && !classIds.length) throw invalidField('class_ids', M.noClasses);
  if (body.scope === 'sections' && !sectionIds.length) {
    throw invalidField('section_ids', M.noSections);
  }
  return withScope(deps.db, tenantScope(tenantId, auth.user.id), async (tx) => {
    if (!can(auth.user, 'school.manage')) {
      if (body.scope !== 'sections') throw forbidden(M.teachersOwnSections);
      const own = new Set(await sectionsOfTeacher(tx, auth.user.id));
      if (sectionIds.some((id) => !own.has(id))) throw forbidden(M.teachersOwnSections);
    }
    const audience = toParents
      ? await audienceOf(tx, {
          tenant_id: tenantId,
          scope: body.scope,
          class_ids: classIds,
          section_ids: sectionIds,
          to_students: false,
          to_parents: true,
          to_staff: false,
        } as Parameters<typeof audienceOf>[1])
      : { userIds: [], guardianIds: [] };
    const channels = await channelState(tx, tenantId);
    const rows = await notificationsRepo.channelRows(tx, tenantId);
    const settingsOf = (name: string) => rows.find((row) => row.channel === name)?.settings ?? {};
    const school = await notificationsRepo.schoolName(tx, tenantId);
    const data = { school_name: school, title: body.title.trim(), body: body.body.trim() };

    const languages = (['en', 'ur'] as const).map((language) => {
      const rendered = renderEvent('announcement', language, data);
      const shape = smsShape(rendered.sms);
      const template = templateBody(
        rendered.whatsapp.params,
        templateChoice(settingsOf('whatsapp'), rendered.whatsapp.name, 'announcement', language),
      );
      return {
        language,
        sms: {
          text: rendered.sms,
          encoding: shape.encoding,
          characters: shape.characters,
          segments: shape.segments,
        },
        whatsapp: {
          template: template.name,
          language_code: template.language,
          params: template.params,
          free_text: freeText(rendered.title, rendered.body),
        },
      };
    });
    const segmentsOf = Object.fromEntries(languages.map((l) => [l.language, l.sms.segments]));

    const reach = await notificationsRepo.guardianReach(tx, tenantId, audience.guardianIds);
    let byWhatsapp = 0;
    let bySms = 0;
    let unreachable = 0;
    let smsSegments = 0;
    for (const guardian of reach) {
      const whatsapp = !!guardian.mobile && channels.whatsapp && guardian.whatsapp;
      const sms =
        !!guardian.mobile &&
        channels.sms &&
        guardian.sms &&
        !(channels.smsOnlyAsFallback && whatsapp);
      if (whatsapp) byWhatsapp++;
      if (sms) {
        bySms++;
        smsSegments += segmentsOf[guardian.language] ?? 1;
      }
      if (!whatsapp && !sms) unreachable++;
    }
    const smsRate = rate(settingsOf('sms').rate_paisa);
    const whatsappRate = rate(settingsOf('whatsapp').rate_paisa);
    const needed =
      (bySms > 0 ? smsRate : 0) !== null && (byWhatsapp > 0 ? whatsappRate : 0) !== null;
    const totalPaisa = smsSegments * (smsRate ?? 0) + byWhatsapp * (whatsappRate ?? 0);
    return {
      languages,
      audience: { guardians: reach.length, by_whatsapp: byWhatsapp, by_sms: bySms, unreachable },
      cost: {
        sms_segments: smsSegments,
        sms_rate_paisa: smsRate,
        whatsapp_messages: byWhatsapp,
        whatsapp_rate_paisa: whatsappRate,
        total_pkr: needed ? Math.ceil(totalPaisa / 100) : null,
      },
    };
  });
}
