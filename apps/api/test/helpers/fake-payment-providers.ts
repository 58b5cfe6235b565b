// Local servers that play JazzCash's and Easypaisa's side of their hosted checkouts, written from
// the public integrations listed in docs/payments.md (not from our adapters): each checks what
// the merchant sends (JazzCash's pp_SecureHash as aakilarosegethub/apnafund public/jazz.php
// computes it, lower-case hex; Easypaisa's merchantHashedReq as shaan360/telenor-easypay
// payWithEasypay.php encrypts it, AES-ECB with a 16/24/32-character key), keeps its own orders,
// and notifies the merchant as those integrations expect (JazzCash: a signed IPN form post;
// Easypaisa: a GET to the IPN URL with `url`, its status address, answering `transaction_status`
// etc. as FahadYousafMahar/Easypay-WHMCS-Gateway callback/EasyPay.php reads them; the inquiry API
// with the `Credentials` header as Asad06124/easypaisa_flutter lib/src/easypaisa_flutter.dart
// sends it).
import { createDecipheriv, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'node:querystring';

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const parsed = parse(Buffer.concat(chunks).toString('utf8'));
  return Object.fromEntries(
    Object.entries(parsed).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : (v ?? '')]),
  );
}

async function listen(server: Server, port: number): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

function send(response: ServerResponse, status: number, body: string, type = 'text/html') {
  response.writeHead(status, { 'content-type': type });
  response.end(body);
}

/** JazzCash's rule, written out again: salt & the non-empty pp fields' values in name order. */
function jazzHash(fields: Record<string, string>, salt: string): string {
  const names = Object.keys(fields)
    .filter((n) => n.startsWith('pp') && n !== 'pp_SecureHash' && fields[n] !== '')
    .sort();
  const message = `${salt}&${names.map((n) => fields[n]).join('&')}`;
  return createHmac('sha256', salt).update(message).digest('hex');
}

export interface FakeJazzCash {
  url: string;
  /** Checkout posts refused (bad hash, wrong merchant or password). */
  refused: Record<string, string>[];
  /** Orders the checkout page accepted, by pp_TxnRefNo. */
  orders: Map<string, Record<string, string>>;
  /** The payer pays (or fails, with another code): JazzCash posts its IPN to the merchant and
   * returns the signed fields the browser then posts to pp_ReturnURL. */
  complete(
    txnRef: string,
    outcome?: { code?: string; amountPaisa?: string },
  ): Promise<{
    returnUrl: string;
    fields: Record<string, string>;
    ipnStatus: number;
    ipnAnswer: Record<string, string>;
  }>;
  signed(fields: Record<string, string>, salt?: string): Record<string, string>;
  /** Status inquiries received; what the inquiry answers per order (pp_PaymentResponseCode). */
  inquiries: { count: number };
  statusOf: Map<string, string>;
  close(): Promise<void>;
}

export async function fakeJazzCash(options: {
  port: number;
  merchantId: string;
  password: string;
  salt: string;
  /** The merchant's IPN URL as set in JazzCash's merchant portal. */
  ipnUrl: string;
}): Promise<FakeJazzCash> {
  const refused: Record<string, string>[] = [];
  const orders = new Map<string, Record<string, string>>();
  let sequence = 100000;
  const server = createServer(async (request, response) => {
    if (
      request.method === 'POST' &&
      request.url === '/CustomerPortal/transactionmanagement/merchantform/'
    ) {
      const form = await formOf(request);
      const ok =
        form.pp_SecureHash === jazzHash(form, options.salt) &&
        form.pp_MerchantID === options.merchantId &&
        form.pp_Password === options.password &&
        form.pp_Version === '1.1' &&
        /^\d+$/.test(form.pp_Amount ?? '') &&
        !!form.pp_TxnRefNo &&
        !!form.pp_ReturnURL;
      if (!ok) {
        refused.push(form);
        return send(
          response,
          200,
          '<p>Sorry! Your transaction was not successful. Invalid hash.</p>',
        );
      }
      orders.set(form.pp_TxnRefNo!, form);
      return send(response, 200, '<h1>JazzCash</h1><p>Enter your mobile account number.</p>');
    }
    if (request.method === 'POST' && request.url === '/ApplicationAPI/API/PaymentInquiry/Inquire') {
      inquiries.count += 1;
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const asked = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>;
      const ok =
        asked.pp_SecureHash === jazzHash(asked, options.salt) &&
        asked.pp_MerchantID === options.merchantId &&
        asked.pp_Password === options.password;
      const order = orders.get(asked.pp_TxnRefNo ?? '');
      const answer = signed(
        !ok || !order
          ? { pp_ResponseCode: ok ? '110' : '115', pp_ResponseMessage: 'Not found or invalid hash' }
          : {
              pp_ResponseCode: '000',
              pp_ResponseMessage: 'Thank you for Using JazzCash, your transaction was successful.',
              pp_PaymentResponseCode: statusOf.get(asked.pp_TxnRefNo!) ?? '157',
              pp_TxnRefNo: asked.pp_TxnRefNo!,
              pp_Amount: order.pp_Amount!,
              pp_RetreivalReferenceNo: statusOf.get(asked.pp_TxnRefNo!) === '000' ? '26777' : '',
            },
      );
      return send(response, 200, JSON.stringify(answer), 'application/json');
    }
    send(response, 404, 'not found', 'text/plain');
  });
  const inquiries = { count: 0 };
  /** What the inquiry says of an order (pp_PaymentResponseCode): 157 until set. */
  const statusOf = new Map<string, string>();
  const url = await listen(server, options.port);
  const signed = (fields: Record<string, string>, salt = options.salt) => ({
    ...fields,
    pp_SecureHash: jazzHash(fields, salt),
  });
  return {
    url,
    refused,
    orders,
    signed,
    inquiries,
    statusOf,
    async complete(txnRef, outcome = {}) {
      const order = orders.get(txnRef);
      if (!order) throw new Error(`JazzCash has no order ${txnRef}`);
      const code = outcome.code ?? '000';
      const fields = signed({
        pp_Amount: outcome.amountPaisa ?? order.pp_Amount!,
        pp_AuthCode: code === '000' ? String(++sequence) : '',
        pp_BillReference: order.pp_BillReference!,
        pp_Language: 'EN',
        pp_MerchantID: order.pp_MerchantID!,
        pp_ResponseCode: code,
        pp_ResponseMessage:
          code === '000'
            ? 'Thank you for Using JazzCash, your transaction was successful.'
            : 'Transaction failed.',
        pp_RetreivalReferenceNo: code === '000' ? `26${sequence}` : '',
        pp_SubMerchantId: '',
        pp_TxnCurrency: 'PKR',
        pp_TxnDateTime: order.pp_TxnDateTime!,
        pp_TxnRefNo: txnRef,
        pp_TxnType: 'MWALLET',
        pp_Version: '1.1',
      });
      const ipn = await fetch(options.ipnUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      const ipnAnswer = (await ipn.json()) as Record<string, string>;
      return { returnUrl: order.pp_ReturnURL!, fields, ipnStatus: ipn.status, ipnAnswer };
    },
    close: () => close(server),
  };
}

export interface FakeEasypaisa {
  url: string;
  refused: Record<string, string>[];
  /** Orders by orderRefNum: what was posted and the status Easypaisa reports. */
  orders: Map<
    string,
    {
      form: Record<string, string>;
      status: string;
      amount: string;
      transactionId: string;
      method: string;
      token: string;
      tokenExpiry: string;
    }
  >;
  /** Inquiries received (and refused for wrong credentials). */
  inquiries: { count: number; refused: number };
  /** The payer pays an OTC token at a shop: Easypay marks it PAID and sends the IPN. */
  payAtShop(orderRef: string): Promise<number>;
  /** Sends the IPN for an order again (as Easypay does when unanswered). */
  sendIpn(orderRef: string): Promise<number>;
  /** The status address of an order (as Easypay puts it in the IPN's `url`). */
  statusUrl(orderRef: string): string;
  close(): Promise<void>;
}

/** Easypay's Index.jsf → auth_token → Confirm.jsf → paid, its IPN and its status listener. */
export async function fakeEasypaisa(options: {
  port: number;
  storeId: string;
  hashKey: string;
  /** The merchant's IPN URL as set in Easypay's merchant portal. */
  ipnUrl: string;
  /** The inquiry API's credentials. */
  apiUsername?: string;
  apiPassword?: string;
}): Promise<FakeEasypaisa> {
  const inquiries = { count: 0, refused: 0 };
  const refused: Record<string, string>[] = [];
  const orders: FakeEasypaisa['orders'] = new Map();
  const tokens = new Map<string, string>();
  let sequence = 5000;
  let base = '';
  const server = createServer(async (request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    if (request.method === 'POST' && path === '/easypay/Index.jsf') {
      const form = await formOf(request);
      let plain = '';
      try {
        const key = Buffer.from(options.hashKey);
        const decipher = createDecipheriv(`aes-${key.length * 8}-ecb`, key, null);
        plain = Buffer.concat([
          decipher.update(form.merchantHashedReq ?? '', 'base64'),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        plain = '';
      }
      const expected = Object.keys(form)
        .filter((n) => n !== 'merchantHashedReq' && form[n] !== '')
        .sort()
        .map((n) => `${n}=${form[n]}`)
        .join('&');
      if (plain !== expected || form.storeId !== options.storeId || !form.orderRefNum) {
        refused.push(form);
        return send(response, 200, '<p>Invalid request: hash mismatch.</p>');
      }
      orders.set(form.orderRefNum, {
        form,
        status: 'INITIATED',
        amount: form.amount!,
        transactionId: '',
        method: '',
        token: '',
        tokenExpiry: '',
      });
      const token = `T${++sequence}`;
      tokens.set(token, form.orderRefNum);
      const back = new URL(form.postBackURL!);
      back.searchParams.set('auth_token', token);
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    if (request.method === 'POST' && path === '/easypay/Confirm.jsf') {
      const form = await formOf(request);
      const orderRef = tokens.get(form.auth_token ?? '');
      const order = orderRef ? orders.get(orderRef) : undefined;
      if (!order || !orderRef) return send(response, 400, 'unknown token', 'text/plain');
      order.transactionId = String(++sequence);
      const back = new URL(form.postBackURL!);
      // What the payer picks on Easypay's own page (not a merchant field): the test says it here.
      if (form.payer_choice === 'OTC') {
        // A token to pay at a shop: the browser comes back with it (Easypay-WHMCS-Gateway
        // callback/EasyPay.php reads `paymentToken` and `orderRefNumber`); no IPN until paid.
        order.status = 'PENDING';
        order.method = 'OTC';
        order.token = String(40000000 + sequence);
        order.tokenExpiry = '20260320 235959';
        back.searchParams.set('paymentToken', order.token);
        back.searchParams.set('orderRefNumber', orderRef);
      } else {
        order.status = 'PAID';
        order.method = 'MA';
        await ipn(orderRef);
        // statusEasypay.php reads `status` ("0000" paid) and `orderRefNumber`.
        back.searchParams.set('status', '0000');
        back.searchParams.set('desc', 'Success');
        back.searchParams.set('orderRefNumber', orderRef);
      }
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    if (request.method === 'POST' && path === '/easypay-service/rest/v4/inquire-transaction') {
      inquiries.count += 1;
      const expected = Buffer.from(`${options.apiUsername}:${options.apiPassword}`).toString(
        'base64',
      );
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const asked = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>;
      if (!options.apiUsername || request.headers.credentials !== expected) {
        inquiries.refused += 1;
        return send(response, 401, JSON.stringify({ responseCode: '0001' }), 'application/json');
      }
      const order = orders.get(asked.orderId ?? '');
      if (!order || String(asked.storeId) !== options.storeId) {
        return send(
          response,
          200,
          JSON.stringify({ responseCode: '0003', responseDesc: 'Order not found' }),
          'application/json',
        );
      }
      return send(
        response,
        200,
        JSON.stringify({
          orderId: asked.orderId,
          storeId: Number(options.storeId),
          transactionId: order.transactionId,
          transactionStatus: order.status,
          transactionAmount: order.amount,
          paymentToken: order.token || null,
          paymentTokenExpiryDateTime: order.tokenExpiry || null,
          paymentMode: order.method,
          responseCode: '0000',
          responseDesc: 'SUCCESS',
        }),
        'application/json',
      );
    }
    const listener = /^\/easypay-service\/PartnerBusinessService\/IPNer\/([^/]+)\/([^/]+)$/.exec(
      path,
    );
    if (request.method === 'GET' && listener) {
      const order = orders.get(listener[2]!);
      if (!order || listener[1] !== options.storeId) {
        return send(
          response,
          404,
          JSON.stringify({ error: 'order not found' }),
          'application/json',
        );
      }
      return send(
        response,
        200,
        JSON.stringify({
          order_id: listener[2],
          store_id: options.storeId,
          store_name: 'Iqbal Public School',
          payment_method: order.method,
          transaction_id: order.transactionId,
          transaction_amount: order.amount,
          // The status field the public integrations read (FahadYousafMahar/Easypay-WHMCS-Gateway
          // callback/EasyPay.php: `$obj->transaction_status`, PAID when paid).
          transaction_status: order.status,
        }),
        'application/json',
      );
    }
    send(response, 404, 'not found', 'text/plain');
  });
  const statusUrl = (orderRef: string) =>
    `${base}/easypay-service/PartnerBusinessService/IPNer/${options.storeId}/${orderRef}`;
  // The IPN: Easypay tells the merchant where to read the order's status.
  async function ipn(orderRef: string): Promise<number> {
    const answer = await fetch(`${options.ipnUrl}?url=${encodeURIComponent(statusUrl(orderRef))}`);
    return answer.status;
  }
  base = await listen(server, options.port);
  return {
    url: base,
    refused,
    orders,
    inquiries,
    statusUrl,
    sendIpn: ipn,
    async payAtShop(orderRef) {
      const order = orders.get(orderRef);
      if (!order) throw new Error(`Easypay has no order ${orderRef}`);
      order.status = 'PAID';
      return ipn(orderRef);
    },
    close: () => close(server),
  };
}
