// Online payment over HTTP: the settings (credentials never returned), the
// sandbox's hosted page, JazzCash and Easypaisa against local servers that play the providers'
// side, forged / repeated / wrong-amount / concurrent notifications, paid course enrolments, and
// vouchers through the fees port (recorded once, never over-paid). The app listens on a real port
// (4521) so the providers' servers can call it back over HTTP.
import { MODULES_WITH_SCREENS } from '@watni/policy';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/identity.js';
import { courses } from '../../src/db/schema/learning.js';
import { onlinePayments } from '../../src/db/schema/online-payments.js';
import { sandboxSecret } from '../../src/domains/payments-online/credentials.js';
import { type FeesPort, registerFeesPort } from '../../src/domains/payments-online/fees-port.js';
import { sandboxSigned } from '../../src/domains/payments-online/providers/sandbox.js';
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
  IQBAL_STUDENT3,
  QUAID_ADMIN,
} from '../learning/helpers.js';
import { moduleId } from '../platform/helpers.js';

const APP_PORT = 4521;
const PUBLIC_URL = `http://127.0.0.1:${APP_PORT}`;
const PARENT = 'parent@iqbal.edu.pk';
const JAZZ = { merchantId: 'MC40012345', password: 'x8s2k4q9zz', salt: 'w9c1v3t5d0' };
const EASY = {
  storeId: '77123',
  hashKey: 'K7M2Q9X4B6N1P3R8',
  apiUsername: 'iqbal-api',
  apiPassword: 'Ez9-inquiry-pass',
  accountNum: '654321',
};

let t: TestApp;
let call: ReturnType<typeof caller>;
let jazz: FakeJazzCash;
let easy: FakeEasypaisa;

const paymentRow = async (txnRef: string) => {
  const [row] = await t.query((tx) =>
    tx.select().from(onlinePayments).where(eq(onlinePayments.txn_ref, txnRef)),
  );
  return row!;
};
const audits = (action: string, entityId?: number) =>
  t.query((tx) =>
    tx
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, action),
          entityId === undefined ? undefined : eq(auditLog.entity_id, entityId),
        ),
      ),
  );

/** A pending enrolment of `email` in a new paid course of Iqbal at `price` PKR. */
let courses_made = 0;
async function pendingEnrollment(email: string, price: number): Promise<number> {
  const [course] = await t.query((tx) =>
    tx
      .insert(courses)
      .values({
        tenant_id: IQBAL,
        title: `Online payment test course ${++courses_made}`,
        description: 'A paid course for the online payment tests.',
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

/** Posts a form to the app (as a browser or a provider would). */
const postForm = (url: string, fields: Record<string, string>) =>
  t.request({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** Posts a checkout's form to wherever it points (our sandbox page or a provider's server). */
async function submitCheckout(checkout: { action: string; fields: Record<string, string> }) {
  return fetch(new URL(checkout.action, PUBLIC_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(checkout.fields).toString(),
    redirect: 'manual',
  });
}

beforeAll(async () => {
  t = await createTestApp(
    // The local Easypay stand-in is the only extra origin an IPN may name (tests only).
    { publicUrl: PUBLIC_URL, easypaisaIpnOrigins: ['http://127.0.0.1:4523'] },
    { modulesWithScreens: [...MODULES_WITH_SCREENS, 'fee-management'] },
  );
  await t.app.listen({ port: APP_PORT, host: '127.0.0.1' });
  call = caller(t);
  jazz = await fakeJazzCash({
    port: 4522,
    ...JAZZ,
    ipnUrl: `${PUBLIC_URL}/api/payments/online/callback/jazzcash`,
  });
  easy = await fakeEasypaisa({
    port: 4523,
    ...EASY,
    ipnUrl: `${PUBLIC_URL}/api/payments/online/callback/easypaisa`,
    apiUsername: EASY.apiUsername,
    apiPassword: EASY.apiPassword,
  });
  const fees = await moduleId(t, 'fee-management');
  expectStatus(await call(IQBAL_ADMIN, 'POST', `/modules/tenant/enable/${fees}`), 200);
  // The other school's checks below run with the module on there too (the demo has it on at Iqbal only).
  expectStatus(await call(QUAID_ADMIN, 'POST', `/modules/tenant/enable/${fees}`), 200);
});

afterAll(async () => {
  registerFeesPort(null);
  await jazz?.close();
  await easy?.close();
  await t?.close();
});

describe('settings', () => {
  it('stores credentials encrypted and never returns them', async () => {
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/payments/online/settings/jazzcash', { enabled: true }),
      422,
      'Enter the merchant id, the password and the integrity salt before turning JazzCash on.',
    );
    const saved = await call(IQBAL_ADMIN, 'PUT', '/payments/online/settings/jazzcash', {
      enabled: true,
      merchant_id: JAZZ.merchantId,
      password: JAZZ.password,
      secret: JAZZ.salt,
      base_url: jazz.url,
    });
    expectStatus(saved, 200);
    expect(saved.json()).toEqual({
      provider: 'jazzcash',
      enabled: true,
      configured: true,
      merchant_hint: '2345',
      base_url: jazz.url,
      // The address the school registers in JazzCash's merchant portal.
      ipn_url: `${PUBLIC_URL}/api/payments/online/callback/jazzcash`,
      inquiry_configured: true,
      available: true,
    });
    const listed = await call(IQBAL_ADMIN, 'GET', '/payments/online/settings');
    expectStatus(listed, 200);
    for (const secret of [JAZZ.password, JAZZ.salt, JAZZ.merchantId]) {
      expect(listed.body).not.toContain(secret);
      expect(saved.body).not.toContain(secret);
    }
    const [row] = await t
      .query((tx) =>
        tx.execute<{ credentials_enc: string }>(
          "select credentials_enc from payment_provider_settings where provider = 'jazzcash'",
        ),
      )
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { credentials_enc: string }[] }).rows));
    expect(row?.credentials_enc).toBeTruthy();
    expect(row?.credentials_enc).not.toContain(JAZZ.salt);
    const audit = await audits('payment_provider.updated');
    expect(JSON.stringify(audit)).not.toContain(JAZZ.salt);
    expect(JSON.stringify(audit)).toContain('"credentials":"changed"');
  });

  it('refuses an Easypaisa hash key of the wrong length and a non-https host', async () => {
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/payments/online/settings/easypaisa', { secret: 'short' }),
      422,
      'The Easypaisa hash key must be 16, 24 or 32 characters long.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/payments/online/settings/easypaisa', {
        base_url: 'http://easypay.example.com',
      }),
      422,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/payments/online/settings/easypaisa', {
        enabled: true,
        merchant_id: EASY.storeId,
        secret: EASY.hashKey,
        base_url: easy.url,
      }),
      200,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/payments/online/settings/sandbox', { enabled: true }),
      200,
    );
  });

  it('is for admins only; payers see which providers are offered', async () => {
    expectStatus(await call(PARENT, 'GET', '/payments/online/settings'), 403);
    expectStatus(
      await call(IQBAL_STUDENT, 'PUT', '/payments/online/settings/sandbox', { enabled: false }),
      403,
    );
    const offered = await call(PARENT, 'GET', '/payments/online/providers');
    expectStatus(offered, 200);
    expect(offered.json().items).toEqual(['sandbox', 'jazzcash', 'easypaisa']);
    // Another school sees its own providers, none of Iqbal's.
    const quaid = await call(QUAID_ADMIN, 'GET', '/payments/online/settings');
    expectStatus(quaid, 200);
    expect(quaid.body).not.toContain('2345');
    expect(quaid.json().items.every((p: { enabled: boolean }) => !p.enabled)).toBe(true);
  });
});

describe('a paid course enrolment through the sandbox', () => {
  let enrollment: number;
  let txnRef: string;
  let checkoutFields: Record<string, string>;
  let result: Record<string, string>;

  it('starts a pending payment for the course price and serves the hosted page', async () => {
    enrollment = await pendingEnrollment(IQBAL_STUDENT3, 3000);
    expectStatus(
      await call(IQBAL_STUDENT3, 'POST', '/payments/online/checkouts', {
        provider: 'sandbox',
        enrollment_id: enrollment,
        voucher_id: 1,
      }),
      422,
    );
    // Someone else's enrolment is not found.
    expectStatus(
      await call(IQBAL_STUDENT2, 'POST', '/payments/online/checkouts', {
        provider: 'sandbox',
        enrollment_id: enrollment,
      }),
      404,
    );
    const response = await call(IQBAL_STUDENT3, 'POST', '/payments/online/checkouts', {
      provider: 'sandbox',
      enrollment_id: enrollment,
    });
    expectStatus(response, 201);
    const checkout = response.json();
    txnRef = checkout.txn_ref;
    checkoutFields = checkout.fields;
    expect(checkout.amount).toBe(3000);
    expect(checkout.action).toBe('/api/payments/online/sandbox/checkout');
    expect((await paymentRow(txnRef)).status).toBe('pending');

    const page = await submitCheckout(checkout);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('PKR 3,000');
    expect(html).toContain('name="decision" value="paid"');
    // An altered checkout form is refused by the sandbox page.
    const altered = await postForm('/api/payments/online/sandbox/checkout', {
      ...checkout.fields,
      amount: '30',
    });
    expect(altered.statusCode).toBe(400);

    const status = await call(IQBAL_STUDENT3, 'GET', `/payments/online/payments/${txnRef}`);
    expect(status.json().status).toBe('pending');
    // Another payer cannot read it.
    expectStatus(await call(IQBAL_STUDENT2, 'GET', `/payments/online/payments/${txnRef}`), 404);
  });

  it('"Pay" confirms it through the signed callback, then returns the browser', async () => {
    // The browser posts the hosted page's "Pay" form (the checkout fields plus the decision).
    const decided = await postForm('/api/payments/online/sandbox/decide', {
      ...checkoutFields,
      decision: 'paid',
    });
    expect(decided.statusCode).toBe(303);
    const back = new URL(decided.headers.location as string, PUBLIC_URL);
    expect(back.pathname).toBe('/api/payments/online/return/sandbox');
    result = Object.fromEntries(back.searchParams);
    expect(result.status).toBe('paid');
    expect((await paymentRow(txnRef)).status).toBe('confirmed');

    const returned = await t.request({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`/fees/payment?ref=${txnRef}`);
    const view = (await call(IQBAL_STUDENT3, 'GET', `/payments/online/payments/${txnRef}`)).json();
    expect(view).toMatchObject({ status: 'confirmed', amount: 3000, enrollment_id: enrollment });
    expect(await audits('online_payment.confirmed', enrollment)).toHaveLength(1);
    // The admin's pending list shows it paid online; the enrolment still awaits approval.
    const pending = await call(
      IQBAL_ADMIN,
      'GET',
      '/enrollments/?payment_status=pending&limit=500',
    );
    expectStatus(pending, 200);
    const listed = (pending.json().items as { id: number; paid_online: unknown }[]).find(
      (e) => e.id === enrollment,
    );
    expect(listed?.paid_online).toEqual({ amount: 3000, provider: 'sandbox' });
  });

  it('counts a repeated callback once and refuses a forged one', async () => {
    const repeated = await postForm('/api/payments/online/callback/sandbox', result);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toEqual({ status: 'OK' });
    expect(await audits('online_payment.confirmed', enrollment)).toHaveLength(1);
    // The sandbox's callback, the browser's return, and this repeat.
    expect((await paymentRow(txnRef)).callbacks).toBe(3);

    const forged = await postForm('/api/payments/online/callback/sandbox', {
      ...result,
      sandbox_ref: 'SBFORGED',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().detail).toBe('The payment notification could not be verified.');
    expect((await paymentRow(txnRef)).provider_ref).toBe(result.sandbox_ref);
    // A second checkout for a paid enrolment is refused.
    expectStatus(
      await call(IQBAL_STUDENT3, 'POST', '/payments/online/checkouts', {
        provider: 'sandbox',
        enrollment_id: enrollment,
      }),
      409,
      'This has already been paid online.',
    );
  });

  it('"Cancel" ends a payment as cancelled; a later forged "paid" changes nothing', async () => {
    const other = await pendingEnrollment(IQBAL_STUDENT2, 3000);
    const checkout = (
      await call(IQBAL_STUDENT2, 'POST', '/payments/online/checkouts', {
        provider: 'sandbox',
        enrollment_id: other,
      })
    ).json();
    const decided = await postForm('/api/payments/online/sandbox/decide', {
      ...checkout.fields,
      decision: 'cancelled',
    });
    expect(decided.statusCode).toBe(303);
    expect((await paymentRow(checkout.txn_ref)).status).toBe('cancelled');
    const secret = await sandboxSecret(t.db);
    // Signed with a guessed secret: refused.
    const guessed = sandboxSigned(
      {
        merchant: `SANDBOX-${IQBAL}`,
        txn_ref: checkout.txn_ref,
        amount: '3000',
        status: 'paid',
        sandbox_ref: 'X1',
      },
      'guessed',
    );
    expect((await postForm('/api/payments/online/callback/sandbox', guessed)).statusCode).toBe(400);
    // Signed right but for another amount: refused, nothing recorded.
    const cheaper = sandboxSigned(
      {
        merchant: `SANDBOX-${IQBAL}`,
        txn_ref: checkout.txn_ref,
        amount: '30',
        status: 'paid',
        sandbox_ref: 'X2',
      },
      secret,
    );
    const wrong = await postForm('/api/payments/online/callback/sandbox', cheaper);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().detail).toBe('The amount paid does not match the payment.');
    expect((await paymentRow(checkout.txn_ref)).status).toBe('cancelled');
  });
});

describe('JazzCash against a local JazzCash', () => {
  let enrollment: number;
  let txnRef: string;

  it('posts a checkout JazzCash accepts (hash, merchant, password, paisa)', async () => {
    enrollment = await pendingEnrollment(IQBAL_STUDENT, 3000);
    const checkout = (
      await call(IQBAL_STUDENT, 'POST', '/payments/online/checkouts', {
        provider: 'jazzcash',
        enrollment_id: enrollment,
      })
    ).json();
    txnRef = checkout.txn_ref;
    expect(checkout.fields.pp_Amount).toBe('300000');
    const page = await submitCheckout(checkout);
    expect(await page.text()).toContain('Enter your mobile account number');
    expect(jazz.refused).toHaveLength(0);
    expect(jazz.orders.has(txnRef)).toBe(true);
    // A tampered amount is refused by JazzCash itself.
    await submitCheckout({ ...checkout, fields: { ...checkout.fields, pp_Amount: '100' } });
    expect(jazz.refused).toHaveLength(1);
  });

  it('a forged IPN is refused; the real one confirms; concurrent repeats count once', async () => {
    const forged = jazz.signed(
      {
        pp_Amount: '300000',
        pp_BillReference: `ENR${enrollment}`,
        pp_MerchantID: JAZZ.merchantId,
        pp_ResponseCode: '000',
        pp_RetreivalReferenceNo: '999',
        pp_TxnRefNo: txnRef,
      },
      'not-the-salt',
    );
    const refused = await postForm('/api/payments/online/callback/jazzcash', forged);
    expect(refused.statusCode).toBe(400);
    expect((await paymentRow(txnRef)).status).toBe('pending');

    const paid = await jazz.complete(txnRef);
    expect(paid.ipnStatus).toBe(200);
    expect(paid.ipnAnswer.pp_ResponseCode).toBe('000');
    expect(paid.ipnAnswer.pp_SecureHash).toBe(
      jazz.signed({
        pp_ResponseCode: '000',
        pp_ResponseMessage: 'IPN received',
      }).pp_SecureHash,
    );
    expect((await paymentRow(txnRef)).status).toBe('confirmed');

    // The browser's return (posted by JazzCash's page) and a burst of repeated IPNs.
    const returned = await postForm(new URL(paid.returnUrl).pathname, paid.fields);
    expect(returned.statusCode).toBe(303);
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(`${PUBLIC_URL}/api/payments/online/callback/jazzcash`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(paid.fields).toString(),
        }).then((r) => r.status),
      ),
    );
    expect(burst).toEqual(Array(8).fill(200));
    expect(await audits('online_payment.confirmed', enrollment)).toHaveLength(1);
    const row = await paymentRow(txnRef);
    expect(row.callbacks).toBe(10);
    expect(row.provider_ref).toBe(paid.fields.pp_RetreivalReferenceNo);
  });

  it('a signed result for another amount is refused', async () => {
    const other = await pendingEnrollment(IQBAL_STUDENT, 2500);
    const checkout = (
      await call(IQBAL_STUDENT, 'POST', '/payments/online/checkouts', {
        provider: 'jazzcash',
        enrollment_id: other,
      })
    ).json();
    await submitCheckout(checkout);
    const paid = await jazz.complete(checkout.txn_ref, { amountPaisa: '1000' });
    expect(paid.ipnStatus).toBe(409);
    expect((await paymentRow(checkout.txn_ref)).status).toBe('pending');
  });
});

describe('Easypaisa against a local Easypay', () => {
  it('follows Index.jsf → auth_token → Confirm.jsf → IPN, verified by asking Easypay', async () => {
    const enrollment = await pendingEnrollment(IQBAL_STUDENT2, 2500);
    const checkout = (
      await call(IQBAL_STUDENT2, 'POST', '/payments/online/checkouts', {
        provider: 'easypaisa',
        enrollment_id: enrollment,
      })
    ).json();
    expect(checkout.action).toBe(`${easy.url}/easypay/Index.jsf`);
    const index = await submitCheckout(checkout);
    expect(easy.refused).toHaveLength(0);
    expect(index.status).toBe(302);
    const tokenReturn = new URL(index.headers.get('location')!);
    expect(tokenReturn.searchParams.get('auth_token')).toBeTruthy();

    // Our return page continues to Confirm.jsf with the token.
    const middle = await t.request({
      method: 'GET',
      url: `${tokenReturn.pathname}${tokenReturn.search}`,
    });
    expect(middle.statusCode).toBe(200);
    expect(middle.body).toContain(`action="${easy.url}/easypay/Confirm.jsf"`);
    const token = /name="auth_token" value="([^"]+)"/.exec(middle.body)?.[1];
    const postBack = /name="postBackURL" value="([^"]+)"/
      .exec(middle.body)?.[1]
      ?.replace(/&amp;/g, '&');
    expect((await paymentRow(checkout.txn_ref)).status).toBe('pending');

    const confirmed = await fetch(`${easy.url}/easypay/Confirm.jsf`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ auth_token: token!, postBackURL: postBack! }).toString(),
      redirect: 'manual',
    });
    expect(confirmed.status).toBe(302);
    // The IPN (sent by Easypay before the redirect) confirmed it.
    const row = await paymentRow(checkout.txn_ref);
    expect(row.status).toBe('confirmed');
    expect(row.amount).toBe(2500);
    const final = new URL(confirmed.headers.get('location')!);
    const returned = await t.request({ method: 'GET', url: `${final.pathname}${final.search}` });
    expect(returned.statusCode).toBe(303);
    expect((await paymentRow(checkout.txn_ref)).callbacks).toBe(2);
    expect(await audits('online_payment.confirmed', enrollment)).toHaveLength(1);
  });

  it("an IPN naming a status address off Easypay's hosts is refused, never fetched", async () => {
    const enrollment = await pendingEnrollment(IQBAL_STUDENT3, 2500);
    const checkout = (
      await call(IQBAL_STUDENT3, 'POST', '/payments/online/checkouts', {
        provider: 'easypaisa',
        enrollment_id: enrollment,
      })
    ).json();
    await submitCheckout(checkout);
    const forged = await t.request({
      method: 'GET',
      url: `/api/payments/online/callback/easypaisa?url=${encodeURIComponent(
        `https://attacker.example/easypay-service/PartnerBusinessService/IPNer/${EASY.storeId}/${checkout.txn_ref}`,
      )}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().detail).toBe('The payment notification could not be verified.');
    expect((await paymentRow(checkout.txn_ref)).status).toBe('pending');
    // A look-alike host (Easypay's name as a subdomain of another) is refused the same way.
    const lookalike = await t.request({
      method: 'GET',
      url: `/api/payments/online/callback/easypaisa?url=${encodeURIComponent(
        `https://easypay.easypaisa.com.pk.attacker.example/x/${checkout.txn_ref}`,
      )}`,
    });
    expect(lookalike.statusCode).toBe(400);
    // A made-up order: not ours.
    const unknown = await t.request({
      method: 'GET',
      url: `/api/payments/online/callback/easypaisa?url=${encodeURIComponent('https://x/IPNer/1/WNOTOURS1')}`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a parent pays the rest of a partly paid voucher (the fees module)', () => {
  it('pays the balance through the sandbox: the voucher is paid and the receipt downloads', async () => {
    const mine = await call(PARENT, 'GET', '/fees/mine');
    expectStatus(mine, 200);
    const vouchers = mine.json().items as {
      id: number;
      voucher_no: string;
      balance: number;
      paid_amount: number;
      status: string;
    }[];
    const voucher =
      vouchers.find((v) => v.status === 'partially_paid' && v.balance > 0) ??
      vouchers.find((v) => v.balance > 0);
    expect(voucher, JSON.stringify(vouchers)).toBeDefined();
    const response = await call(PARENT, 'POST', '/payments/online/checkouts', {
      provider: 'sandbox',
      voucher_id: voucher!.id,
    });
    expectStatus(response, 201);
    const checkout = response.json();
    expect(checkout.amount).toBe(voucher!.balance);
    expect(checkout.fields.bill_reference).toBe(voucher!.voucher_no);
    const decided = await postForm('/api/payments/online/sandbox/decide', {
      ...checkout.fields,
      decision: 'paid',
    });
    expect(decided.statusCode).toBe(303);
    const paid = (
      await call(PARENT, 'GET', `/payments/online/payments/${checkout.txn_ref}`)
    ).json();
    expect(paid).toMatchObject({ status: 'confirmed', refund_due: false });
    expect(paid.payment_id).toBeGreaterThan(0);
    const after = (await call(PARENT, 'GET', `/fees/vouchers/${voucher!.id}`)).json();
    expect(after.status).toBe('paid');
    expect(after.balance).toBe(0);
    const receipt = await call(PARENT, 'GET', `/fees/payments/${paid.payment_id}/receipt`);
    expectStatus(receipt, 200);
    expect(receipt.headers['content-type']).toContain('application/pdf');
    // The provider confirmed the money: the parent's inbox says it was received, with the receipt.
    const [recorded] = await t
      .query((tx) => tx.execute(sql`select receipt_no from payments where id = ${paid.payment_id}`))
      .then((r) => (r as unknown as { rows: { receipt_no: string }[] }).rows);
    const inbox = (await call(PARENT, 'GET', '/notifications/?limit=50')).json().items as {
      event: string;
      body: string;
    }[];
    expect(
      inbox.some((n) => n.event === 'fee_paid' && n.body.includes(recorded!.receipt_no)),
      JSON.stringify(inbox.map((n) => n.event)),
    ).toBe(true);
    // Nothing left to pay: a second checkout is refused.
    expectStatus(
      await call(PARENT, 'POST', '/payments/online/checkouts', {
        provider: 'sandbox',
        voucher_id: voucher!.id,
      }),
      409,
      'This voucher has nothing left to pay.',
    );
  });

  it('two confirmed payments of one voucher: recorded once, the other flagged for refund', async () => {
    // Any open voucher of the school, paid online twice by the office (staff may pay any voucher).
    const open = (await call(IQBAL_ADMIN, 'GET', '/fees/vouchers?status=unpaid&limit=5')).json()
      .items as { id: number; balance: number }[];
    const voucher = open.find((v) => v.balance > 0);
    expect(voucher, 'the seed leaves open vouchers').toBeDefined();
    if (!voucher) return;
    const start = () =>
      call(IQBAL_ADMIN, 'POST', '/payments/online/checkouts', {
        provider: 'sandbox',
        voucher_id: voucher.id,
      }).then((r) => r.json());
    const [a, b] = [await start(), await start()];
    expect(a.txn_ref, JSON.stringify(a)).toBeTruthy();
    const secret = await sandboxSecret(t.db);
    const results = [a, b].map((c, i) =>
      sandboxSigned(
        {
          merchant: `SANDBOX-${IQBAL}`,
          txn_ref: c.txn_ref,
          amount: String(c.amount),
          status: 'paid',
          sandbox_ref: `SBREAL${i}`,
        },
        secret,
      ),
    );
    const statuses = await Promise.all(
      [...results, ...results].map((fields) =>
        fetch(`${PUBLIC_URL}/api/payments/online/callback/sandbox`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        }).then((r) => r.status),
      ),
    );
    expect(statuses).toEqual([200, 200, 200, 200]);
    const rows = await Promise.all([paymentRow(a.txn_ref), paymentRow(b.txn_ref)]);
    expect(rows.filter((r) => r.payment_id !== null)).toHaveLength(1);
    expect(rows.filter((r) => r.refund_due)).toHaveLength(1);
    const after = (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${voucher.id}`)).json();
    expect(after.status).toBe('paid');
    expect(after.paid_amount).toBeLessThanOrEqual(after.total + after.late_fee_after_due);
  });
});

describe('vouchers through the fees port', () => {
  // A voucher of 5,000 with 2,000 paid at the office: the fees module's side, in memory, with
  // its rule that a voucher is never over-paid.
  const voucher = { id: 41, number: 'V-2026-03-0041', total: 5000, paid: 2000 };
  const recorded: { amount: number; reference: string }[] = [];
  const port: FeesPort = {
    async payableVoucher(_tx, auth, id) {
      if (id !== voucher.id || auth.user.tenant_id !== IQBAL) return null;
      return {
        id,
        number: voucher.number,
        balance: voucher.total - voucher.paid,
        status: voucher.paid === 0 ? 'unpaid' : 'partially_paid',
        student_name: 'Ali Raza',
      };
    },
    async recordPayment(_tx, payment) {
      if (voucher.paid + payment.amount > voucher.total) {
        const { HttpError } = await import('../../src/http/errors.js');
        throw new HttpError(409, 'This payment is more than the balance of the voucher.');
      }
      voucher.paid += payment.amount;
      recorded.push({ amount: payment.amount, reference: payment.reference });
      return { payment_id: 10_000 + recorded.length };
    },
  };

  it('records a confirmed payment once; a second confirmed checkout never over-pays', async () => {
    registerFeesPort(port);
    expectStatus(
      await call(QUAID_ADMIN, 'POST', '/payments/online/checkouts', {
        provider: 'sandbox',
        voucher_id: 41,
      }),
      409,
      'Your school does not offer this payment method.',
    );
    expectStatus(
      await call(QUAID_ADMIN, 'PUT', '/payments/online/settings/sandbox', { enabled: true }),
      200,
    );
    expectStatus(
      await call(QUAID_ADMIN, 'POST', '/payments/online/checkouts', {
        provider: 'sandbox',
        voucher_id: 41,
      }),
      404,
    );
    const first = (
      await call(PARENT, 'POST', '/payments/online/checkouts', {
        provider: 'sandbox',
        voucher_id: 41,
      })
    ).json();
    const second = (
      await call(PARENT, 'POST', '/payments/online/checkouts', {
        provider: 'sandbox',
        voucher_id: 41,
      })
    ).json();
    expect(first.amount).toBe(3000);
    expect(second.amount).toBe(3000);
    const secret = await sandboxSecret(t.db);
    const results = [first, second].map((c, i) =>
      sandboxSigned(
        {
          merchant: `SANDBOX-${IQBAL}`,
          txn_ref: c.txn_ref,
          amount: '3000',
          status: 'paid',
          sandbox_ref: `SBV${i}`,
        },
        secret,
      ),
    );
    // Both paid, each notified several times at once.
    const statuses = await Promise.all(
      [...results, ...results, ...results].map((fields) =>
        fetch(`${PUBLIC_URL}/api/payments/online/callback/sandbox`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        }).then((r) => r.status),
      ),
    );
    expect(statuses).toEqual(Array(6).fill(200));
    expect(recorded).toHaveLength(1);
    expect(voucher.paid).toBe(5000);
    const rows = await Promise.all([paymentRow(first.txn_ref), paymentRow(second.txn_ref)]);
    expect(rows.map((r) => r.status)).toEqual(['confirmed', 'confirmed']);
    expect(rows.filter((r) => r.refund_due)).toHaveLength(1);
    expect(rows.filter((r) => r.payment_id === 10_001)).toHaveLength(1);
    // Nothing left to pay.
    expectStatus(
      await call(PARENT, 'POST', '/payments/online/checkouts', {
        provider: 'sandbox',
        voucher_id: 41,
      }),
      409,
      'This voucher has nothing left to pay.',
    );
    const list = await call(
      IQBAL_ADMIN,
      'GET',
      '/payments/online/payments?status=confirmed&limit=2',
    );
    expectStatus(list, 200);
    expect(list.json().items).toHaveLength(2);
    expect(list.json().total).toBeGreaterThanOrEqual(5);
  });
});
