// Easypaisa's IPN is anonymous (a GET naming a status address the service then fetches), so:
// a flood from one source is throttled (429 with Retry-After, and no outbound request made for
// the refused ones), and whatever goes wrong on the network while fetching the status address
// (connection refused, a name that does not resolve, an answer that is not JSON, a timeout)
// answers 503 with Retry-After and a detail (Easypay repeats an IPN not answered 200), never a
// 500, with the payment unchanged. On the code before, the IPN had no limit at all, and an
// unreachable Easypay answered 502 without Retry-After.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MODULES_WITH_SCREENS } from '@watni/policy';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../src/db/schema/learning.js';
import { onlinePayments } from '../../src/db/schema/online-payments.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectStatus, IQBAL, IQBAL_ADMIN, IQBAL_STUDENT } from '../learning/helpers.js';
import { moduleId } from '../platform/helpers.js';

const UNREACHABLE_DETAIL =
  'The payment provider could not be reached: nothing changed; it is asked again later.';
const CALLBACK_LIMIT = 6;

let t: TestApp;
let call: ReturnType<typeof caller>;
let statusServer: Server;
let statusOrigin: string;
let statusHits = 0;
let txnRef: string;

beforeAll(async () => {
  statusServer = createServer((request, response) => {
    statusHits += 1;
    if (request.url?.startsWith('/html/')) {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>Service Unavailable</html>');
      return;
    }
    if (request.url?.startsWith('/hang/')) return; // never answers: the timeout decides
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => statusServer.listen(0, '127.0.0.1', resolve));
  statusOrigin = `http://127.0.0.1:${(statusServer.address() as AddressInfo).port}`;
  t = await createTestApp(
    {
      // A local stand-in for Easypay's host, one origin where nothing listens, and one whose
      // name does not resolve (.invalid is reserved for that: RFC 6761).
      easypaisaIpnOrigins: [statusOrigin, 'http://127.0.0.1:1', 'https://easypay.invalid'],
      rateLimits: {
        ...(await import('../../src/config.js')).testConfig().rateLimits,
        paymentCallbacks: { max: CALLBACK_LIMIT, windowSeconds: 60 },
      },
    },
    { modulesWithScreens: [...MODULES_WITH_SCREENS, 'fee-management'] },
  );
  call = caller(t);
  const fees = await moduleId(t, 'fee-management');
  expectStatus(await call(IQBAL_ADMIN, 'POST', `/modules/tenant/enable/${fees}`), 200);
  expectStatus(
    await call(IQBAL_ADMIN, 'PUT', '/payments/online/settings/easypaisa', {
      enabled: true,
      merchant_id: '77123',
      secret: 'K7M2Q9X4B6N1P3R8',
    }),
    200,
  );
  const [course] = await t.query((tx) =>
    tx
      .insert(courses)
      .values({
        tenant_id: IQBAL,
        title: 'IPN hardening course',
        description: 'A paid course for the IPN hardening tests.',
        price: '900',
        currency: 'PKR',
        is_published: true,
      })
      .returning({ id: courses.id }),
  );
  const enrolled = await call(IQBAL_STUDENT, 'POST', `/courses/${course!.id}/enroll`, {});
  expectStatus(enrolled, 201);
  const checkout = await call(IQBAL_STUDENT, 'POST', '/payments/online/checkouts', {
    provider: 'easypaisa',
    enrollment_id: enrolled.json().id,
  });
  expectStatus(checkout, 201);
  txnRef = checkout.json().txn_ref;
});

afterAll(async () => {
  await t?.close();
  statusServer?.closeAllConnections();
  await new Promise((resolve) => statusServer?.close(resolve));
});

const ipn = (statusUrl: string, remoteAddress: string) =>
  t.request({
    method: 'GET',
    url: `/api/payments/online/callback/easypaisa?url=${encodeURIComponent(statusUrl)}`,
    remoteAddress,
  });

async function paymentStatus() {
  const [row] = await t.query((tx) =>
    tx.select().from(onlinePayments).where(eq(onlinePayments.txn_ref, txnRef)),
  );
  return row!.status;
}

describe('a network error while asking Easypay', () => {
  it('answers 503 with Retry-After and a detail, never 500, and changes nothing', async () => {
    const cases = [
      `http://127.0.0.1:1/easypay-service/rest/v1/ipn/${txnRef}`,
      `https://easypay.invalid/easypay-service/rest/v1/ipn/${txnRef}`,
      `${statusOrigin}/html/${txnRef}`,
    ];
    for (const [index, statusUrl] of cases.entries()) {
      const response = await ipn(statusUrl, `198.51.100.${10 + index}`);
      expect(response.statusCode, `${statusUrl}: ${response.body}`).toBe(503);
      expect(response.headers['retry-after']).toBe('60');
      expect(response.json().detail).toBe(UNREACHABLE_DETAIL);
    }
    expect(await paymentStatus()).toBe('pending');
  });
});

describe('a flood of IPNs from one source', () => {
  it('is throttled: 429 with Retry-After, and no status fetch for the refused ones', async () => {
    const source = '203.0.113.7';
    const hitsBefore = statusHits;
    const answers: number[] = [];
    for (let i = 0; i < CALLBACK_LIMIT + 4; i += 1) {
      answers.push((await ipn(`${statusOrigin}/missing/${txnRef}`, source)).statusCode);
    }
    expect(answers.slice(0, CALLBACK_LIMIT).every((status) => status !== 429)).toBe(true);
    expect(answers.slice(CALLBACK_LIMIT)).toEqual([429, 429, 429, 429]);
    expect(statusHits - hitsBefore).toBe(CALLBACK_LIMIT);
    const refused = await ipn(`${statusOrigin}/missing/${txnRef}`, source);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().detail).toMatch(/^Too many attempts/);
    // Another source is counted on its own.
    expect((await ipn(`${statusOrigin}/missing/${txnRef}`, '203.0.113.8')).statusCode).not.toBe(
      429,
    );
    expect(await paymentStatus()).toBe('pending');
  });
});
