// The daily diary digest end to end: teachers post for a section; the digest job of the day runs;
// each guardian of the section's students gets one notification naming the child and the
// subjects, and the deliveries follow the school's channels and each guardian's consent (SMS only
// to those who consented to SMS, WhatsApp only to those who consented to WhatsApp, e-mail where
// there is an address); inside the school's quiet hours SMS and WhatsApp wait for their end while
// e-mail and the inbox do not. Demo school Iqbal: the demo teacher is class teacher of Class 5 A;
// the demo parent is the guardian of Ali Raza (Class 5 A).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantScope } from '../../src/db/scope.js';
import { PAKISTAN_UTC_OFFSET_MINUTES } from '../../src/domains/_shared/pakistanTime.js';
import { addDays } from '../../src/domains/attendance/calendar.js';
import { diaryDigestJob } from '../../src/domains/diary/digest.js';
import { todayInPakistan } from '../../src/domains/school/transaction.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { type FakeProvider, fakeSmsGateway, fakeWhatsappCloud } from '../helpers/fake-providers.js';
import { caller, expectStatus, IQBAL, IQBAL_ADMIN, IQBAL_TEACHER } from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let sms: FakeProvider;
let whatsapp: FakeProvider;
const today = todayInPakistan();
const yesterday = addDays(today, -1);
let c5a: number;
let english5: number;
let maths5: number;
/** Class 5 A's guardians by what they consented to. */
let smsOnly: number;
let whatsappOnly: number;
let neither: number;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) =>
  ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];
const q = async (query: ReturnType<typeof sql>) =>
  rowsOf(await t.query((tx) => tx.execute(query), tenantScope(IQBAL)));

/** 'HH:MM' in Pakistan, `minutes` from now. */
const pakistanTimeIn = (minutes: number) => {
  const local = Math.floor(Date.now() / 60000) + PAKISTAN_UTC_OFFSET_MINUTES + minutes;
  const m = ((local % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

const setChannels = async (quiet_hours: { start: string; end: string } | null) => {
  const res = await t.request({
    method: 'PUT',
    url: '/api/notifications/channels',
    token: await t.tokenFor(IQBAL_ADMIN),
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
      quiet_hours,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** The digest's deliveries of one guardian for one day, by channel. */
const deliveriesOf = async (guardianId: number, day: string) =>
  q(sql`select d.channel, d.send_after from notification_deliveries d
        join notifications n on n.tenant_id = d.tenant_id and n.id = d.notification_id
        where n.tenant_id = ${IQBAL} and n.event = 'diary_digest' and n.guardian_id = ${guardianId}
          and n.idempotency_key like ${`diary:%:${day}`}
        order by d.channel`);
const digestsOf = async (guardianId: number, day: string) =>
  q(sql`select title, body, link from notifications
        where tenant_id = ${IQBAL} and event = 'diary_digest' and guardian_id = ${guardianId}
          and idempotency_key like ${`diary:%:${day}`}`);

const runDigest = (day: string) =>
  diaryDigestJob(t.db).handler({ day }, { id: 'diary-digest-test', retryCount: 0 });

beforeAll(async () => {
  sms = await fakeSmsGateway('sms-key-123');
  whatsapp = await fakeWhatsappCloud('1098765', 'wa-token-456');
  t = await createTestApp();
  call = caller(t);
  const classes = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items as {
    name: string;
    sections: { id: number; name: string }[];
    subjects: { id: number; name: string }[];
  }[];
  const k5 = classes.find((c) => c.name === 'Class 5')!;
  c5a = k5.sections.find((s) => s.name === 'A')!.id;
  maths5 = k5.subjects.find((s) => s.name === 'Mathematics')!.id;
  english5 = k5.subjects.find((s) => s.name !== 'Mathematics')!.id;
  // Class 5 A's guardians: every one with a mobile and no consent, then one consents to SMS
  // only and one to WhatsApp only.
  const ids = (
    await q(sql`select distinct sg.guardian_id as id from student_guardians sg
      join student_enrolments e on e.tenant_id = sg.tenant_id and e.student_id = sg.student_id
      join academic_years y on y.tenant_id = e.tenant_id and y.id = e.academic_year_id and y.is_current
      join students st on st.tenant_id = e.tenant_id and st.id = e.student_id and st.status = 'active'
      where sg.tenant_id = ${IQBAL} and e.section_id = ${c5a} order by 1`)
  ).map((r) => Number(r.id));
  expect(ids.length).toBeGreaterThanOrEqual(3);
  [smsOnly, whatsappOnly, neither] = ids as [number, number, number];
  await q(sql`update guardians set sms_consent = false, whatsapp_consent = false,
      mobile = coalesce(mobile, '+92300' || lpad(id::text, 7, '0'))
      where tenant_id = ${IQBAL} and id = any(${`{${ids.join(',')}}`}::int[])`);
  await q(
    sql`update guardians set sms_consent = true where tenant_id = ${IQBAL} and id = ${smsOnly}`,
  );
  await q(
    sql`update guardians set whatsapp_consent = true where tenant_id = ${IQBAL} and id = ${whatsappOnly}`,
  );
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
  await whatsapp?.close();
});

describe('the diary digest chain', () => {
  it('inside quiet hours: one notification per guardian; SMS and WhatsApp by consent, held until the quiet hours end', async () => {
    await setChannels({ start: pakistanTimeIn(-60), end: pakistanTimeIn(60) });
    for (const [subject_id, body] of [
      [english5, 'Digest chain: learn the poem.'],
      [maths5, 'Digest chain: exercise 4.1.'],
    ] as const) {
      expectStatus(
        await call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, {
          subject_id,
          day: yesterday,
          body,
        }),
        201,
      );
    }
    const before = Date.now();
    await runDigest(yesterday);

    for (const guardian of [smsOnly, whatsappOnly, neither]) {
      const digests = await digestsOf(guardian, yesterday);
      expect(digests.length).toBeGreaterThanOrEqual(1);
      expect(String(digests[0]!.body)).toMatch(/English|Mathematics/);
      expect(digests[0]!.link).toBe(`/school/my-diary?day=${yesterday}`);
    }
    const phones = async (guardian: number) =>
      (await deliveriesOf(guardian, yesterday)).filter((d) => d.channel !== 'email');
    const smsRows = await phones(smsOnly);
    expect(smsRows.map((d) => d.channel)).toEqual(smsRows.map(() => 'sms'));
    expect(smsRows.length).toBeGreaterThanOrEqual(1);
    const waRows = await phones(whatsappOnly);
    expect(waRows.length).toBeGreaterThanOrEqual(1);
    expect(waRows.every((d) => d.channel === 'whatsapp')).toBe(true);
    expect(await phones(neither)).toEqual([]);
    // Held until the end of the quiet hours, an hour from now.
    for (const d of [...smsRows, ...waRows]) {
      const after = new Date(String(d.send_after)).getTime();
      expect(after).toBeGreaterThan(before + 55 * 60_000);
      expect(after).toBeLessThanOrEqual(before + 62 * 60_000);
    }
    // E-mail is never held.
    for (const guardian of [smsOnly, whatsappOnly, neither])
      for (const d of (await deliveriesOf(guardian, yesterday)).filter(
        (r) => r.channel === 'email',
      ))
        expect(d.send_after).toBeNull();

    // The job again (a retry, a restart): nobody is told twice.
    const counted = (await digestsOf(smsOnly, yesterday)).length;
    await runDigest(yesterday);
    expect(await digestsOf(smsOnly, yesterday)).toHaveLength(counted);
    expect(await phones(smsOnly)).toHaveLength(smsRows.length);
  });

  it('outside quiet hours the phones go at once; a withdrawn consent stops that channel', async () => {
    await setChannels(null);
    await q(
      sql`update guardians set sms_consent = false where tenant_id = ${IQBAL} and id = ${smsOnly}`,
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, {
        subject_id: english5,
        day: today,
        body: 'Digest chain: today.',
      }),
      201,
    );
    await runDigest(today);
    const wa = (await deliveriesOf(whatsappOnly, today)).filter((d) => d.channel !== 'email');
    expect(wa.length).toBeGreaterThanOrEqual(1);
    expect(wa.every((d) => d.channel === 'whatsapp' && d.send_after === null)).toBe(true);
    expect((await digestsOf(smsOnly, today)).length).toBeGreaterThanOrEqual(1);
    expect((await deliveriesOf(smsOnly, today)).filter((d) => d.channel !== 'email')).toEqual([]);
  });
});
