// The school's SMTP adapter (nodemailer) against a local SMTP server (smtp-server)
// that requires a sign-in: a real message arrives with the right headers and its Urdu subject
// and body intact; a wrong password is `failed` with the server's reason (never retried); a
// server answering 451 three times and then accepting delivers the message once (retried with
// backoff by the queue).
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/identity.js';
import { notificationDeliveries } from '../../src/db/schema/notifications.js';
import { tenantScope } from '../../src/db/scope.js';
import { smtpEmailAdapter } from '../../src/domains/notifications/adapters/email.js';
import { DeliveryError } from '../../src/domains/notifications/adapters/types.js';
import { notify } from '../../src/domains/notifications/notify.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { until } from '../helpers/until.js';

// Ports of this branch's reserved range (4600-4619).
const SMTP_PORT = 4603;
const IQBAL = 2;
const USER = 'office@iqbal.edu.pk';
const PASSWORD = 'smtp-pass-5678';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let tempFailures = 0;
let server: SMTPServer;
let t: TestApp;

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) of a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

/** Headers (unfolded, decoded, lower-case names) and the decoded text body of a raw message. */
function parse(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  const body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8')
        : body;
  return { headers, text: text.trim() };
}

beforeAll(async () => {
  server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD)
        return callback(null, { user: USER });
      const error = new Error('Invalid username or password') as Error & { responseCode: number };
      error.responseCode = 535;
      return callback(error);
    },
    onRcptTo(_address, _session, callback) {
      if (tempFailures > 0) {
        tempFailures--;
        const error = new Error('Mailbox busy, try again later') as Error & {
          responseCode: number;
        };
        error.responseCode = 451;
        return callback(error);
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
  t = await createTestApp({}, { queue: { pollingIntervalSeconds: 0.5, retryDelay: 1 } });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const adapterOptions = (password: string) => ({
  host: '127.0.0.1',
  port: SMTP_PORT,
  secure: false,
  user: USER,
  password,
  from: 'Iqbal Public School <office@iqbal.edu.pk>',
});

describe('the SMTP adapter', () => {
  it('delivers a real message with the right headers and its Urdu subject and body intact', async () => {
    const adapter = smtpEmailAdapter(adapterOptions(PASSWORD));
    const subject = 'کل اسکول بند رہے گا';
    const text = 'شدید بارش کی وجہ سے کل اسکول بند رہے گا۔ براہِ کرم بچوں کو گھر پر رکھیں۔';
    const before = received.length;
    const sent = await adapter.send({
      to: 'nadia.raza@example.pk',
      reference: 'watni-2-4242',
      language: 'ur',
      subject,
      text,
      sms: text,
      whatsapp: { name: 'watni_announcement', language: 'ur', params: [] },
    });
    await adapter.close?.();
    expect(received.length).toBe(before + 1);
    const message = received.at(-1)!;
    expect(message.from).toBe('office@iqbal.edu.pk');
    expect(message.to).toEqual(['nadia.raza@example.pk']);
    const { headers, text: body } = parse(message.raw);
    expect(headers.get('from')).toBe('Iqbal Public School <office@iqbal.edu.pk>');
    expect(headers.get('to')).toBe('nadia.raza@example.pk');
    expect(headers.get('subject')).toBe(subject);
    expect(headers.get('message-id')).toBe('<watni-2-4242@watni.pk>');
    expect(headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
    expect(headers.get('mime-version')).toBe('1.0');
    expect(headers.has('date')).toBe(true);
    expect(body).toBe(text);
    expect(sent).toEqual({ provider: 'smtp', providerMessageId: '<watni-2-4242@watni.pk>' });
  });

  it('refuses a wrong password for good, with the server’s reason', async () => {
    const adapter = smtpEmailAdapter(adapterOptions('wrong-password'));
    const error = await adapter
      .send({
        to: 'nadia.raza@example.pk',
        reference: 'watni-2-4243',
        language: 'en',
        subject: 'Hello',
        text: 'Hello',
        sms: 'Hello',
        whatsapp: { name: 'watni_announcement', language: 'en', params: [] },
      })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    await adapter.close?.();
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).retryable).toBe(false);
    expect((error as DeliveryError).message).toContain('Invalid username or password');
  });
});

describe('e-mail deliveries through the school’s SMTP server', () => {
  let adminId: number;
  let adminToken: string;

  beforeAll(async () => {
    adminToken = await t.tokenFor('admin@iqbal.edu.pk');
    const [admin] = await t.query((tx) =>
      tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@iqbal.edu.pk')),
    );
    adminId = admin!.id;
  });

  async function configure(password: string) {
    const response = await t.request({
      method: 'PUT',
      url: '/api/notifications/channels',
      token: adminToken,
      payload: {
        channels: [
          {
            channel: 'email',
            enabled: true,
            provider: 'smtp',
            settings: {
              host: '127.0.0.1',
              port: String(SMTP_PORT),
              secure: 'false',
              user: USER,
              from: 'Iqbal Public School <office@iqbal.edu.pk>',
            },
            secret: password,
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function notifyAdmin(key: string) {
    await t.query(
      (tx) =>
        notify(tx, {
          event: 'announcement',
          recipients: { userIds: [adminId] },
          data: { title: `Notice ${key}`, body: 'Staff meeting at 2 pm.' },
          idempotencyKey: key,
        }),
      tenantScope(IQBAL),
    );
    return until(
      'the e-mail delivery',
      async () => {
        const [row] = await t
          .query(
            (tx) =>
              tx
                .select()
                .from(notificationDeliveries)
                .where(
                  and(
                    eq(notificationDeliveries.tenant_id, IQBAL),
                    eq(notificationDeliveries.channel, 'email'),
                  ),
                )
                .orderBy(notificationDeliveries.id),
            tenantScope(IQBAL),
          )
          .then((rows) => rows.slice(-1));
        return row && ['sent', 'failed'].includes(row.status) ? row : undefined;
      },
      60_000,
    );
  }

  it('marks a delivery failed with the reason when the password is wrong', async () => {
    await configure('not-the-password');
    const row = await notifyAdmin('smtp:auth');
    expect(row.status).toBe('failed');
    expect(row.reason).toContain('Invalid username or password');
    expect(row.attempts).toBe(1);
  });

  it('retries a 451 three times and then delivers once', async () => {
    await configure(PASSWORD);
    tempFailures = 3;
    const before = received.length;
    const row = await notifyAdmin('smtp:retry');
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(4);
    expect(tempFailures).toBe(0);
    const arrived = received.slice(before);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.to).toEqual(['admin@iqbal.edu.pk']);
    expect(parse(arrived[0]!.raw).headers.get('subject')).toBe('Notice smtp:retry');
  });
});
