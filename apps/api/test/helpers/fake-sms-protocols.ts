// Local stand-ins for two real SMS protocols, built from their public descriptions (not from our
// adapters):
//  - Twilio's Messages API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json, Basic auth
//    (AccountSid:AuthToken), form-encoded To / From | MessagingServiceSid / Body /
//    StatusCallback → 201 JSON {sid, status: "queued", …}; errors {code, message, more_info,
//    status} (21211 invalid To, 21602 no Body, 20003 authentication, 20429 too many requests).
//    Then the status callbacks, form-encoded, signed X-Twilio-Signature = base64 HMAC-SHA1 of the
//    callback URL + the POST parameters sorted by name as name+value (Twilio, "Secure webhooks").
//  - A Pakistani branded-SMS gateway in the two public shapes: BizSMS
//    (GET /api-send-branded-sms.aspx?username&pass&text&masking&destinationnum&language, answer
//    "SMS Sent Successfully") and Veevo Tech (POST /v3/sendsms JSON {hash, receivernum,
//    sendernum, textmessage}, answer {"STATUS":"SUCCESSFUL","MESSAGE_ID":…}). Their delivery
//    reports are not public: this one calls a GET address with `msgid` and `status`
//    (DELIVRD / UNDELIV), the mapping a school would set for such a provider.
// Both count per second and answer "too many requests" past `perSecond` (the provider's limit).
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Traffic, trafficCounter } from './fake-providers.js';

async function rawOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function listen(server: Server, port = 0): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function closer(server: Server) {
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/** Requests in the current second past the limit are refused. */
function limiter(perSecond: number | undefined) {
  let second = 0;
  let used = 0;
  return {
    refused: 0,
    take(): boolean {
      if (!perSecond) return true;
      const now = Math.floor(Date.now() / 1000);
      if (now !== second) {
        second = now;
        used = 0;
      }
      used++;
      if (used > perSecond) {
        this.refused++;
        return false;
      }
      return true;
    },
  };
}

/** Delivers a provider's report to the service; answers the HTTP status (0: not reached). */
export type Deliver = (
  url: string,
  method: 'GET' | 'POST',
  body: string,
  headers: Record<string, string>,
) => Promise<number>;

/** Twilio's signature, as Twilio's "Secure webhooks" page describes it. */
export function twilioSign(token: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url);
  return createHmac('sha1', token).update(Buffer.from(data, 'utf-8')).digest('base64');
}

export interface FakeTwilio {
  /** The base URL (the adapter's `base_url`). */
  url: string;
  accepted: Record<string, string>[];
  requests: number;
  /** Numbers accepted, then reported undelivered (ErrorCode 30003, unreachable handset). */
  unreachable: Set<string>;
  limit: { refused: number };
  /** Status callbacks posted, with the service's answer. */
  callbacks: { url: string; status: number }[];
  /** Messages taken per second, 20429 refusals for concurrency, requests at once. */
  traffic: Traffic;
  /** Message-list reads (GET …/Messages.json). */
  lookups: number;
  settled(): Promise<void>;
  close(): Promise<void>;
}

export async function fakeTwilio(
  accountSid: string,
  authToken: string,
  options: {
    deliver?: Deliver;
    perSecond?: number;
    port?: number;
    /**
     * The account's REST API concurrency: more requests at once are answered 429 / 20429 and not
     * processed (Twilio, error 20429 "Too many requests").
     */
    maxConcurrent?: number;
    /** Milliseconds before each answer (the network and Twilio's own time). */
    latencyMs?: number;
    /** Runs once a message is accepted, before the answer goes back (the crash window). */
    afterAccept?: (message: Record<string, string>) => Promise<void> | void;
    /** Tries per status callback while the service does not take it (default 3, 100 ms apart). */
    callbackTries?: number;
    callbackRetryMs?: number;
  } = {},
): Promise<FakeTwilio> {
  const accepted: Record<string, string>[] = [];
  const unreachable = new Set<string>();
  const callbacks: { url: string; status: number }[] = [];
  const pending = new Set<Promise<void>>();
  const limit = limiter(options.perSecond);
  let requests = 0;
  let lookups = 0;
  let next = 1;
  const traffic = trafficCounter(null, options.maxConcurrent ?? null);
  const created: { sid: string; to: string; from: string; body: string; at: Date }[] = [];
  const server = createServer(async (request, response) => {
    requests++;
    const done = traffic.begin();
    response.on('close', done);
    const raw = await rawOf(request);
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    const reply = (status: number, payload: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    const error = (status: number, code: number, message: string) =>
      reply(status, {
        code,
        message,
        more_info: `https://www.twilio.com/docs/errors/${code}`,
        status,
      });
    const listPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
    const path = new URL(request.url ?? '/', 'http://twilio').pathname;
    if (path !== listPath || (request.method !== 'POST' && request.method !== 'GET')) {
      return error(404, 20404, 'The requested resource was not found');
    }
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return error(401, 20003, 'Authenticate');
    }
    if (traffic.tooMany()) return error(429, 20429, 'Too Many Requests');
    if (request.method === 'GET') {
      // "Read multiple Message resources": filters To / From, newest first, PageSize (≤ 1000).
      lookups++;
      const query = new URL(request.url ?? '/', 'http://twilio').searchParams;
      const size = Math.min(Number(query.get('PageSize') ?? 50) || 50, 1000);
      const messages = created
        .filter(
          (m) =>
            (!query.get('To') || m.to === query.get('To')) &&
            (!query.get('From') || m.from === query.get('From')),
        )
        .reverse()
        .slice(0, size)
        .map((m) => ({
          sid: m.sid,
          account_sid: accountSid,
          to: m.to,
          from: m.from,
          body: m.body,
          status: 'delivered',
          direction: 'outbound-api',
          date_created: m.at.toUTCString().replace('GMT', '+0000'),
        }));
      return reply(200, { messages, page: 0, page_size: size, uri: `${listPath}?${query}` });
    }
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
      return error(400, 20001, 'Unsupported content type');
    }
    if (!limit.take()) return error(429, 20429, 'Too Many Requests');
    const form = Object.fromEntries(new URLSearchParams(raw));
    if (!form.Body) return error(400, 21602, 'Message body is required.');
    if (!form.From && !form.MessagingServiceSid) {
      return error(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required");
    }
    if (!/^\+[1-9]\d{7,14}$/.test(form.To ?? '')) {
      return error(400, 21211, `The 'To' number ${form.To} is not a valid phone number.`);
    }
    const sid = `SM${(next++).toString(16).padStart(32, '0')}`;
    accepted.push({ ...form, sid });
    traffic.take();
    created.push({
      sid,
      to: form.To!,
      from: form.From ?? form.MessagingServiceSid ?? '',
      body: form.Body,
      at: new Date(),
    });
    await options.afterAccept?.({ ...form, sid });
    if (response.destroyed || request.socket.destroyed) return;
    reply(201, {
      sid,
      account_sid: accountSid,
      to: form.To,
      from: form.From ?? null,
      messaging_service_sid: form.MessagingServiceSid ?? null,
      body: form.Body,
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      error_code: null,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    });
    const callback = form.StatusCallback;
    const deliver = options.deliver;
    if (!callback || !deliver) return;
    const run = (async () => {
      const lost = unreachable.has(form.To!);
      for (const status of lost ? ['sent', 'undelivered'] : ['sent', 'delivered']) {
        const params: Record<string, string> = {
          AccountSid: accountSid,
          ApiVersion: '2010-04-01',
          From: form.From ?? '',
          MessageSid: sid,
          MessageStatus: status,
          SmsSid: sid,
          SmsStatus: status,
          To: form.To!,
          ...(status === 'undelivered' ? { ErrorCode: '30003' } : {}),
        };
        const body = new URLSearchParams(params).toString();
        for (let attempt = 0; attempt < (options.callbackTries ?? 3); attempt++) {
          const answer = await deliver(callback, 'POST', body, {
            'content-type': 'application/x-www-form-urlencoded',
            'x-twilio-signature': twilioSign(authToken, callback, params),
          }).catch(() => 0);
          callbacks.push({ url: callback, status: answer });
          if (answer >= 200 && answer < 300) break;
          await new Promise((resolve) => setTimeout(resolve, options.callbackRetryMs ?? 100));
        }
      }
    })().finally(() => pending.delete(run));
    pending.add(run);
  });
  const url = await listen(server, options.port);
  return {
    url,
    accepted,
    get requests() {
      return requests;
    },
    unreachable,
    limit,
    callbacks,
    traffic,
    get lookups() {
      return lookups;
    },
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
    close: closer(server),
  };
}

export interface FakePkGateway {
  url: string;
  /** Accepted messages: the parameters as the provider read them. */
  accepted: Record<string, string>[];
  /** Every request's full URL and body as received (what a provider's own logs would hold). */
  seen: string[];
  limit: { refused: number };
  /** Numbers accepted, then reported UNDELIV. */
  unreachable: Set<string>;
  reports: { url: string; status: number }[];
  settled(): Promise<void>;
  close(): Promise<void>;
}

export async function fakePkGateway(account: {
  /** BizSMS: username and pass; Veevo: the hash. */
  username?: string;
  password: string;
  /** Where this provider's delivery reports go (a GET with msgid and status), if anywhere. */
  reportUrl?: string;
  deliver?: Deliver;
  perSecond?: number;
  port?: number;
}): Promise<FakePkGateway> {
  const accepted: Record<string, string>[] = [];
  const seen: string[] = [];
  const unreachable = new Set<string>();
  const reports: { url: string; status: number }[] = [];
  const pending = new Set<Promise<void>>();
  const limit = limiter(account.perSecond);
  let next = 1;
  const report = (id: string, to: string) => {
    if (!account.reportUrl || !account.deliver) return;
    const target = new URL(account.reportUrl);
    target.searchParams.set('msgid', id);
    target.searchParams.set('status', unreachable.has(to) ? 'UNDELIV' : 'DELIVRD');
    const deliver = account.deliver;
    const run = (async () => {
      // The handset's report comes back later than the answer to the send.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const status = await deliver(target.toString(), 'GET', '', {}).catch(() => 0);
      reports.push({ url: target.toString(), status });
    })().finally(() => pending.delete(run));
    pending.add(run);
  };
  const server = createServer(async (request, response) => {
    const raw = await rawOf(request);
    seen.push(`${request.method} ${request.url} ${raw}`);
    const url = new URL(request.url ?? '/', 'http://gateway');
    const text = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(body);
    };
    const json = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/api-send-branded-sms.aspx' && request.method === 'GET') {
      const q = Object.fromEntries(url.searchParams);
      if (q.username !== account.username || q.pass !== account.password) {
        return text(200, 'Invalid Username or Password');
      }
      if (!limit.take()) return text(429, 'Too many requests');
      if (!q.masking || q.masking.length > 11) return text(200, 'Invalid Masking');
      if (!/^923\d{9}$/.test(q.destinationnum ?? '')) return text(200, 'Invalid Number');
      if (!q.text) return text(200, 'Empty Message');
      accepted.push(q);
      return text(200, 'SMS Sent Successfully');
    }
    if (url.pathname === '/v3/sendsms' && request.method === 'POST') {
      let body: Record<string, string> = {};
      try {
        body = JSON.parse(raw) as Record<string, string>;
      } catch {
        return json(400, { STATUS: 'ERROR', ERROR_DESCRIPTION: 'Invalid JSON' });
      }
      if (body.hash !== account.password) {
        return json(200, { STATUS: 'ERROR', ERROR_DESCRIPTION: 'Invalid hash' });
      }
      if (!limit.take()) return json(429, { STATUS: 'ERROR', ERROR_DESCRIPTION: 'Throttled' });
      if (!/^\+923\d{9}$/.test(body.receivernum ?? '')) {
        return json(200, { STATUS: 'ERROR', ERROR_DESCRIPTION: 'Invalid receiver' });
      }
      if (body.sendernum && body.sendernum.length > 11) {
        return json(200, { STATUS: 'ERROR', ERROR_DESCRIPTION: 'Invalid sender' });
      }
      const id = `VT${next++}`;
      accepted.push({ ...body, id });
      json(200, { STATUS: 'SUCCESSFUL', MESSAGE_ID: id });
      report(id, body.receivernum!);
      return;
    }
    return text(404, 'Not found');
  });
  const url = await listen(server, account.port);
  return {
    url,
    accepted,
    seen,
    limit,
    unreachable,
    reports,
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
    close: closer(server),
  };
}
