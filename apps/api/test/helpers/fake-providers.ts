// Local servers that answer as the providers do: an HTTP SMS gateway (our documented
// protocol, deduping by `reference`) and the WhatsApp Cloud API's template-message endpoint.
// Each can be told to fail the next N requests (5xx) or rate-limit (429).
// Both also report back as the providers do once a message is accepted: the
// gateway posts a signed delivery report (DLR) and WhatsApp posts signed status webhooks
// (sent, then delivered, or failed for an `undeliverable` number), retrying a report the service
// did not take (as Meta retries webhooks), through `reportTo`.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeProvider {
  url: string;
  /** Every request body received (accepted or not). */
  requests: Record<string, unknown>[];
  /** Accepted messages (one per reference for the SMS gateway). */
  accepted: Record<string, unknown>[];
  failNext(count: number, status?: number): void;
  /** Numbers refused for good (WhatsApp: 131026 undeliverable). */
  refused: Set<string>;
  /** Numbers accepted, then reported failed (the phone is off, the number is gone). */
  undeliverable: Set<string>;
  /** Where and how to post the reports (null: none, the default). */
  reportTo(options: ReportOptions | null): void;
  /** Every report posted: its raw body and the service's answer (0: not reached). */
  reports: { body: string; status: number }[];
  /** Resolves once every report started so far has been taken (or given up). */
  reported(): Promise<void>;
  close(): Promise<void>;
}

/** Posts one report to the service; answers the HTTP status (throws: not reached). */
export type ReportSender = (body: string, headers: Record<string, string>) => Promise<number>;

export interface ReportOptions {
  send: ReportSender;
  /** The school's callback secret (SMS) or app secret (WhatsApp): the HMAC key. */
  secret: string;
  /** Tries while the service does not answer 2xx (default 5), this far apart (default 200 ms). */
  tries?: number;
  retryMs?: number;
}

function reporter() {
  let options: ReportOptions | null = null;
  const reports: { body: string; status: number }[] = [];
  const pending = new Set<Promise<void>>();
  const post = async (payloads: object[], header: string) => {
    if (!options) return;
    const { send, secret, tries = 5, retryMs = 200 } = options;
    for (const payload of payloads) {
      const body = JSON.stringify(payload);
      const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
      for (let attempt = 1; attempt <= tries; attempt++) {
        const status = await send(body, {
          'content-type': 'application/json',
          [header]: signature,
        }).catch(() => 0);
        reports.push({ body, status });
        if (status >= 200 && status < 300) break;
        await new Promise((resolve) => setTimeout(resolve, retryMs));
      }
    }
  };
  return {
    reports,
    configure(next: ReportOptions | null) {
      options = next;
    },
    /** Posts the payloads in order, in the background (the provider's own pace). */
    start(payloads: object[], header: string) {
      if (!options) return;
      const run: Promise<void> = post(payloads, header).finally(() => pending.delete(run));
      pending.add(run);
    },
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

/** What a stand-in saw: messages taken per calendar second, refusals, requests at once. */
export interface Traffic {
  /** Messages taken (not refused by the limit) per calendar second (epoch seconds). */
  perSecond: Map<number, number>;
  /** Requests refused for the limit. */
  refused: number;
  /** When each refusal happened (epoch ms), to place them on a run's timeline. */
  refusedAt: number[];
  /** Most requests under way at once. */
  peakConcurrent: number;
  /** The most messages taken in one calendar second. */
  peak(): number;
}

/** Counts per calendar second (as providers count) and refuses past `limit` in a second. */
export function trafficCounter(limit: number | null, maxConcurrent: number | null = null) {
  const perSecond = new Map<number, number>();
  let running = 0;
  const traffic = {
    perSecond,
    refused: 0,
    refusedAt: [] as number[],
    peakConcurrent: 0,
    peak: () => Math.max(0, ...perSecond.values()),
    /** A request arrives; the answer is the call when it ends. Over maxConcurrent: refused. */
    begin(): () => void {
      running++;
      traffic.peakConcurrent = Math.max(traffic.peakConcurrent, running);
      let ended = false;
      return () => {
        if (!ended) running--;
        ended = true;
      };
    },
    tooMany(): boolean {
      if (maxConcurrent === null || running <= maxConcurrent) return false;
      traffic.refused++;
      traffic.refusedAt.push(Date.now());
      return true;
    },
    /** Takes one message in this second, or refuses it (counted) past the limit. */
    take(): boolean {
      const second = Math.floor(Date.now() / 1000);
      const used = perSecond.get(second) ?? 0;
      if (limit !== null && used >= limit) {
        traffic.refused++;
        traffic.refusedAt.push(Date.now());
        return false;
      }
      perSecond.set(second, used + 1);
      return true;
    },
  };
  return traffic;
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

async function listen(server: Server, port = 0): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export interface SmsGatewayOptions {
  /** A port of the caller's reserved range (0: any free port). */
  port?: number;
  /**
   * Runs after a message is accepted (stored by reference) and before the answer goes back:
   * the crash test kills the service here, so the message is at the gateway but the service
   * never hears so.
   */
  afterAccept?: (message: Record<string, unknown>) => Promise<void> | void;
}

export async function fakeSmsGateway(
  apiKey: string,
  options: SmsGatewayOptions = {},
): Promise<FakeProvider> {
  const requests: Record<string, unknown>[] = [];
  const byReference = new Map<string, Record<string, unknown>>();
  const undeliverable = new Set<string>();
  const reports = reporter();
  let failures: { count: number; status: number } = { count: 0, status: 503 };
  let next = 1;
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    requests.push(body);
    const reply = (status: number, payload: object, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(payload));
    };
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return reply(401, { error: 'invalid api key' });
    }
    if (failures.count > 0) {
      failures.count--;
      return failures.status === 429
        ? reply(429, { error: 'too many requests' }, { 'retry-after': '1' })
        : reply(failures.status, { error: 'gateway unavailable' });
    }
    if (typeof body.to !== 'string' || !/^\+923\d{9}$/.test(body.to)) {
      return reply(400, { error: 'invalid number' });
    }
    const reference = String(body.reference ?? '');
    const seen = byReference.get(reference);
    if (seen) return reply(200, { id: seen.id, status: 'duplicate' });
    const accepted = { ...body, id: `sms-${next++}` };
    byReference.set(reference, accepted);
    const lost = undeliverable.has(String(body.to));
    reports.start(
      [
        {
          id: accepted.id,
          reference,
          status: lost ? 'undelivered' : 'delivered',
          error: lost ? 'Absent subscriber' : null,
          timestamp: new Date().toISOString(),
        },
      ],
      'x-signature',
    );
    await options.afterAccept?.(accepted);
    if (response.destroyed || request.socket.destroyed) return;
    return reply(200, { id: accepted.id, status: 'accepted' });
  });
  const url = await listen(server, options.port);
  return {
    url: `${url}/v1/messages`,
    requests,
    refused: new Set(),
    undeliverable,
    reportTo: reports.configure,
    reports: reports.reports,
    reported: reports.settled,
    get accepted() {
      return [...byReference.values()];
    },
    failNext(count, status = 503) {
      failures = { count, status };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function fakeWhatsappCloud(
  phoneNumberId: string,
  token: string,
  options: {
    port?: number;
    /** As the SMS gateway's: runs once a message is accepted, before the answer goes back. */
    afterAccept?: (message: Record<string, unknown>) => Promise<void> | void;
    /** Language codes the school's templates are approved in (default en, ur). */
    languages?: string[];
    /**
     * Meta's throughput per business phone number (80 messages a second by default; "Throughput",
     * Meta for Developers): past it in one calendar second, error 130429 (HTTP 429), not sent.
     */
    perSecond?: number;
    /** Milliseconds before each answer (the network and Meta's own time). */
    latencyMs?: number;
  } = {},
): Promise<FakeProvider & { windows: Set<string>; traffic: Traffic }> {
  const requests: Record<string, unknown>[] = [];
  const accepted: Record<string, unknown>[] = [];
  /** Numbers that wrote within 24 hours (free-form text allowed). */
  const windows = new Set<string>();
  const languages = options.languages ?? ['en', 'ur'];
  const refused = new Set<string>();
  const undeliverable = new Set<string>();
  const reports = reporter();
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  let next = 1;
  const traffic = trafficCounter(options.perSecond ?? null);
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    requests.push(body);
    const done = traffic.begin();
    response.on('close', done);
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    const reply = (status: number, payload: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    const error = (status: number, message: string, code: number) =>
      reply(status, { error: { message, type: 'OAuthException', code, fbtrace_id: 'Afake' } });
    if (request.method !== 'POST' || request.url !== `/v21.0/${phoneNumberId}/messages`) {
      return error(404, 'Unknown path', 100);
    }
    if (request.headers.authorization !== `Bearer ${token}`) {
      return error(401, 'Invalid OAuth access token.', 190);
    }
    if (!traffic.take()) return error(429, '(#130429) Rate limit hit', 130429);
    if (failures.count > 0) {
      failures.count--;
      return failures.status === 429
        ? error(429, '(#130429) Rate limit hit', 130429)
        : error(failures.status, 'Service temporarily unavailable', 2);
    }
    const template = body.template as
      | { name?: string; language?: { code?: string }; components?: unknown[] }
      | undefined;
    if (body.messaging_product === 'whatsapp' && body.type === 'text') {
      // Free-form text: only inside the 24-hour customer service window (131047 otherwise).
      const text = (body.text as { body?: unknown } | undefined)?.body;
      if (typeof text !== 'string' || !text.length || text.length > 4096) {
        return error(400, '(#100) Invalid parameter', 100);
      }
      if (!windows.has(String(body.to))) {
        return error(
          400,
          '(#131047) Re-engagement message: more than 24 hours have passed since the recipient last replied',
          131047,
        );
      }
    } else if (
      body.messaging_product !== 'whatsapp' ||
      body.type !== 'template' ||
      !template?.name ||
      !languages.includes(template.language?.code ?? '')
    ) {
      return error(400, '(#100) Invalid parameter', 100);
    } else {
      // Meta's rules for body parameters (netflie/whatsapp-cloud-api issue 201,
      // dimagi/open-chat-studio PR 4277): no newline, tab or run of more than four spaces
      // (132018), none empty (131008), at most 1,024 characters each.
      const components = (template.components ?? []) as {
        type?: string;
        parameters?: { type?: string; text?: unknown }[];
      }[];
      for (const component of components) {
        for (const parameter of component.parameters ?? []) {
          const text = parameter.text;
          if (typeof text !== 'string' || !text.length) {
            return error(400, '(#131008) Required parameter is missing', 131008);
          }
          if (/[\n\r\t]| {5,}/.test(text)) {
            return error(
              400,
              '(#132018) Param text cannot have new-line/tab characters or more than 4 consecutive spaces',
              132018,
            );
          }
          if (text.length > 1024) {
            return error(400, '(#132005) Translated text too long', 132005);
          }
        }
      }
    }
    if (typeof body.to !== 'string' || !/^923\d{9}$/.test(body.to) || refused.has(body.to)) {
      return error(400, '(#131026) Message undeliverable', 131026);
    }
    const id = `wamid.fake${next++}`;
    accepted.push({ ...body, id });
    // Meta's status webhooks: `sent`, then `delivered` (or `failed` with its errors).
    const status = (state: string, extra: object = {}) => ({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA-FAKE',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550000000', phone_number_id: phoneNumberId },
                statuses: [
                  {
                    id,
                    status: state,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    recipient_id: body.to,
                    biz_opaque_callback_data: body.biz_opaque_callback_data,
                    ...extra,
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    reports.start(
      undeliverable.has(String(body.to))
        ? [
            status('failed', {
              errors: [{ code: 131026, title: 'Message undeliverable', message: 'Undeliverable' }],
            }),
          ]
        : [status('sent'), status('delivered')],
      'x-hub-signature-256',
    );
    await options.afterAccept?.({ ...body, id });
    if (response.destroyed || request.socket.destroyed) return;
    return reply(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id }],
    });
  });
  const url = await listen(server, options.port);
  return {
    url: `${url}/v21.0`,
    requests,
    accepted,
    windows,
    traffic,
    refused,
    undeliverable,
    reportTo: reports.configure,
    reports: reports.reports,
    reported: reports.settled,
    failNext(count, status = 500) {
      failures = { count, status };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
