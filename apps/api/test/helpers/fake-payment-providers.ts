// Local servers that play JazzCash's and Easypaisa's side of their hosted checkouts (issue 20,
// part B), written from their merchant guides (see docs/fees.md "Online payment"), not from our
// adapters: each checks what the merchant sends (JazzCash's pp_SecureHash, Easypaisa's encrypted
// merchantHashedReq), keeps its own orders, and notifies the merchant as the provider does
// (JazzCash: a signed IPN form post; Easypaisa: a GET to the IPN URL naming its status listener,
// which answers the order's status as JSON).
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
  return createHmac('sha256', salt).update(message).digest('hex').toUpperCase();
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
    send(response, 404, 'not found', 'text/plain');
  });
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
    { form: Record<string, string>; status: string; amount: string; transactionId: string }
  >;
  close(): Promise<void>;
}

/** Easypay's Index.jsf → auth_token → Confirm.jsf → paid, its IPN and its status listener. */
export async function fakeEasypaisa(options: {
  port: number;
  storeId: string;
  hashKey: string;
  /** The merchant's IPN URL as set in Easypay's merchant portal. */
  ipnUrl: string;
}): Promise<FakeEasypaisa> {
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
        const decipher = createDecipheriv('aes-128-ecb', Buffer.from(options.hashKey), null);
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
      order.status = 'PAID';
      order.transactionId = String(++sequence);
      // The IPN: Easypay tells the merchant where to read the order's status.
      const listener = `${base}/easypay-service/PartnerBusinessService/IPNer/${options.storeId}/${orderRef}`;
      await fetch(`${options.ipnUrl}?url=${encodeURIComponent(listener)}`);
      const back = new URL(form.postBackURL!);
      back.searchParams.set('status', '0000');
      back.searchParams.set('desc', 'Success');
      back.searchParams.set('orderRefNumber', orderRef);
      response.writeHead(302, { location: back.toString() });
      return response.end();
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
          payment_method: 'MA',
          transaction_id: order.transactionId,
          transaction_amount: order.amount,
          order_status: order.status,
          description: order.status === 'PAID' ? 'Payment successful' : 'Awaiting payment',
        }),
        'application/json',
      );
    }
    send(response, 404, 'not found', 'text/plain');
  });
  base = await listen(server, options.port);
  return { url: base, refused, orders, close: () => close(server) };
}
