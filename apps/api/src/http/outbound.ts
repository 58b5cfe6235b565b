// The one way the service talks to addresses a school typed in (SMS gateway, WhatsApp base URL,
// Easypaisa base URL, SMTP host). A school admin controls those addresses, so without a guard
// "Send test" is a request forgery: the service would post the school's API key to the cloud
// metadata endpoint, the database or any port inside our network and report what came back.
//
// The guard:
// - https only; plain http only to hosts the operator lists in OUTBOUND_ALLOW_HTTP_HOSTS;
// - the address is checked where the socket is opened (undici's connector gets a `lookup` that
//   refuses non-public answers), so a name that resolves to a public address when checked and a
//   private one when connecting (DNS rebinding) has no gap to slip through; an IP written in
//   the URL is checked before anything is sent (there is no lookup to hook for it);
// - only public unicast addresses: loopback, private, link-local (169.254.169.254, the cloud
//   metadata address), CGNAT, unique-local (fd00::/8), unspecified, multicast, reserved and the
//   IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo) are refused; hosts in
//   OUTBOUND_ALLOW_PRIVATE_HOSTS are exempt (an operator's own relay; the tests' stand-ins);
// - redirects are followed by hand, each hop checked again, at most three, and the bearer token
//   is not carried to another origin;
// - one deadline for the whole exchange, and the answer's body is read up to a byte cap.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch } from 'undici';
import type { Detail } from './i18n/messages.js';
import { defineMessages } from './i18n/messages.js';

/** Something the guard refused before a byte left (scheme, address, redirect). */
export class OutboundRefused extends Error {
  constructor(readonly detail: Detail) {
    super(detail.en);
    this.name = 'OutboundRefused';
  }
}

/** The other end could not be reached, did not answer in time, or answered too much. */
export class OutboundFailed extends Error {
  /** `where`: the host, for the logs. */
  constructor(
    readonly detail: Detail,
    where?: string,
  ) {
    super(where ? `${detail.en} (${where})` : detail.en);
    this.name = 'OutboundFailed';
  }
}

export interface OutboundPolicy {
  /** Hosts (names or IPs, lower case) that may be reached over plain http. */
  allowHttpHosts: string[];
  /** Hosts whose private/loopback addresses are accepted. Never set by default. */
  allowPrivateHosts: string[];
}

/** Comma-separated host list of an environment variable. */
function hostList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((host) => bare(host.trim()))
    .filter(Boolean);
}

export function outboundPolicyFromEnv(
  env: Record<string, string | undefined> = process.env,
): OutboundPolicy {
  return {
    allowHttpHosts: hostList(env.OUTBOUND_ALLOW_HTTP_HOSTS),
    allowPrivateHosts: hostList(env.OUTBOUND_ALLOW_PRIVATE_HOSTS),
  };
}

let policy: OutboundPolicy = outboundPolicyFromEnv();

/** Sets the process's policy (the app does it from its Config at start). */
export function configureOutbound(next: OutboundPolicy): void {
  policy = {
    allowHttpHosts: next.allowHttpHosts.map(bare),
    allowPrivateHosts: next.allowPrivateHosts.map(bare),
  };
}

/** `[::1]` → `::1`, lower case. */
function bare(host: string): string {
  return host.replace(/^\[|\]$/g, '').toLowerCase();
}

/** True only for a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const text = bare(address);
  if (!ipaddr.isValid(text)) return false;
  let parsed = ipaddr.parse(text);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  // Everything ipaddr.js names (loopback, private, linkLocal, carrierGradeNat, uniqueLocal,
  // rfc6052, 6to4, teredo, reserved, …) is refused; only plain unicast goes out.
  return parsed.range() === 'unicast';
}

const MESSAGES = defineMessages('outbound', {
  scheme: {
    en: 'Only https addresses can be used here.',
    ur: 'یہاں صرف https پتے استعمال ہو سکتے ہیں۔',
  },
  address: {
    en: 'This address is on a private or reserved network, which the service does not contact.',
    ur: 'یہ پتہ نجی یا محفوظ نیٹ ورک پر ہے، جس سے سروس رابطہ نہیں کرتی۔',
  },
  redirects: {
    en: 'The address redirected too many times.',
    ur: 'اس پتے نے بہت زیادہ بار آگے بھیجا۔',
  },
  unreachable: { en: 'The address could not be reached.', ur: 'اس پتے تک رسائی نہیں ہو سکی۔' },
  timeout: { en: 'The address did not answer in time.', ur: 'اس پتے نے وقت پر جواب نہیں دیا۔' },
  tooLarge: { en: 'The answer from the address was too large.', ur: 'اس پتے کا جواب بہت بڑا تھا۔' },
  invalid: { en: 'This is not a valid web address.', ur: 'یہ درست ویب پتہ نہیں ہے۔' },
});

export const OUTBOUND_MESSAGES = MESSAGES;

/** Checks what can be checked from the URL alone (scheme, and an IP written in it). */
function checkOutboundUrl(input: string | URL): URL {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    throw new OutboundRefused(MESSAGES.invalid);
  }
  const host = bare(url.hostname);
  if (url.username || url.password) throw new OutboundRefused(MESSAGES.invalid);
  if (
    url.protocol !== 'https:' &&
    !(url.protocol === 'http:' && policy.allowHttpHosts.includes(host))
  ) {
    throw new OutboundRefused(MESSAGES.scheme);
  }
  if (isIP(host) && !policy.allowPrivateHosts.includes(host) && !isPublicAddress(host)) {
    throw new OutboundRefused(MESSAGES.address);
  }
  if (!isIP(host) && !policy.allowPrivateHosts.includes(host) && /(^|\.)localhost$/.test(host)) {
    throw new OutboundRefused(MESSAGES.address);
  }
  return url;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that answers only public addresses (or anything for an allow-listed host). */
function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const host = bare(hostname);
    const allowed = policy.allowPrivateHosts.includes(host);
    // One refused answer refuses the name: a mixed answer is how rebinding is usually staged.
    if (
      !allowed &&
      (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address)))
    ) {
      return callback(new OutboundRefused(MESSAGES.address), []);
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0] as LookupAddress;
    return callback(null, first.address, first.family);
  });
}

/** Resolves a host once and answers one checked address (for clients that take an IP, SMTP). */
export async function resolveOutboundHost(hostname: string): Promise<string> {
  const host = bare(hostname);
  if (isIP(host)) {
    if (!policy.allowPrivateHosts.includes(host) && !isPublicAddress(host)) {
      throw new OutboundRefused(MESSAGES.address);
    }
    return host;
  }
  return new Promise((resolve, reject) => {
    guardedLookup(host, { all: true }, (error, addresses) => {
      if (error) {
        reject(error instanceof OutboundRefused ? error : new OutboundFailed(MESSAGES.unreachable));
        return;
      }
      resolve((addresses as LookupAddress[])[0]?.address ?? '');
    });
  });
}

/** How long a save waits for DNS before letting the name through (the connect-time guard stays). */
const SAVE_LOOKUP_MS = 1_500;

/**
 * For a host an admin is saving (not yet contacting): an IP literal or `localhost` is judged at
 * once; a name is resolved once, and refused when it answers a private, loopback or metadata
 * address. A name that does not resolve (yet), or not within SAVE_LOOKUP_MS, is accepted: the
 * guard checks it again whenever it is contacted.
 */
export async function checkSavedHost(hostname: string): Promise<void> {
  const host = bare(hostname);
  if (!host) throw new OutboundRefused(MESSAGES.invalid);
  if (policy.allowPrivateHosts.includes(host)) return;
  if (isIP(host)) {
    if (!isPublicAddress(host)) throw new OutboundRefused(MESSAGES.address);
    return;
  }
  if (/(^|\.)localhost\.?$/.test(host)) throw new OutboundRefused(MESSAGES.address);
  let timer: NodeJS.Timeout | undefined;
  const resolved = resolveOutboundHost(host).then(
    () => undefined,
    (error: unknown) => (error instanceof OutboundRefused ? error : undefined),
  );
  const waited = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), SAVE_LOOKUP_MS);
  });
  const refused = await Promise.race([resolved, waited]);
  clearTimeout(timer);
  if (refused) throw refused;
}

/** A URL an admin is saving: checkOutboundUrl, then its host as checkSavedHost. */
export async function checkSavedUrl(input: string | URL): Promise<URL> {
  const url = checkOutboundUrl(input);
  await checkSavedHost(url.hostname);
  return url;
}

const agent = new Agent({
  connect: { lookup: guardedLookup as never },
  // Kept short: these are a few calls a minute, not a hot path.
  keepAliveTimeout: 4_000,
});

const MAX_REDIRECTS = 3;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 1024 * 1024;

type GuardedInit = RequestInit & { timeoutMs?: number; maxBytes?: number };

function refusedIn(error: unknown): OutboundRefused | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    if (current instanceof OutboundRefused) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

async function readCapped(response: Response, maxBytes: number, url: URL): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new OutboundFailed(MESSAGES.tooLarge);
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new OutboundFailed(MESSAGES.tooLarge, url.host);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * fetch for addresses a school typed in. Throws OutboundRefused (nothing was sent) or
 * OutboundFailed (network, timeout, oversize answer); the sentences are ours, never the other
 * side's. The answer is fully read (at most `maxBytes`, 1 MiB by default) before it is returned.
 */
export async function guardedFetch(input: string | URL, init: GuardedInit = {}): Promise<Response> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, maxBytes = DEFAULT_MAX_BYTES, ...rest } = init;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = rest.signal ? AbortSignal.any([rest.signal, deadline]) : deadline;
  let url = checkOutboundUrl(input);
  let method = (rest.method ?? 'GET').toUpperCase();
  let body = rest.body;
  const headers = new Headers(rest.headers);
  for (let hop = 0; ; hop++) {
    let response: Response;
    try {
      response = (await undiciFetch(url, {
        method,
        headers: Object.fromEntries(headers.entries()),
        body: body as never,
        redirect: 'manual',
        signal,
        dispatcher: agent,
      })) as unknown as Response;
    } catch (error) {
      const refused = refusedIn(error);
      if (refused) throw refused;
      if (deadline.aborted) throw new OutboundFailed(MESSAGES.timeout);
      throw new OutboundFailed(MESSAGES.unreachable);
    }
    const location = response.headers.get('location');
    // `redirect: 'manual'`: the caller checked this very address (a provider's own host) and a
    // redirect would leave it, so the 3xx is its answer.
    if (response.status >= 300 && response.status < 400 && location && rest.redirect !== 'manual') {
      await response.body?.cancel().catch(() => undefined);
      if (hop >= MAX_REDIRECTS) throw new OutboundRefused(MESSAGES.redirects);
      const next = checkOutboundUrl(new URL(location, url));
      if (next.origin !== url.origin) {
        headers.delete('authorization');
        headers.delete('cookie');
      }
      if (
        response.status === 303 ||
        ((response.status === 301 || response.status === 302) && method === 'POST')
      ) {
        method = 'GET';
        body = undefined;
        headers.delete('content-type');
      }
      url = next;
      continue;
    }
    let bytes: Uint8Array;
    try {
      bytes = await readCapped(response, maxBytes, url);
    } catch (error) {
      if (error instanceof OutboundFailed) throw error;
      if (deadline.aborted) throw new OutboundFailed(MESSAGES.timeout);
      throw new OutboundFailed(MESSAGES.unreachable);
    }
    const nullBody = [101, 204, 205, 304].includes(response.status);
    return new Response(nullBody ? null : bytes, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  }
}
