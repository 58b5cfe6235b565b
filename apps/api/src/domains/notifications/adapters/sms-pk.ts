// Pakistani branded-SMS gateways: simple GET or POST calls with the credentials, the destination
// (92XXXXXXXXXX), the text, the mask (the PTA-approved sender name, at most 11 characters) and
// often a language/Unicode flag. No two providers name their parameters alike, so the adapter
// is configured per school (channel settings); the presets hold the shapes public code shows:
//   bizsms  GET  api.bizsms.pk/api-send-branded-sms.aspx?username=&pass=&text=&masking=
//                &destinationnum=92…&language=English — success: the answer says
//                "SMS Sent Successfully" (public code in the `code` corpus; the Urdu value of
//                `language` is not in any public source we found: "Urdu" is assumed, settable)
//   veevo   POST api.veevotech.com/v3/sendsms JSON {hash, receivernum, sendernum, textmessage}
//                (repo ahsan-Zunf/Zunf-Medicare-Website, Backend/VEEVOTECH_SETUP.md) — success:
//                {"STATUS":"SUCCESSFUL","MESSAGE_ID":"…"} (public tests in the `code` corpus)
//   telenor GET  telenorcsms.com.pk:27677/corporate_sms2/api/auth.jsp?msisdn=&password= → a
//                session id in <data>…</data>; then sendsms.jsp?session_id=&to=&text=&mask=
//                (repo theyasirahmad/rayeebackendremote, dashboard/deployedSMS/oldindex2.php) —
//                an answer whose <response> starts with "Error" failed.
// Credentials travel in the query string for GET providers: the URL is built here and never
// leaves this file — no log line, no stored reason, no API answer holds it (reasons carry the
// HTTP status and the mapped outcome only; test/notifications/sms-protocols.test.ts checks the
// service's log).
import { smsShape } from './sms-segments.js';
import { type Adapter, DeliveryError, post } from './types.js';

interface PkSmsSettings {
  method: 'GET' | 'POST';
  url: string;
  /** POST body: form-encoded or JSON (GET: everything in the query string). */
  body: 'form' | 'json';
  param_to: string;
  param_text: string;
  param_mask: string;
  /** The account name parameter (empty: the provider takes the key alone). */
  param_user: string;
  /** The key/password parameter (the channel's secret goes there). */
  param_secret: string;
  /** The language/Unicode flag parameter (empty: none) and its two values. */
  param_unicode: string;
  unicode_on: string;
  unicode_off: string;
  /** How the number is written: 92XXXXXXXXXX, +92XXXXXXXXXX or 03XXXXXXXXX. */
  number_format: '92' | '+92' | '0';
  /** Fixed extra parameters, `name=value&name=value`. */
  extra: string;
  /** Success: HTTP 2xx and the answer matches this (regular expression; empty: 2xx alone). */
  success_match: string;
  /** Failure despite 2xx: the answer matches this (empty: none). */
  failure_match: string;
  /** The provider's message id: the first group of this expression on the answer. */
  id_match: string;
  /** A session step first (Telenor): its URL, parameter names, and where the id is. */
  session_url: string;
  session_param_user: string;
  session_param_secret: string;
  session_match: string;
  session_param: string;
}

const BLANK: PkSmsSettings = {
  method: 'GET',
  url: '',
  body: 'form',
  param_to: 'to',
  param_text: 'text',
  param_mask: 'mask',
  param_user: '',
  param_secret: 'key',
  param_unicode: '',
  unicode_on: '',
  unicode_off: '',
  number_format: '92',
  extra: '',
  success_match: '',
  failure_match: '',
  id_match: '',
  session_url: '',
  session_param_user: '',
  session_param_secret: '',
  session_match: '',
  session_param: '',
};

export const PK_SMS_PRESETS: Record<'bizsms' | 'veevo' | 'telenor', Partial<PkSmsSettings>> = {
  bizsms: {
    method: 'GET',
    url: 'https://api.bizsms.pk/api-send-branded-sms.aspx',
    param_user: 'username',
    param_secret: 'pass',
    param_text: 'text',
    param_mask: 'masking',
    param_to: 'destinationnum',
    param_unicode: 'language',
    unicode_on: 'Urdu',
    unicode_off: 'English',
    number_format: '92',
    success_match: 'SMS Sent Successfully',
  },
  veevo: {
    method: 'POST',
    body: 'json',
    url: 'https://api.veevotech.com/v3/sendsms',
    param_secret: 'hash',
    param_to: 'receivernum',
    param_mask: 'sendernum',
    param_text: 'textmessage',
    number_format: '+92',
    success_match: '"STATUS"\\s*:\\s*"SUCCESSFUL"',
    id_match: '"MESSAGE_ID"\\s*:\\s*"?([^",}\\s]+)',
  },
  telenor: {
    method: 'GET',
    url: 'https://telenorcsms.com.pk:27677/corporate_sms2/api/sendsms.jsp',
    param_to: 'to',
    param_text: 'text',
    param_mask: 'mask',
    param_secret: '',
    extra: 'transaction_message=true',
    number_format: '92',
    failure_match: '<response>\\s*Error',
    id_match: '<data>\\s*([^<\\s]+)\\s*</data>',
    session_url: 'https://telenorcsms.com.pk:27677/corporate_sms2/api/auth.jsp',
    session_param_user: 'msisdn',
    session_param_secret: 'password',
    session_match: '<response>\\s*OK\\s*</response>\\s*<data>\\s*([^<\\s]+)\\s*</data>',
    session_param: 'session_id',
  },
};

/** The settings in effect: the preset's, then the school's own on top. */
export function pkSettings(settings: Record<string, string>): PkSmsSettings {
  const preset = PK_SMS_PRESETS[settings.preset as keyof typeof PK_SMS_PRESETS] ?? {};
  const own = Object.fromEntries(
    Object.entries(settings).filter(([key, value]) => key in BLANK && value !== ''),
  );
  return { ...BLANK, ...preset, ...own } as PkSmsSettings;
}

/** PTA masks: 1–11 characters (letters, digits, spaces and - . &). */
export const MASK_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 .&-]{0,10}$/;

function numberAs(to: string, format: PkSmsSettings['number_format']): string {
  const national = to.replace(/^\+?92/, '');
  return format === '+92' ? `+92${national}` : format === '0' ? `0${national}` : `92${national}`;
}

function matcher(pattern: string): RegExp | null {
  if (!pattern) return null;
  try {
    return new RegExp(pattern, 'i');
  } catch {
    return null;
  }
}

/** Telenor-style sessions, kept a while per account (one sign-in, many messages). */
const sessions = new Map<string, { id: string; until: number }>();
const SESSION_MS = 5 * 60 * 1000;

export function pkSmsAdapter(options: {
  settings: Record<string, string>;
  user: string;
  secret: string;
  mask: string;
}): Adapter {
  const s = pkSettings(options.settings);
  const hide = (text: string) =>
    [options.secret, options.user]
      .filter((value) => value.length >= 3)
      .reduce((out, value) => out.split(value).join('***'), text);

  async function call(url: string, params: Record<string, string>): Promise<Response> {
    try {
      if (s.method === 'GET') {
        const target = new URL(url);
        for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
        return await post(target.toString(), { method: 'GET', headers: { accept: '*/*' } });
      }
      return await post(url, {
        headers: {
          'content-type':
            s.body === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
          accept: '*/*',
        },
        body: s.body === 'json' ? JSON.stringify(params) : new URLSearchParams(params).toString(),
      });
    } catch (error) {
      // Whatever the client says about the request, never the credentials in it.
      const reason = error instanceof Error ? error.message : String(error);
      // A refused address stays one (so "Send test" says why, 422, instead of "refused").
      if (error instanceof DeliveryError) {
        throw new DeliveryError(hide(reason), error.retryable, error.refusedAddress);
      }
      throw new DeliveryError(hide(reason), true);
    }
  }

  async function session(renew: boolean): Promise<string | null> {
    if (!s.session_url) return null;
    const key = `${s.session_url}\u0000${options.user}`;
    const kept = sessions.get(key);
    if (kept && !renew && kept.until > Date.now()) return kept.id;
    const response = await call(s.session_url, {
      [s.session_param_user]: options.user,
      [s.session_param_secret]: options.secret,
    });
    const text = await response.text().catch(() => '');
    const id = matcher(s.session_match)?.exec(text)?.[1];
    if (!response.ok || !id) {
      throw new DeliveryError(
        `SMS provider refused the sign-in (HTTP ${response.status})`,
        response.status >= 500,
      );
    }
    sessions.set(key, { id, until: Date.now() + SESSION_MS });
    return id;
  }

  return {
    async send(message) {
      const unicode = smsShape(message.sms).encoding === 'ucs2';
      const params: Record<string, string> = Object.fromEntries(new URLSearchParams(s.extra));
      params[s.param_to] = numberAs(message.to, s.number_format);
      params[s.param_text] = message.sms;
      if (s.param_mask && options.mask) params[s.param_mask] = options.mask;
      if (s.param_user && options.user) params[s.param_user] = options.user;
      if (s.param_secret) params[s.param_secret] = options.secret;
      if (s.param_unicode) params[s.param_unicode] = unicode ? s.unicode_on : s.unicode_off;
      for (let attempt = 0; attempt < 2; attempt++) {
        const id = await session(attempt > 0);
        if (id !== null) params[s.session_param] = id;
        const response = await call(s.url, params);
        const text = await response.text().catch(() => '');
        const failed = matcher(s.failure_match)?.test(text) ?? false;
        const succeeded = matcher(s.success_match)?.test(text) ?? true;
        if (response.ok && succeeded && !failed) {
          const providerId = matcher(s.id_match)?.exec(text)?.[1] ?? null;
          return { provider: 'pk_http', providerMessageId: providerId?.slice(0, 200) ?? null };
        }
        // A session that expired early: sign in again once.
        if (id !== null && attempt === 0 && response.ok) continue;
        if (response.status === 429 || response.status >= 500) {
          throw new DeliveryError(`SMS provider busy (HTTP ${response.status})`, true);
        }
        // A 2xx that does not say "sent", or a 4xx: the provider refused this message.
        throw new DeliveryError(
          `SMS provider did not accept the message (HTTP ${response.status})`,
          false,
        );
      }
      throw new DeliveryError('SMS provider did not accept the message', false);
    },
  };
}
