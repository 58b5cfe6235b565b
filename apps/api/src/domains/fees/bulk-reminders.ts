// "Remind every defaulter": the office previews who gets what and what it costs (nothing is
// written), then starts one queued run that reminds every defaulter's guardians through the
// notifications domain (its channels, consent and quiet hours), with progress to watch.
import { scopeOfTx } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField, notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Schemas } from '../../http/types.js';
import { queueOf } from '../../queue/registry.js';
import { audit } from '../audit/service.js';
import { smsShape } from '../notifications/adapters/sms-segments.js';
import { channelState } from '../notifications/notify.js';
import * as notificationsRepo from '../notifications/repository.js';
import { renderEvent } from '../notifications/templates/render.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool, todayInPakistan } from '../school/transaction.js';
import { requireOffice } from './family-challans.js';
import { dueReminders, type ReminderFilter } from './reminder-audience.js';
import * as runs from './reminder-repository.js';
import * as repo from './repository.js';

export const REMINDER_JOB = 'fees.reminder-run';

const REMINDER_MESSAGES = defineMessages('fees.bulk-reminders', {
  days: {
    en: 'Days overdue is a whole number from 1 to 3650.',
    ur: 'تاخیر کے دن 1 سے 3650 تک کا پورا عدد ہوں۔',
  },
  classNotFound: { en: 'This class is not in your school.', ur: 'یہ جماعت آپ کے اسکول میں نہیں۔' },
  runNotFound: { en: 'Reminder run not found.', ur: 'یاد دہانی کا عمل نہیں ملا۔' },
});

function rate(value: string | undefined): number | null {
  return value && /^\d{1,5}$/.test(value) ? Number(value) : null;
}

function filterOf(body: Body<'previewFeeReminders'>): ReminderFilter {
  const days = body.min_days_overdue ?? 1;
  if (!Number.isInteger(days) || days < 1 || days > 3650)
    throw invalidField('min_days_overdue', REMINDER_MESSAGES.days);
  return { class_id: body.class_id ?? undefined, min_days_overdue: days };
}

async function checkClass(
  tx: Parameters<typeof repo.findClass>[0],
  tenantId: number,
  f: ReminderFilter,
) {
  if (f.class_id !== undefined && !(await repo.findClass(tx, tenantId, f.class_id)))
    throw invalidField('class_id', REMINDER_MESSAGES.classNotFound);
}

export async function previewFeeReminders(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'previewFeeReminders'>,
): Promise<Schemas['FeeReminderPreview']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const filter = filterOf(body);
  const today = todayInPakistan();
  return inSchool(deps, auth, async (tx) => {
    await checkClass(tx, tenantId, filter);
    const due = (await dueReminders(tx, tenantId, today, filter)).filter(
      (d) => d.guardianIds.length,
    );
    const school = await notificationsRepo.schoolName(tx, tenantId);
    const channels = await channelState(tx, tenantId);
    const reach = new Map(
      (
        await notificationsRepo.guardianReach(tx, tenantId, [
          ...new Set(due.flatMap((d) => d.guardianIds)),
        ])
      ).map((g) => [g.id, g]),
    );
    let messages = 0;
    let byWhatsapp = 0;
    let bySms = 0;
    let unreachable = 0;
    let smsSegments = 0;
    // Each guardian's own message in their language: names and amounts change the length.
    for (const d of due) {
      for (const id of d.guardianIds) {
        const guardian = reach.get(id);
        if (!guardian) continue;
        messages++;
        const whatsapp = !!guardian.mobile && channels.whatsapp && guardian.whatsapp;
        const sms =
          !!guardian.mobile &&
          channels.sms &&
          guardian.sms &&
          !(channels.smsOnlyAsFallback && whatsapp);
        if (whatsapp) byWhatsapp++;
        if (sms) {
          bySms++;
          const text = renderEvent('fee_overdue', guardian.language, {
            ...d.data,
            school_name: school,
          }).sms;
          smsSegments += smsShape(text).segments;
        }
        if (!whatsapp && !sms) unreachable++;
      }
    }
    const rows = await notificationsRepo.channelRows(tx, tenantId);
    const settingsOf = (name: string) => rows.find((row) => row.channel === name)?.settings ?? {};
    const smsRate = rate(settingsOf('sms').rate_paisa);
    const whatsappRate = rate(settingsOf('whatsapp').rate_paisa);
    const priced =
      (bySms > 0 ? smsRate : 0) !== null && (byWhatsapp > 0 ? whatsappRate : 0) !== null;
    const first = due[0];
    return {
      vouchers: due.length,
      guardians: reach.size,
      messages,
      audience: { by_whatsapp: byWhatsapp, by_sms: bySms, unreachable },
      cost: {
        sms_segments: smsSegments,
        sms_rate_paisa: smsRate,
        whatsapp_messages: byWhatsapp,
        whatsapp_rate_paisa: whatsappRate,
        total_pkr: priced
          ? Math.ceil((smsSegments * (smsRate ?? 0) + byWhatsapp * (whatsappRate ?? 0)) / 100)
          : null,
      },
      samples: first
        ? (['en', 'ur'] as const).map((language) => {
            const rendered = renderEvent('fee_overdue', language, {
              ...first.data,
              school_name: school,
            });
            const shape = smsShape(rendered.sms);
            return {
              language,
              title: rendered.title,
              body: rendered.body,
              sms: {
                text: rendered.sms,
                encoding: shape.encoding,
                characters: shape.characters,
                segments: shape.segments,
              },
            };
          })
        : [],
    };
  });
}

function reminderRunOut(r: runs.ReminderRunRow): Schemas['FeeReminderRun'] {
  return {
    id: r.id,
    class_id: r.class_id,
    min_days_overdue: r.min_days_overdue,
    status: r.status,
    vouchers: r.vouchers,
    processed: r.processed,
    notified: r.notified,
    created_at: r.created_at,
    finished_at: r.finished_at,
  };
}

export async function startFeeReminders(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'startFeeReminders'>,
): Promise<Schemas['FeeReminderRun']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const filter = filterOf(body);
  const today = todayInPakistan();
  return inSchool(deps, auth, async (tx) => {
    await checkClass(tx, tenantId, filter);
    const id = await runs.insertRun(tx, {
      tenantId,
      classId: filter.class_id ?? null,
      minDaysOverdue: filter.min_days_overdue ?? 1,
      runDay: today,
      createdBy: auth.user.id,
    });
    await queueOf(scopeOfTx(tx).database).send(
      tx,
      REMINDER_JOB,
      { tenantId, runId: id },
      { key: `reminders:${tenantId}:${id}` },
    );
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.reminders_started',
      entityType: 'fee_reminder_run',
      entityId: id,
      changes: { class_id: filter.class_id ?? null, min_days_overdue: filter.min_days_overdue },
    });
    return reminderRunOut((await runs.findRun(tx, tenantId, id))!);
  });
}

export async function getFeeReminderRun(
  deps: AppDeps,
  auth: AuthContext,
  runId: number,
): Promise<Schemas['FeeReminderRun']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const run = await runs.findRun(tx, tenantId, runId);
    if (!run) throw notFound(REMINDER_MESSAGES.runNotFound);
    return reminderRunOut(run);
  });
}
