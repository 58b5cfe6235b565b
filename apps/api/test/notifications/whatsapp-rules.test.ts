// WhatsApp messages Meta accepts, and the SMS fallback. The local Cloud API
// (test/helpers/fake-providers.ts) ENFORCES the rules the public reports give for template
// parameters — no newline, tab or run of more than four spaces (132018: netflie/whatsapp-cloud-api
// dimagi/open-chat-studio pull request 4277), none empty (131008), at most 1,024
// characters — and the 24-hour window for free-form text (131047). Before this change a
// multi-line announcement failed here for every WhatsApp recipient.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcements,
  notificationDeliveries,
  notifications,
} from '../../src/db/schema/notifications.js';
import { classes } from '../../src/db/schema/school.js';
import { tenantScope } from '../../src/db/scope.js';
import { smsShape } from '../../src/domains/notifications/adapters/sms-segments.js';
import {
  splitText,
  templateBody,
  templateParam,
} from '../../src/domains/notifications/adapters/whatsapp-params.js';
import { signBody } from '../../src/domains/notifications/receipts.js';
import type { Schemas } from '../../src/http/types.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { type FakeProvider, fakeSmsGateway, fakeWhatsappCloud } from '../helpers/fake-providers.js';
import { until } from '../helpers/until.js';

const IQBAL = 2;
const ADMIN = 'admin@iqbal.edu.pk';
const APP_SECRET = 'meta-app-secret-1';

let t: TestApp;
let sms: FakeProvider;
let whatsapp: FakeProvider & { windows: Set<string> };
let class5: number;
/** Class 5's guardians with a mobile: who consented to which channel. */
let family: { id: number; mobile: string; sms: boolean; whatsapp: boolean }[];

const FOUR_LINES = [
  'محترم والدین،',
  'شدید بارش کی وجہ سے کل اسکول بند رہے گا۔',
  '\tپرسوں معمول کے مطابق کلاسیں ہوں گی۔',
  'شکریہ،      انتظامیہ',
].join('\n');

async function post(title: string, body: string): Promise<number> {
  const response = await t.request({
    method: 'POST',
    url: '/api/announcements/',
    token: await t.tokenFor(ADMIN),
    payload: { title, body, scope: 'classes', class_ids: [class5], to_parents: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

async function phoneDeliveries(announcementId: number) {
  return t.query(
    (tx) =>
      tx
        .select({
          channel: notificationDeliveries.channel,
          status: notificationDeliveries.status,
          address: notificationDeliveries.address,
          reason: notificationDeliveries.reason,
          guardian: notifications.guardian_id,
        })
        .from(notificationDeliveries)
        .innerJoin(
          notifications,
          and(
            eq(notifications.tenant_id, notificationDeliveries.tenant_id),
            eq(notifications.id, notificationDeliveries.notification_id),
          ),
        )
        .where(
          and(
            eq(notificationDeliveries.tenant_id, IQBAL),
            eq(notifications.announcement_id, announcementId),
            sql`${notificationDeliveries.channel} <> 'email'`,
          ),
        ),
    tenantScope(IQBAL),
  );
}

async function settled(announcementId: number) {
  await until('the announcement to be sent', async () => {
    const [row] = await t.query(
      (tx) => tx.select().from(announcements).where(eq(announcements.id, announcementId)),
      tenantScope(IQBAL),
    );
    return row?.status === 'sent';
  });
  await until(
    'every phone delivery settled',
    async () => {
      const rows = await phoneDeliveries(announcementId);
      return rows.length > 0 && rows.every((r) => r.status === 'sent' || r.status === 'failed');
    },
    60_000,
  );
  return phoneDeliveries(announcementId);
}

function templateParams(message: Record<string, unknown>): string[] {
  const template = message.template as {
    components: { parameters: { text: string }[] }[];
  };
  return template.components.flatMap((c) => c.parameters.map((p) => p.text));
}

beforeAll(async () => {
  sms = await fakeSmsGateway('sms-key-123');
  whatsapp = await fakeWhatsappCloud('1098765', 'wa-token-456', { languages: ['en', 'ur_PK'] });
  t = await createTestApp({}, { queue: { pollingIntervalSeconds: 0.5, retryDelay: 1 } });
  await t.query(async (tx) => {
    const [row] = await tx
      .select()
      .from(classes)
      .where(and(eq(classes.tenant_id, IQBAL), eq(classes.name, 'Class 5')));
    class5 = row!.id;
    // Every Class 5 guardian with a mobile consents to WhatsApp or SMS (odd: both, even: SMS
    // only), so each must be reached on one of them; the school sends SMS only as WhatsApp's
    // fallback, so the odd ones get WhatsApp alone unless it fails.
    const ids = sql`select sg.guardian_id from student_guardians sg
        join student_enrolments e on e.tenant_id = sg.tenant_id and e.student_id = sg.student_id
        join academic_years y on y.tenant_id = e.tenant_id and y.id = e.academic_year_id and y.is_current
        join sections s on s.tenant_id = e.tenant_id and s.id = e.section_id
        join students st on st.tenant_id = e.tenant_id and st.id = e.student_id and st.status = 'active'
        where sg.tenant_id = ${IQBAL} and s.class_id = ${class5}`;
    await tx.execute(sql`update guardians g set sms_consent = true,
        whatsapp_consent = (g.id % 2 = 1), preferred_language = 'ur'
      where g.tenant_id = ${IQBAL} and g.id in (${ids})`);
    const result = await tx.execute(sql`select id, mobile, sms_consent as sms,
        whatsapp_consent as whatsapp from guardians g
      where g.tenant_id = ${IQBAL} and g.mobile is not null and g.id in (${ids})`);
    family = ((result as unknown as { rows: typeof family }).rows ??
      (result as unknown as typeof family)) as typeof family;
  });
  const saved = await t.request({
    method: 'PUT',
    url: '/api/notifications/channels',
    token: await t.tokenFor(ADMIN),
    payload: {
      channels: [
        {
          channel: 'sms',
          enabled: true,
          provider: 'http',
          settings: { url: sms.url, sender: 'IQBAL', send_when: 'fallback', rate_paisa: '45' },
          secret: 'sms-key-123',
        },
        {
          channel: 'whatsapp',
          enabled: true,
          provider: 'cloud_api',
          // The school's own approved templates and the code its Urdu ones were approved in.
          settings: {
            base_url: whatsapp.url,
            phone_number_id: '1098765',
            template_announcement: 'iqbal_notice',
            template_announcement_long: 'iqbal_notice_long',
            language_ur: 'ur_PK',
            rate_paisa: '120',
          },
          secret: 'wa-token-456',
          callback_secret: APP_SECRET,
        },
      ],
      quiet_hours: null,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
  await whatsapp?.close();
});

describe('template parameters (unit)', () => {
  it('flattens line breaks, tabs and long space runs, never empty, splits long text', () => {
    expect(templateParam('a\nb\r\n\tc')).toBe('a b c');
    expect(templateParam('a    b')).toBe('a    b'); // four spaces are allowed
    expect(templateParam('a     b')).toBe('a b');
    expect(templateParam(' \n ')).toBe('-');
    const long = 'لفظ '.repeat(500).trim(); // 1,999 characters
    const pieces = splitText(long);
    expect(pieces.length).toBe(2);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(1024);
    expect(pieces.join(' ')).toBe(long);
    const body = templateBody(['School', 'Title', long], {
      name: 'n',
      longName: 'n_long',
      language: 'ur',
    });
    expect(body.name).toBe('n_long');
    expect(body.params).toHaveLength(4);
  });
});

describe('the preview before sending', () => {
  it('shows what a parent receives on each channel and the cost, writing nothing', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/announcements/preview',
      token: await t.tokenFor(ADMIN),
      payload: {
        title: 'کل اسکول بند رہے گا',
        body: FOUR_LINES,
        scope: 'classes',
        class_ids: [class5],
        to_parents: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json() as Schemas['AnnouncementPreview'];
    const urdu = preview.languages.find((l) => l.language === 'ur')!;
    expect(urdu.sms.encoding).toBe('ucs2');
    expect(urdu.sms.segments).toBe(smsShape(urdu.sms.text).segments);
    expect(urdu.sms.segments).toBeGreaterThan(1);
    expect(urdu.whatsapp).toMatchObject({ template: 'iqbal_notice', language_code: 'ur_PK' });
    for (const text of urdu.whatsapp.params) expect(text).not.toMatch(/[\n\t]| {5,}/);
    expect(urdu.whatsapp.free_text).toContain('\n');
    const withWhatsapp = family.filter((g) => g.whatsapp).length;
    expect(preview.audience).toMatchObject({
      by_whatsapp: withWhatsapp,
      by_sms: family.length - withWhatsapp,
    });
    // Every Class 5 guardian is Urdu-speaking here: SMS segments × 45 paisa + WhatsApp × 120.
    const expectedPaisa =
      (family.length - withWhatsapp) * urdu.sms.segments * 45 + withWhatsapp * 120;
    expect(preview.cost).toMatchObject({
      sms_rate_paisa: 45,
      whatsapp_rate_paisa: 120,
      total_pkr: Math.ceil(expectedPaisa / 100),
    });
    // A teacher may not preview the whole of Class 5 (only sections taught).
    const teacher = await t.request({
      method: 'POST',
      url: '/api/announcements/preview',
      token: await t.tokenFor('teacher@iqbal.edu.pk'),
      payload: { title: 'x', body: 'y', scope: 'classes', class_ids: [class5], to_parents: true },
    });
    expect(teacher.statusCode).toBe(403);
  });
});

describe('a 4-line Urdu announcement', () => {
  it('reaches every guardian by WhatsApp or SMS; WhatsApp as the school’s valid template', async () => {
    const refusedGuardian = family.find((g) => g.whatsapp)!;
    // WhatsApp refuses this one number for good: the guardian must get the SMS (fallback).
    whatsapp.refused.add(refusedGuardian.mobile.replace(/^\+/, ''));
    const sentBefore = whatsapp.accepted.length;
    const id = await post('کل اسکول بند رہے گا', FOUR_LINES);
    const rows = await settled(id);

    const mine = whatsapp.accepted.slice(sentBefore);
    const onWhatsapp = family.filter((g) => g.whatsapp && g !== refusedGuardian);
    expect(mine).toHaveLength(onWhatsapp.length);
    for (const message of mine) {
      const template = message.template as { name: string; language: { code: string } };
      expect(template.name).toBe('iqbal_notice');
      expect(template.language.code).toBe('ur_PK');
      for (const text of templateParams(message)) {
        expect(text).not.toMatch(/[\n\t]| {5,}/);
        expect(text.length).toBeGreaterThan(0);
      }
      expect(templateParams(message).at(-1)).toContain('محترم والدین، شدید بارش');
    }
    // No WhatsApp delivery failed except the refused number (whose reason is Meta's code).
    const failed = rows.filter((r) => r.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.reason).toContain('131026');
    // Every guardian with a mobile got the message on at least one channel.
    const reached = new Set(rows.filter((r) => r.status === 'sent').map((r) => r.guardian));
    for (const guardian of family) expect(reached.has(guardian.id)).toBe(true);
    // SMS went to the guardians without WhatsApp consent and to the refused one, nobody else.
    const bySms = rows.filter((r) => r.channel === 'sms').map((r) => r.guardian);
    expect(new Set(bySms)).toEqual(
      new Set(family.filter((g) => !g.whatsapp || g === refusedGuardian).map((g) => g.id)),
    );
    // The refused guardian got exactly one SMS for this announcement.
    const theirs = rows.filter((r) => r.guardian === refusedGuardian.id && r.channel === 'sms');
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.status).toBe('sent');
    whatsapp.refused.clear();
    // The e-mail copies (parents with accounts) say how to unsubscribe (bulk mail).
    // Urdu notices isolate each value (FSI … PDI) so it keeps its direction in the sentence.
    const mails = t.mailer.messages.filter(
      (m) => m.subject?.replace(/[\u2066-\u2069]/g, '') === 'کل اسکول بند رہے گا',
    );
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.headers?.['List-Unsubscribe']).toMatch(
        /^<mailto:[^>]+\?subject=unsubscribe%20watni-2-\d+>$/,
      );
    }
  });

  it('a long announcement goes as the long template, split over parameters, never refused', async () => {
    const sentBefore = whatsapp.accepted.length;
    const long = `${'یہ ایک طویل اعلان ہے۔\n'.repeat(85)}آخر۔`;
    expect(long.length).toBeGreaterThan(1024);
    const id = await post('طویل اعلان', long);
    const rows = await settled(id);
    expect(rows.filter((r) => r.channel === 'whatsapp' && r.status !== 'sent')).toHaveLength(0);
    const mine = whatsapp.accepted.slice(sentBefore);
    expect(mine.length).toBeGreaterThan(0);
    for (const message of mine) {
      expect((message.template as { name: string }).name).toBe('iqbal_notice_long');
      const params = templateParams(message);
      expect(params.length).toBe(4);
      expect(params.slice(2).join(' ')).toBe(long.replace(/\n/g, ' '));
    }
  });

  it('inside the 24-hour window a parent gets the free-form text with its line breaks', async () => {
    const guardian = family.find((g) => g.whatsapp)!;
    const waId = guardian.mobile.replace(/^\+/, '');
    // The parent writes to the school: Meta's webhook (signed) opens the window with us…
    const inbound = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                messages: [
                  {
                    from: waId,
                    id: 'wamid.in1',
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    type: 'text',
                    text: { body: 'السلام علیکم' },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const taken = await t.request({
      method: 'POST',
      url: '/api/webhooks/whatsapp/iqbal-public-school',
      payload: inbound,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signBody(inbound, APP_SECRET),
      },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    whatsapp.windows.add(waId); // …and with Meta.
    const sentBefore = whatsapp.accepted.length;
    const id = await post('کل اسکول بند رہے گا', FOUR_LINES);
    await settled(id);
    const mine = whatsapp.accepted.slice(sentBefore);
    const text = mine.find((m) => m.to === waId);
    expect(text?.type).toBe('text');
    expect((text!.text as { body: string }).body).toContain('\n');
    // Everyone else: the template.
    for (const message of mine.filter((m) => m.to !== waId)) expect(message.type).toBe('template');
  });
});
