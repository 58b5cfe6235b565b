import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcements,
  notificationDeliveries,
  notifications,
} from '../../src/db/schema/notifications.js';
import { classes, guardians, sections } from '../../src/db/schema/school.js';
import { tenantScope } from '../../src/db/scope.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { type FakeProvider, fakeSmsGateway, fakeWhatsappCloud } from '../helpers/fake-providers.js';
import { until } from '../helpers/until.js';

const IQBAL = 2;
const ADMIN = 'admin@iqbal.edu.pk';
const TEACHER = 'teacher@iqbal.edu.pk';
const PARENT = 'parent@iqbal.edu.pk';

let t: TestApp;
let sms: FakeProvider;
let whatsapp: FakeProvider;
let class5: number;
let class1SectionId: number;
let expected: { sms: number; whatsapp: number; guardians: number };

beforeAll(async () => {
  sms = await fakeSmsGateway('sms-key-123');
  whatsapp = await fakeWhatsappCloud('1098765', 'wa-token-456');
  t = await createTestApp({}, { queue: { pollingIntervalSeconds: 0.5, retryDelay: 1 } });
  await t.query(async (tx) => {
    const [row] = await tx
      .select()
      .from(classes)
      .where(and(eq(classes.tenant_id, IQBAL), eq(classes.name, 'Class 5')));
    class5 = row!.id;
    const [class1] = await tx
      .select({ id: sections.id })
      .from(sections)
      .innerJoin(
        classes,
        and(eq(classes.tenant_id, sections.tenant_id), eq(classes.id, sections.class_id)),
      )
      .where(and(eq(sections.tenant_id, IQBAL), eq(classes.name, 'Class 1')))
      .limit(1);
    class1SectionId = class1!.id;
    // Half of Class 5's guardians consent to SMS (WhatsApp consent comes from the seed).
    await tx.execute(sql`update guardians g set sms_consent = (g.id % 2 = 1)
      where g.tenant_id = ${IQBAL} and g.id in (
        select sg.guardian_id from student_guardians sg
        join student_enrolments e on e.tenant_id = sg.tenant_id and e.student_id = sg.student_id
        join academic_years y on y.tenant_id = e.tenant_id and y.id = e.academic_year_id and y.is_current
        join sections s on s.tenant_id = e.tenant_id and s.id = e.section_id
        where sg.tenant_id = ${IQBAL} and s.class_id = ${class5})`);
    const result = await tx.execute(sql`select
        count(*)::int as guardians,
        count(*) filter (where g.sms_consent and g.mobile is not null)::int as sms,
        count(*) filter (where g.whatsapp_consent and g.mobile is not null)::int as whatsapp
      from guardians g where g.tenant_id = ${IQBAL} and g.id in (
        select sg.guardian_id from student_guardians sg
        join student_enrolments e on e.tenant_id = sg.tenant_id and e.student_id = sg.student_id
        join academic_years y on y.tenant_id = e.tenant_id and y.id = e.academic_year_id and y.is_current
        join sections s on s.tenant_id = e.tenant_id and s.id = e.section_id
        join students st on st.tenant_id = e.tenant_id and st.id = e.student_id and st.status = 'active'
        where sg.tenant_id = ${IQBAL} and s.class_id = ${class5})`);
    const rows =
      (result as unknown as { rows: (typeof expected)[] }).rows ??
      (result as unknown as (typeof expected)[]);
    expected = rows[0]!;
  });
});
afterAll(async () => {
  await t.close();
  await sms.close();
  await whatsapp.close();
});

describe('channels', () => {
  it('keeps credentials write-only and needs an admin', async () => {
    const admin = await t.tokenFor(ADMIN);
    const response = await t.request({
      method: 'PUT',
      url: '/api/notifications/channels',
      token: admin,
      payload: {
        channels: [
          {
            channel: 'sms',
            enabled: true,
            provider: 'http',
            settings: { url: sms.url, sender: 'IQBAL' },
            secret: 'sms-key-123',
          },
          {
            channel: 'whatsapp',
            enabled: true,
            provider: 'cloud_api',
            settings: { base_url: whatsapp.url, phone_number_id: '1098765' },
            secret: 'wa-token-456',
          },
        ],
        quiet_hours: null,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('sms-key-123');
    expect(response.body).not.toContain('wa-token-456');
    const list = await t.request({
      method: 'GET',
      url: '/api/notifications/channels',
      token: admin,
    });
    expect(list.body).not.toContain('sms-key-123');
    const channels = list.json().channels as {
      channel: string;
      enabled: boolean;
      has_secret: boolean;
    }[];
    expect(channels.find((c) => c.channel === 'sms')).toMatchObject({
      enabled: true,
      has_secret: true,
    });
    expect(channels.find((c) => c.channel === 'whatsapp')).toMatchObject({
      enabled: true,
      has_secret: true,
    });

    const teacher = await t.tokenFor(TEACHER);
    const refused = await t.request({
      method: 'GET',
      url: '/api/notifications/channels',
      token: teacher,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('an Urdu announcement to Class 5 parents', () => {
  it('reaches every parent inbox and each consenting guardian once by SMS and WhatsApp, through a gateway failing 3 times', async () => {
    sms.failNext(3, 503);
    whatsapp.failNext(1, 429);
    const admin = await t.tokenFor(ADMIN);
    const response = await t.request({
      method: 'POST',
      url: '/api/announcements/',
      token: admin,
      payload: {
        title: 'کل اسکول بند رہے گا',
        body: 'شدید بارش کی وجہ سے کل اسکول بند رہے گا۔',
        scope: 'classes',
        class_ids: [class5],
        to_parents: true,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id as number;

    await until('the announcement to be sent', async () => {
      const [row] = await t.query(
        (tx) => tx.select().from(announcements).where(eq(announcements.id, id)),
        tenantScope(IQBAL),
      );
      return row?.status === 'sent';
    });
    // Every delivery settles as sent (the gateway's 3 failures and the rate limit are retried).
    await until(
      'every delivery sent',
      async () => {
        const rows = await t.query(
          (tx) =>
            tx
              .select({
                status: notificationDeliveries.status,
                channel: notificationDeliveries.channel,
              })
              .from(notificationDeliveries)
              .innerJoin(
                notifications,
                and(
                  eq(notifications.tenant_id, notificationDeliveries.tenant_id),
                  eq(notifications.id, notificationDeliveries.notification_id),
                ),
              )
              // This announcement's (the demo seed has one of its own).
              .where(
                and(
                  eq(notificationDeliveries.tenant_id, IQBAL),
                  eq(notifications.announcement_id, id),
                ),
              ),
          tenantScope(IQBAL),
        );
        const phone = rows.filter((r) => r.channel !== 'email');
        return (
          phone.length === expected.sms + expected.whatsapp &&
          phone.every((r) => r.status === 'sent')
        );
      },
      60_000,
    );
    expect(expected.sms).toBeGreaterThan(0);
    expect(expected.whatsapp).toBeGreaterThan(0);
    expect(sms.accepted).toHaveLength(expected.sms);
    expect(new Set(sms.accepted.map((m) => m.to)).size).toBe(expected.sms);
    expect(sms.requests.length).toBeGreaterThanOrEqual(expected.sms + 3);
    expect(sms.accepted[0]).toMatchObject({ encoding: 'ucs2', from: 'IQBAL' });
    expect(whatsapp.accepted).toHaveLength(expected.whatsapp);
    const languages = new Set(
      whatsapp.accepted.map((m) => (m.template as { language: { code: string } }).language.code),
    );
    for (const code of languages) expect(['en', 'ur']).toContain(code);

    // The demo parent (mother of a Class 5 student) has it in the inbox.
    const parent = await t.tokenFor(PARENT);
    const count = await t.request({
      method: 'GET',
      url: '/api/notifications/unread-count',
      token: parent,
    });
    expect(count.json().unread).toBeGreaterThanOrEqual(1);
    const inbox = await t.request({ method: 'GET', url: '/api/notifications/', token: parent });
    const entry = (inbox.json().items as { id: number; title: string }[]).find(
      (item) => item.title === 'کل اسکول بند رہے گا',
    );
    expect(entry).toBeDefined();
    const read = await t.request({
      method: 'POST',
      url: `/api/notifications/${entry!.id}/read`,
      token: parent,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().read_at).not.toBeNull();

    // Staff see the per-recipient status.
    const deliveries = await t.request({
      method: 'GET',
      url: `/api/notifications/deliveries?announcement_id=${id}&channel=sms`,
      token: admin,
    });
    expect(deliveries.statusCode).toBe(200);
    expect(deliveries.json().total).toBe(expected.sms);
  });

  it('lets a teacher post only to sections they teach', async () => {
    const teacher = await t.tokenFor(TEACHER);
    const refused = await t.request({
      method: 'POST',
      url: '/api/announcements/',
      token: teacher,
      payload: {
        title: 'Test',
        body: 'Body',
        scope: 'sections',
        section_ids: [class1SectionId],
        to_parents: true,
      },
    });
    expect(refused.statusCode).toBe(403);
    const school = await t.request({
      method: 'POST',
      url: '/api/announcements/',
      token: teacher,
      payload: { title: 'Test', body: 'Body', scope: 'school', to_staff: true },
    });
    expect(school.statusCode).toBe(403);
  });

  it('fails a refused number with its reason, and staff can send it again', async () => {
    // A guardian whose number WhatsApp refuses for good (the fake refuses a malformed one).
    const [g] = await t.query((tx) =>
      tx
        .select({ mobile: guardians.mobile })
        .from(guardians)
        .where(
          and(
            eq(guardians.tenant_id, IQBAL),
            eq(guardians.whatsapp_consent, true),
            sql`${guardians.mobile} is not null`,
          ),
        )
        .limit(1),
    );
    whatsapp.refused.add(g!.mobile!.replace(/^\+/, ''));
    const admin = await t.tokenFor(ADMIN);
    const posted = await t.request({
      method: 'POST',
      url: '/api/announcements/',
      token: admin,
      payload: {
        title: 'Sports day',
        body: 'Sports day on Friday.',
        scope: 'school',
        to_parents: true,
      },
    });
    expect(posted.statusCode).toBe(201);
    const failed = await until(
      'a failed delivery',
      async () => {
        const list = await t.request({
          method: 'GET',
          url: `/api/notifications/deliveries?status=failed&announcement_id=${posted.json().id}`,
          token: admin,
        });
        return (list.json().items as { id: number; reason: string }[])[0];
      },
      60_000,
    );
    expect(failed.reason).toContain('131026');
    const retried = await t.request({
      method: 'POST',
      url: `/api/notifications/deliveries/${failed.id}/retry`,
      token: admin,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().status).toBe('queued');
    const again = await t.request({
      method: 'POST',
      url: `/api/notifications/deliveries/${failed.id}/retry`,
      token: admin,
    });
    expect([200, 409]).toContain(again.statusCode);
  });
});
