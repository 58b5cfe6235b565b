// Notifications seed: for each demo school with the announcements module on, one
// announcement sent yesterday to the whole school, so `npm start` shows every role something:
// the inbox of each account (admin, teacher, students, parent), and for the office the delivery
// status of its e-mails, SMS and WhatsApp messages — sent ones, and one SMS and one WhatsApp
// message refused by the provider with its reason, ready for "Retry". The rows are written
// final (sent/failed), so no job is needed. Skips a school that has notifications already.
// Platform scope, after the school seed.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { rows } from '../rows.js';

const TITLE = 'Parent–teacher meeting on Saturday';
const BODY =
  'The parent–teacher meeting is on Saturday from 9:00 to 12:00. Please come to your child’s classroom.';
const SMS_REFUSED = 'SMS refused: invalid number';
const WHATSAPP_REFUSED = 'WhatsApp: (#131026) Message undeliverable (code 131026)';

export async function seedNotifications(tx: Tx, now: Date = new Date()): Promise<number> {
  const schools = await rows<{ tenant_id: number; name: string; phones: boolean }>(
    tx,
    sql`select t.id as tenant_id, t.name,
          exists (select 1 from tenant_modules tm join modules m on m.id = tm.module_id
                   where tm.tenant_id = t.id and m.slug = 'sms-whatsapp' and tm.is_enabled) as phones
          from tenants t
         where t.id <> 1
           and exists (select 1 from tenant_modules tm join modules m on m.id = tm.module_id
                        where tm.tenant_id = t.id and m.slug = 'announcements' and tm.is_enabled)
           and not exists (select 1 from notifications n where n.tenant_id = t.id)`,
  );
  const sentAt = new Date(now.getTime() - 24 * 3_600_000);
  let seeded = 0;
  for (const school of schools) {
    const tenantId = school.tenant_id;
    const [admin] = await rows<{ id: number }>(
      tx,
      sql`select id from users where tenant_id = ${tenantId} and is_tenant_admin and is_active
          order by id limit 1`,
    );
    const people = await rows<{
      user_id: number;
      email: string;
      guardian_id: number | null;
      mobile: string | null;
      sms: boolean;
      whatsapp: boolean;
    }>(
      tx,
      sql`select u.id as user_id, u.email, g.id as guardian_id, g.mobile,
                 coalesce(g.sms_consent, false) as sms, coalesce(g.whatsapp_consent, false) as whatsapp
            from users u
            left join guardians g on g.tenant_id = u.tenant_id and g.user_id = u.id
           where u.tenant_id = ${tenantId} and u.is_active order by u.id`,
    );
    // Guardians without an account: reached by SMS and WhatsApp only (the first few).
    const guardians = await rows<{
      id: number;
      mobile: string;
      language: 'en' | 'ur';
      sms: boolean;
      whatsapp: boolean;
    }>(
      tx,
      sql`select id, mobile, preferred_language as language, sms_consent as sms,
                 whatsapp_consent as whatsapp
            from guardians
           where tenant_id = ${tenantId} and user_id is null and mobile is not null
           order by id limit 6`,
    );
    const [announcement] = await rows<{ id: number }>(
      tx,
      sql`insert into announcements (tenant_id, title, body, scope, to_students, to_parents,
            to_staff, publish_at, status, recipients, sent_at, created_by, created_at)
          values (${tenantId}, ${TITLE}, ${BODY}, 'school', true, true, true, ${sentAt}, 'sent',
            ${people.length + guardians.length}, ${sentAt}, ${admin?.id ?? null}, ${sentAt})
          returning id`,
    );
    const data = {
      title: TITLE,
      body: BODY,
      school_name: school.name,
      sms: `${school.name}: ${TITLE}. ${BODY}`,
      whatsapp: {
        name: 'watni_announcement',
        language: 'en',
        params: [school.name, TITLE, BODY],
      },
    };
    const note = async (
      userId: number | null,
      guardianId: number | null,
      language: 'en' | 'ur',
    ): Promise<number> => {
      const [row] = await rows<{ id: number }>(
        tx,
        sql`insert into notifications (tenant_id, event, user_id, guardian_id, language, title,
              body, link, data, idempotency_key, announcement_id, in_app, created_at)
            values (${tenantId}, 'announcement', ${userId}, ${guardianId}, ${language}, ${TITLE},
              ${BODY}, '/inbox', ${JSON.stringify({ ...data, whatsapp: { ...data.whatsapp, language } })}::jsonb,
              ${`announcement:${announcement!.id}`}, ${announcement!.id}, ${userId !== null},
              ${sentAt})
            returning id`,
      );
      return row!.id;
    };
    const deliver = (
      notificationId: number,
      channel: 'email' | 'sms' | 'whatsapp',
      address: string,
      refused: string | null,
    ) =>
      tx.execute(sql`insert into notification_deliveries (tenant_id, notification_id, channel,
          address, status, reason, attempts, provider, created_at, updated_at)
        values (${tenantId}, ${notificationId}, ${channel}, ${address},
          ${refused ? 'failed' : 'sent'}, ${refused}, 1, ${refused ? null : 'log'}, ${sentAt},
          ${new Date(sentAt.getTime() + 60_000)})`);

    for (const person of people) {
      const id = await note(person.user_id, person.guardian_id, 'en');
      await deliver(id, 'email', person.email, null);
      if (school.phones && person.mobile) {
        if (person.sms) await deliver(id, 'sms', person.mobile, null);
        if (person.whatsapp) await deliver(id, 'whatsapp', person.mobile, null);
      }
    }
    let smsRefused = false;
    let whatsappRefused = false;
    for (const guardian of guardians) {
      const id = await note(null, guardian.id, guardian.language);
      if (!school.phones) continue;
      if (guardian.sms) {
        await deliver(id, 'sms', guardian.mobile, smsRefused ? null : SMS_REFUSED);
        smsRefused = true;
      }
      if (guardian.whatsapp) {
        await deliver(id, 'whatsapp', guardian.mobile, whatsappRefused ? null : WHATSAPP_REFUSED);
        whatsappRefused = true;
      }
    }
    seeded++;
  }
  return seeded;
}
