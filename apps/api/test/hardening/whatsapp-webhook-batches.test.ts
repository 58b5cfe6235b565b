// A signed WhatsApp webhook carrying 8,000 statuses (Meta batches statuses into one call) used to
// be applied one UPDATE at a time inside ONE transaction, holding it (and its row locks) for about
// 29 s. Now the statuses are applied in batches of RECEIPT_BATCH, each batch its own transaction
// of set-based statements (one UPDATE … FROM the batch). The test observes that through the
// database itself, not a clock: a statement-level trigger records, for every UPDATE of the
// deliveries, its transaction and how many rows it moved. On the code before it saw 8,000
// statements of one row in a single transaction. The body is capped (2 MiB, in the contract).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/identity.js';
import { tenantScope } from '../../src/db/scope.js';
import { RECEIPT_BATCH, signBody } from '../../src/domains/notifications/receipts.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

const IQBAL = 2;
const ADMIN = 'admin@iqbal.edu.pk';
const APP_SECRET = 'meta-app-secret-batches';
const HOOK = '/api/webhooks/whatsapp/iqbal-public-school';
const COUNT = 8000;

let t: TestApp;
let ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { queue: { work: false } });
  const saved = await t.request({
    method: 'PUT',
    url: '/api/notifications/channels',
    token: await t.tokenFor(ADMIN),
    payload: {
      channels: [
        {
          channel: 'whatsapp',
          enabled: true,
          provider: 'cloud_api',
          settings: { phone_number_id: '55503' },
          secret: 'wa-token-batches',
          callback_secret: APP_SECRET,
        },
      ],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const [admin] = await t.query((tx) =>
    tx.select({ id: users.id }).from(users).where(eq(users.email, ADMIN)),
  );
  // 8,000 WhatsApp messages sent and waiting for their statuses.
  ids = await t.database.rawTransaction(async (tx) => {
    // The statuses name each delivery's own provider id (notification and delivery ids need not
    // agree: a server's template database holds seeded notifications).
    const rows = await tx.query<{ pmid: string }>(
      `with notes as (
         insert into notifications (tenant_id, event, user_id, language, title, body, data)
         select $1, 'announcement', $2, 'en', 'Bulk', 'Bulk', '{}'::jsonb
           from generate_series(1, $3) returning id)
       insert into notification_deliveries
         (tenant_id, notification_id, channel, address, status, provider_message_id)
       select $1, id, 'whatsapp', '+92300' || lpad(id::text, 7, '0'), 'sent', 'wamid.bulk.' || id
         from notes
       returning provider_message_id as pmid`,
      [IQBAL, admin!.id, COUNT],
    );
    // Every UPDATE statement on the deliveries: its transaction and the rows it changed.
    await tx.exec(`
      create table update_log (txid bigint, moved int);
      grant insert on update_log to public;
      create function log_delivery_update() returns trigger language plpgsql security definer
        as $$ begin
          insert into update_log select txid_current(), count(*) from moved;
          return null;
        end $$;
      create trigger log_delivery_update after update on notification_deliveries
        referencing new table as moved for each statement execute function log_delivery_update();`);
    return rows.map((row) => row.pmid);
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

function webhook(statuses: object[]) {
  const raw = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '1', changes: [{ field: 'messages', value: { statuses } }] }],
  });
  return t.request({
    method: 'POST',
    url: HOOK,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': signBody(raw, APP_SECRET),
    },
  });
}

const status = (id: number | string, value: string) => ({
  id: typeof id === 'number' ? `wamid.bulk.${id}` : id,
  status: value,
  timestamp: '1764200000',
  recipient_id: '923001234567',
});

describe('a signed webhook with 8,000 statuses', () => {
  it('applies every one, in short transactions of set-based statements', async () => {
    const statuses = [
      ...ids.map((id) => status(id, 'delivered')),
      // A later status of the same message in the same call (read after delivered): unchanged.
      ...ids.slice(0, 10).map((id) => status(id, 'read')),
      ...['wamid.nobody.1', 'wamid.nobody.2'].map((id) => status(id, 'delivered')),
    ];
    const response = await webhook(statuses);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ applied: COUNT, unchanged: 10, unknown: 2 });

    const [left] = await t.query(
      async (tx) =>
        (
          (await tx.execute(
            `select count(*)::int as n from notification_deliveries
              where channel = 'whatsapp' and provider_message_id like 'wamid.bulk.%'
                and (status <> 'delivered' or delivered_at is null)` as never,
          )) as unknown as { rows: { n: number }[] }
        ).rows,
      tenantScope(IQBAL),
    );
    expect(left!.n).toBe(0);

    const log = await t.database.rawTransaction((tx) =>
      tx.query<{ txid: string; statements: number; moved: number; largest: number }>(
        `select txid::text, count(*)::int as statements, sum(moved)::int as moved,
                max(moved)::int as largest
           from update_log group by txid`,
      ),
    );
    const moved = log.reduce((sum, row) => sum + row.moved, 0);
    expect(moved).toBe(COUNT);
    // Several transactions, none moving more than a batch, each in a few statements.
    expect(log.length).toBeGreaterThanOrEqual(Math.ceil(COUNT / RECEIPT_BATCH));
    for (const row of log) {
      expect(row.moved).toBeLessThanOrEqual(RECEIPT_BATCH);
      expect(row.statements).toBeLessThanOrEqual(3);
    }
  }, 120_000);

  it('refuses a body over the cap (413) and changes nothing', async () => {
    const before = await t.database.rawTransaction((tx) =>
      tx.query<{ n: number }>('select count(*)::int as n from update_log'),
    );
    const padding = 'x'.repeat(2 * 1024 * 1024);
    const response = await webhook([{ ...status(ids[0]!, 'failed'), padding }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBeTruthy();
    const after = await t.database.rawTransaction((tx) =>
      tx.query<{ n: number }>('select count(*)::int as n from update_log'),
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('applies many webhooks arriving at once in shared transactions, each answered with its own counts', async () => {
    // 40 messages sent; each gets its own webhook (as Meta sends them), all at once.
    const group = await t.database.rawTransaction(async (tx) => {
      const [admin] = await tx.query<{ id: number }>(`select id from users where email = $1`, [
        ADMIN,
      ]);
      const rows = await tx.query<{ pmid: string }>(
        `with notes as (
           insert into notifications (tenant_id, event, user_id, language, title, body, data)
           select $1, 'announcement', $2, 'en', 'Group', 'Group', '{}'::jsonb
             from generate_series(1, 40) returning id)
         insert into notification_deliveries
           (tenant_id, notification_id, channel, address, status, provider_message_id)
         select $1, id, 'whatsapp', '+92301' || lpad(id::text, 7, '0'), 'sent', 'wamid.group.' || id
           from notes
         returning provider_message_id as pmid`,
        [IQBAL, admin!.id],
      );
      await tx.exec('truncate update_log');
      return rows.map((row) => row.pmid);
    });
    const answers = await Promise.all([
      ...group.map((id) => webhook([status(id, 'delivered')])),
      webhook([status('wamid.nobody.3', 'delivered')]),
    ]);
    for (const answer of answers.slice(0, -1)) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ applied: 1, unchanged: 0, unknown: 0 });
    }
    expect(answers.at(-1)!.json()).toEqual({ applied: 0, unchanged: 0, unknown: 1 });
    const log = await t.database.rawTransaction((tx) =>
      tx.query<{ txid: string; moved: number }>(
        'select txid::text, sum(moved)::int as moved from update_log where moved > 0 group by txid',
      ),
    );
    expect(log.reduce((sum, row) => sum + row.moved, 0)).toBe(40);
    // On PostgreSQL, fewer transactions than webhooks: the ones that arrived while one ran
    // shared the next. The embedded database finishes each transaction before the next request
    // reaches it (no wait on a network), so there every webhook is applied alone, at once.
    if (t.database.kind === 'postgres') expect(log.length).toBeLessThan(40);
  });

  it('refuses more statuses per change than the contract allows (422)', async () => {
    const response = await webhook(Array.from({ length: 10_001 }, (_, i) => ({ id: `w${i}` })));
    expect(response.statusCode).toBe(422);
  });
});
