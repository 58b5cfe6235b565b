// The providers' published protocols end to end, against local stand-ins that speak what the
// public integrations describe (test/helpers/fake-payment-providers.ts cites them): Easypaisa's
// inquiry API with its Credentials header and an OTC token shown to the payer, a 32-character
// hash key (AES-256), a provider that cannot be reached (503 with a detail), JazzCash's response
// codes (112, 121, 124) and its status inquiry through the reconciliation, the expiry bound,
// providers switched off by the school refusing every return and callback, the sandbox's signed
// expiry, and the sandbox absent in production mode. The app listens on 4731; JazzCash on 4732,
// Easypay on 4733 (4739: an allowed origin where nothing listens).
import { MODULES_WITH_SCREENS } from '@watni/policy';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../src/db/schema/learning.js';
import { onlinePayments } from '../../src/db/schema/online-payments.js';
import type { AppDeps } from '../../src/deps.js';
import { sandboxSecret } from '../../src/domains/payments-online/credentials.js';
import { sandboxSigned } from '../../src/domains/payments-online/providers/sandbox.js';
import {
  EXPIRED_DETAIL,
  RECONCILE_BOUND_MS,
  reconcileOne,
} from '../../src/domains/payments-online/reconcile.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  type FakeEasypaisa,
  type FakeJazzCash,
  fakeEasypaisa,
  fakeJazzCash,
} from '../helpers/fake-payment-providers.js';
import {
  caller,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_STUDENT2,
} from '../learning/helpers.js';
import { moduleId } from '../platform/helpers.js';

const APP_PORT = 4731;
const PUBLIC_URL = `http://127.0.0.1:${APP_PORT}`;
const JAZZ = { merchantId: 'MC40099887', password: 'q7w2e9r4tt', salt: 'z1x2c3v4b5' };
const EASY = {
  storeId: '88456',
  // 32 characters: AES-256-ECB, as telenor-easypay payWithEasypay.php accepts.
  hashKey: 'Q4W7E2R9T5Y1U8I3O6P0A5S2D7F4G9H1',
  apiUsername: 'iqbal-inquiry',
  apiPassword: 'Pw-for-inquire-2026',
  accountNum: '100200300',
};

let t: TestApp;
let call: ReturnType<typeof caller>;
let jazz: FakeJazzCash;
let easy: FakeEasypaisa;
let deps: AppDeps;

const paymentRow = async (txnRef: string) => {
  const [row] = await t.query((tx) =>
    tx.select().from(onlinePayments).where(eq(onlinePayments.txn_ref, txnRef)),
  );
  return row!;
};

let made = 0;
async function pendingEnrollment(email: string, price: number): Promise<number> {
  const [course] = await t.query((tx) =>
    tx
      .insert(courses)
      .values({
        tenant_id: IQBAL,
        title: `Provider protocol course ${++made}`,
        description: 'A paid course for the provider protocol tests.',
        price: String(price),
        currency: 'PKR',
        is_published: true,
      })
      .returning({ id: courses.id }),
  );
  const response = await call(email, 'POST', `/courses/${course!.id}/enroll`, {});
  expectStatus(response, 201);
  return response.json().id as number;
}

async function checkout(email: string, provider: string, price = 1200) {
  const enrollment = await pendingEnrollment(email, price);
  const response = await call(email, 'POST', '/payments/online/checkouts', {
    provider,
    enrollment_id: enrollment,
  });
  expectStatus(response, 201);
  return response.json() as {
    txn_ref: string;
    action: string;
    fields: Record<string, string>;
    amount: number;
  };
}

const postForm = (url: string, fields: Record<string, string>) =>
  t.request({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

async function submit(form: { action: string; fields: Record<string, string> }) {
  return fetch(new URL(form.action, PUBLIC_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form.fields).toString(),
    redirect: 'manual',
  });
}

/** Index.jsf → our continue page → Confirm.jsf (the payer's choice on Easypay's page). */
async function easypayPay(form: { action: string; fields: Record<string, string> }, choice = 'MA') {
  const index = await submit(form);
  expect(index.status).toBe(302);
  const tokenReturn = new URL(index.headers.get('location')!);
  const middle = await t.request({
    method: 'GET',
    url: `${tokenReturn.pathname}${tokenReturn.search}`,
  });
  expect(middle.statusCode).toBe(200);
  const token = /name="auth_token" value="([^"]+)"/.exec(middle.body)?.[1];
  const postBack = /name="postBackURL" value="([^"]+)"/
    .exec(middle.body)?.[1]
    ?.replace(/&amp;/g, '&');
  const confirmed = await fetch(`${easy.url}/easypay/Confirm.jsf`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      auth_token: token!,
      postBackURL: postBack!,
      payer_choice: choice,
    }).toString(),
    redirect: 'manual',
  });
  expect(confirmed.status).toBe(302);
  return new URL(confirmed.headers.get('location')!);
}

const setProvider = (provider: string, body: Record<string, unknown>) =>
  call(IQBAL_ADMIN, 'PUT', `/payments/online/settings/${provider}`, body);

beforeAll(async () => {
  t = await createTestApp(
    {
      publicUrl: PUBLIC_URL,
      easypaisaIpnOrigins: ['http://127.0.0.1:4733', 'http://127.0.0.1:4739'],
    },
    { modulesWithScreens: [...MODULES_WITH_SCREENS, 'fee-management'] },
  );
  await t.app.listen({ port: APP_PORT, host: '127.0.0.1' });
  deps = { db: t.db, log: t.app.log, config: t.config } as unknown as AppDeps;
  call = caller(t);
  jazz = await fakeJazzCash({
    port: 4732,
    ...JAZZ,
    ipnUrl: `${PUBLIC_URL}/api/payments/online/callback/jazzcash`,
  });
  easy = await fakeEasypaisa({
    port: 4733,
    ...EASY,
    ipnUrl: `${PUBLIC_URL}/api/payments/online/callback/easypaisa`,
  });
  const fees = await moduleId(t, 'fee-management');
  expectStatus(await call(IQBAL_ADMIN, 'POST', `/modules/tenant/enable/${fees}`), 200);
  expectStatus(
    await setProvider('jazzcash', {
      enabled: true,
      merchant_id: JAZZ.merchantId,
      password: JAZZ.password,
      secret: JAZZ.salt,
      base_url: jazz.url,
    }),
    200,
  );
  expectStatus(await setProvider('sandbox', { enabled: true }), 200);
});

afterAll(async () => {
  await jazz?.close();
  await easy?.close();
  await t?.close();
});

describe('Easypaisa: inquiry API, OTC token, AES-256 key', () => {
  it('keeps the inquiry credentials sealed and needs both of them', async () => {
    expectStatus(
      await setProvider('easypaisa', { api_username: EASY.apiUsername }),
      422,
      'Enter both the inquiry API username and password (or neither) for Easypaisa.',
    );
    const saved = await setProvider('easypaisa', {
      enabled: true,
      merchant_id: EASY.storeId,
      secret: EASY.hashKey,
      base_url: easy.url,
      api_username: EASY.apiUsername,
      api_password: EASY.apiPassword,
      account_num: EASY.accountNum,
    });
    expectStatus(saved, 200);
    expect(saved.json()).toMatchObject({
      inquiry_configured: true,
      ipn_url: `${PUBLIC_URL}/api/payments/online/callback/easypaisa`,
    });
    const listed = await call(IQBAL_ADMIN, 'GET', '/payments/online/settings');
    for (const secret of [EASY.apiPassword, EASY.apiUsername, EASY.hashKey]) {
      expect(listed.body).not.toContain(secret);
      expect(saved.body).not.toContain(secret);
    }
    const sealed = await t.query((tx) =>
      tx.execute<{ credentials_enc: string }>(
        "select credentials_enc from payment_provider_settings where provider = 'easypaisa'",
      ),
    );
    const rows = Array.isArray(sealed)
      ? sealed
      : (sealed as { rows: { credentials_enc: string }[] }).rows;
    expect(rows[0]?.credentials_enc).toBeTruthy();
    expect(rows[0]?.credentials_enc).not.toContain(EASY.apiPassword);
  });

  it('an OTC return shows the token and its expiry from the inquiry; paying at the shop confirms', async () => {
    const form = await checkout(IQBAL_STUDENT, 'easypaisa', 1800);
    expect(easy.refused).toHaveLength(0); // the 32-character key encrypts as Easypay decrypts
    const asked = easy.inquiries.count;
    const back = await easypayPay(form, 'OTC');
    expect(back.searchParams.get('paymentToken')).toBeTruthy();
    const returned = await t.request({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(returned.statusCode).toBe(303);
    expect(easy.inquiries.count).toBe(asked + 1);
    expect(easy.inquiries.refused).toBe(0);
    const view = (
      await call(IQBAL_STUDENT, 'GET', `/payments/online/payments/${form.txn_ref}`)
    ).json();
    expect(view).toMatchObject({
      status: 'pending',
      payment_token: back.searchParams.get('paymentToken'),
      payment_token_expiry: '20260320 235959',
    });
    // Paid at an Easypaisa shop: the IPN, fetched from its url and confirmed by the inquiry.
    expect(await easy.payAtShop(form.txn_ref)).toBe(200);
    const row = await paymentRow(form.txn_ref);
    expect(row.status).toBe('confirmed');
    expect(row.payment_method).toBe('OTC');
  });

  it('a return saying "0000" for an unpaid order changes nothing (the inquiry says otherwise)', async () => {
    const form = await checkout(IQBAL_STUDENT2, 'easypaisa', 900);
    await submit(form); // Index.jsf: Easypay knows the order, unpaid
    const forged = await t.request({
      method: 'GET',
      url: `/api/payments/online/return/easypaisa?txn_ref=${form.txn_ref}&status=0000&desc=Success&orderRefNumber=${form.txn_ref}`,
    });
    expect(forged.statusCode).toBe(303);
    expect((await paymentRow(form.txn_ref)).status).toBe('pending');
  });

  it('an unreachable Easypay answers 503 (Retry-After) with a detail and changes nothing', async () => {
    const form = await checkout(IQBAL_STUDENT2, 'easypaisa', 950);
    const ipn = await t.request({
      method: 'GET',
      url: `/api/payments/online/callback/easypaisa?url=${encodeURIComponent(
        `http://127.0.0.1:4739/easypay-service/x/${form.txn_ref}`,
      )}`,
    });
    expect(ipn.statusCode).toBe(503);
    expect(ipn.headers['retry-after']).toBe('60');
    expect(ipn.json().detail).toBe(
      'The payment provider could not be reached: nothing changed; it is asked again later.',
    );
    expect((await paymentRow(form.txn_ref)).status).toBe('pending');
  });
});

describe('JazzCash: response codes and the status inquiry', () => {
  it('112 ends a payment as cancelled, saying why; 121 confirms', async () => {
    const cancelled = await checkout(IQBAL_STUDENT, 'jazzcash');
    await submit(cancelled);
    const first = await jazz.complete(cancelled.txn_ref, { code: '112' });
    expect(first.ipnStatus).toBe(200);
    const row = await paymentRow(cancelled.txn_ref);
    expect(row.status).toBe('cancelled');
    expect(row.status_detail).toBe('112: The transaction was cancelled: not paid.');

    const marked = await checkout(IQBAL_STUDENT, 'jazzcash');
    await submit(marked);
    expect((await jazz.complete(marked.txn_ref, { code: '121' })).ipnStatus).toBe(200);
    expect((await paymentRow(marked.txn_ref)).status).toBe('confirmed');
  });

  it('a 124 payment stays pending; the reconciliation asks JazzCash and confirms it', async () => {
    const form = await checkout(IQBAL_STUDENT2, 'jazzcash', 1500);
    await submit(form);
    await jazz.complete(form.txn_ref, { code: '124' });
    expect((await paymentRow(form.txn_ref)).status).toBe('pending');
    // JazzCash still says 157: asked again later, with a growing delay.
    jazz.statusOf.set(form.txn_ref, '157');
    expect(await reconcileOne(deps, form.txn_ref)).toBe('asked-again');
    const waiting = await paymentRow(form.txn_ref);
    expect(waiting.checks).toBe(1);
    expect(waiting.next_check_at!.getTime()).toBeGreaterThan(Date.now());
    // Paid at an agent; the IPN never came: the inquiry finds it.
    jazz.statusOf.set(form.txn_ref, '000');
    const before = jazz.inquiries.count;
    expect(await reconcileOne(deps, form.txn_ref)).toBe('final');
    expect(jazz.inquiries.count).toBe(before + 1);
    expect((await paymentRow(form.txn_ref)).status).toBe('confirmed');
  });

  it('a payment without a final answer is expired after the bound', async () => {
    const form = await checkout(IQBAL_STUDENT2, 'sandbox', 700);
    const later = new Date(Date.now() + RECONCILE_BOUND_MS + 60_000);
    expect(await reconcileOne(deps, form.txn_ref, later)).toBe('expired');
    const row = await paymentRow(form.txn_ref);
    expect(row.status).toBe('cancelled');
    expect(row.status_detail).toBe(EXPIRED_DETAIL);
  });
});

describe('a provider switched off by the school refuses every return and callback', () => {
  it('sandbox', async () => {
    const form = await checkout(IQBAL_STUDENT, 'sandbox', 600);
    const secret = await sandboxSecret(t.db);
    expectStatus(await setProvider('sandbox', { enabled: false }), 200);
    const result = sandboxSigned(
      {
        merchant: `SANDBOX-${IQBAL}`,
        txn_ref: form.txn_ref,
        amount: '600',
        status: 'paid',
        sandbox_ref: 'SBOFF1',
      },
      secret,
    );
    const callback = await postForm('/api/payments/online/callback/sandbox', result);
    expect(callback.statusCode).toBe(409);
    expect(callback.json().detail).toBe(
      'Your school has switched this payment method off: the notification is not recorded.',
    );
    const returned = await t.request({
      method: 'GET',
      url: `/api/payments/online/return/sandbox?${new URLSearchParams(result)}`,
    });
    expect(returned.statusCode).toBe(303);
    const decided = await postForm('/api/payments/online/sandbox/decide', {
      ...form.fields,
      decision: 'paid',
    });
    expect(decided.statusCode).toBe(303);
    expect((await paymentRow(form.txn_ref)).status).toBe('pending');
    expectStatus(await setProvider('sandbox', { enabled: true }), 200);
  });

  it('JazzCash', async () => {
    const form = await checkout(IQBAL_STUDENT, 'jazzcash', 650);
    await submit(form);
    expectStatus(await setProvider('jazzcash', { enabled: false }), 200);
    const paid = await jazz.complete(form.txn_ref);
    expect(paid.ipnStatus).toBe(409);
    const returned = await postForm(new URL(paid.returnUrl).pathname, paid.fields);
    expect(returned.statusCode).toBe(303);
    expect((await paymentRow(form.txn_ref)).status).toBe('pending');
    expectStatus(await setProvider('jazzcash', { enabled: true }), 200);
  });

  it('Easypaisa', async () => {
    const form = await checkout(IQBAL_STUDENT, 'easypaisa', 700);
    const index = await submit(form);
    const tokenReturn = new URL(index.headers.get('location')!);
    expectStatus(await setProvider('easypaisa', { enabled: false }), 200);
    // The continue step is refused too (the payer lands on the status page).
    const middle = await t.request({
      method: 'GET',
      url: `${tokenReturn.pathname}${tokenReturn.search}`,
    });
    expect(middle.statusCode).toBe(303);
    easy.orders.get(form.txn_ref)!.status = 'PAID';
    expect(await easy.sendIpn(form.txn_ref)).toBe(409);
    const returned = await t.request({
      method: 'GET',
      url: `/api/payments/online/return/easypaisa?txn_ref=${form.txn_ref}&status=0000&orderRefNumber=${form.txn_ref}`,
    });
    expect(returned.statusCode).toBe(303);
    expect((await paymentRow(form.txn_ref)).status).toBe('pending');
    expectStatus(await setProvider('easypaisa', { enabled: true }), 200);
  });
});

describe('the sandbox form is signed with an expiry', () => {
  it('an expired form pays nothing; a form with a changed expiry is forged', async () => {
    const form = await checkout(IQBAL_STUDENT2, 'sandbox', 800);
    const expiry = Number(form.fields.expires_at);
    expect(expiry * 1000 - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(expiry * 1000 - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const secret = await sandboxSecret(t.db);
    const { signature: _ignored, ...unsigned } = form.fields;
    const expired = sandboxSigned(
      { ...unsigned, expires_at: String(Math.floor(Date.now() / 1000) - 1) },
      secret,
    );
    const page = await postForm('/api/payments/online/sandbox/checkout', expired);
    expect(page.statusCode).toBe(410);
    const decided = await postForm('/api/payments/online/sandbox/decide', {
      ...expired,
      decision: 'paid',
    });
    expect(decided.statusCode).toBe(410);
    const stretched = await postForm('/api/payments/online/sandbox/decide', {
      ...form.fields,
      expires_at: String(expiry + 86_400),
      decision: 'paid',
    });
    expect(stretched.statusCode).toBe(400);
    expect((await paymentRow(form.txn_ref)).status).toBe('pending');
  });
});

describe("the office's reconciliation report", () => {
  it('counts and sums each outcome of a provider and day, with the refused notifications', async () => {
    const today = new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);
    // One forged IPN more (another amount, signed with a guessed salt): refused and counted.
    const form = await checkout(IQBAL_STUDENT2, 'jazzcash', 1111);
    await submit(form);
    const forged = jazz.signed(
      {
        pp_Amount: '111100',
        pp_MerchantID: JAZZ.merchantId,
        pp_ResponseCode: '000',
        pp_TxnRefNo: form.txn_ref,
      },
      'guessed-salt',
    );
    expect((await postForm('/api/payments/online/callback/jazzcash', forged)).statusCode).toBe(400);

    expectStatus(
      await call(IQBAL_STUDENT, 'GET', `/payments/online/report?provider=jazzcash&date=${today}`),
      403,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'GET', '/payments/online/report?provider=jazzcash&date=2026-02-30'),
      422,
      'date must be a real day written yyyy-mm-dd.',
    );
    const response = await call(
      IQBAL_ADMIN,
      'GET',
      `/payments/online/report?provider=jazzcash&date=${today}`,
    );
    expectStatus(response, 200);
    const report = response.json();
    const rows = await t.query((tx) =>
      tx.select().from(onlinePayments).where(eq(onlinePayments.provider, 'jazzcash')),
    );
    const expected = (status: string) => {
      const of = rows.filter((row) => row.tenant_id === IQBAL && row.status === status);
      return { count: of.length, amount: of.reduce((sum, row) => sum + row.amount, 0) };
    };
    expect(report.confirmed).toEqual(expected('confirmed'));
    expect(report.cancelled).toEqual(expected('cancelled'));
    expect(report.pending).toEqual(expected('pending'));
    expect(report.confirmed.count).toBeGreaterThanOrEqual(2); // 121 and the inquiry's 000
    expect(report.cancelled).toMatchObject({ count: 1, amount: 1200 }); // the 112
    expect(report.items).toHaveLength(rows.filter((row) => row.tenant_id === IQBAL).length);
    // The IPN and the return refused while JazzCash was switched off, and the forged IPN.
    expect(report.unmatched_callbacks).toBe(3);
    // Another day: nothing.
    const empty = (
      await call(IQBAL_ADMIN, 'GET', '/payments/online/report?provider=jazzcash&date=2020-01-01')
    ).json();
    expect(empty).toMatchObject({ confirmed: { count: 0, amount: 0 }, unmatched_callbacks: 0 });
  });
});

describe('production mode', () => {
  let prod: TestApp;
  // A second app of its own: built in the hook, whose time limit allows for a busy machine.
  beforeAll(async () => {
    prod = await createTestApp(
      { paymentsSandbox: false },
      { modulesWithScreens: [...MODULES_WITH_SCREENS, 'fee-management'] },
    );
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('offers no sandbox: not listed, cannot be switched on, its page is gone', async () => {
    const prodCall = caller(prod);
    const fees = await moduleId(prod, 'fee-management');
    expectStatus(await prodCall(IQBAL_ADMIN, 'POST', `/modules/tenant/enable/${fees}`), 200);
    expectStatus(
      await prodCall(IQBAL_ADMIN, 'PUT', '/payments/online/settings/sandbox', { enabled: true }),
      422,
      'The sandbox takes no real money and is switched off on this service (production mode).',
    );
    const settings = (await prodCall(IQBAL_ADMIN, 'GET', '/payments/online/settings')).json();
    expect(
      settings.items.find((p: { provider: string }) => p.provider === 'sandbox'),
    ).toMatchObject({ enabled: false, available: false });
    const offered = (await prodCall(IQBAL_STUDENT, 'GET', '/payments/online/providers')).json();
    expect(offered.items).not.toContain('sandbox');
    const secret = await sandboxSecret(prod.db);
    const fresh = sandboxSigned(
      {
        merchant: `SANDBOX-${IQBAL}`,
        txn_ref: 'W0000000000000001',
        amount: '100',
        description: 'x',
        bill_reference: 'x',
        return_url: '/api/payments/online/return/sandbox',
        callback_url: '/api/payments/online/callback/sandbox',
        expires_at: String(Math.floor(Date.now() / 1000) + 600),
      },
      secret,
    );
    const page = await prod.request({
      method: 'POST',
      url: '/api/payments/online/sandbox/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fresh).toString(),
    });
    expect(page.statusCode).toBe(404);
  });
});
