import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import { OUTBOUND_MESSAGES, OutboundRefused, resolveOutboundHost } from '../../../http/outbound.js';
import type { Mailer } from '../../../mail/mailer.js';
import { type Adapter, DeliveryError, type OutgoingMessage } from './types.js';

/**
 * Bulk mail (announcements) says how to stop it (RFC 2369 List-Unsubscribe). The service has no
 * one-click unsubscribe address yet, so the header is a mailto to the sender naming the message;
 * List-Unsubscribe-Post (RFC 8058) is left out on purpose: it is only valid beside an HTTPS
 * address that unsubscribes on a POST, and a mailto alone with it would be a false promise.
 */
function bulkHeaders(message: OutgoingMessage, from: string): Record<string, string> | undefined {
  if (!message.bulk) return undefined;
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const subject = encodeURIComponent(`unsubscribe ${message.reference}`);
  return { 'List-Unsubscribe': `<mailto:${address}?subject=${subject}>` };
}

/** E-mail through the platform's mailer (SMTP_URL, or the log when it is unset). */
export function platformEmailAdapter(mailer: Mailer): Adapter {
  return {
    async send(message) {
      try {
        const status = await mailer.send({
          to: message.to,
          subject: message.subject,
          text: message.text,
          messageId: `<${message.reference}@watni.pk>`,
          ...(message.bulk
            ? { headers: bulkHeaders(message, mailer.from ?? 'no-reply@watni.pk')! }
            : {}),
        });
        return { provider: status === 'logged' ? 'log' : 'smtp', providerMessageId: null };
      } catch (error) {
        throw new DeliveryError(error instanceof Error ? error.message : String(error), true);
      }
    },
  };
}

/** E-mail through the school's own SMTP server (nodemailer). */
export function smtpEmailAdapter(options: {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
}): Adapter {
  // The host is a school's input: resolved once and checked by the outbound guard, then
  // nodemailer is handed the checked address (so it does no lookup of its own that could
  // answer differently) and the name only for TLS (SNI and the certificate check).
  let transport: ReturnType<typeof nodemailer.createTransport> | undefined;
  async function connect() {
    if (transport) return transport;
    const address = await resolveOutboundHost(options.host);
    transport = nodemailer.createTransport({
      host: address,
      port: options.port,
      secure: options.secure,
      ...(isIP(options.host) ? {} : { servername: options.host }),
      ...(options.user ? { auth: { user: options.user, pass: options.password ?? '' } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return transport;
  }
  return {
    async send(message) {
      let smtp: Awaited<ReturnType<typeof connect>>;
      try {
        smtp = await connect();
      } catch (error) {
        if (error instanceof OutboundRefused) throw new DeliveryError(error.message, false, true);
        throw new DeliveryError(`SMTP: ${OUTBOUND_MESSAGES.unreachable.en}`, true);
      }
      try {
        const info = await smtp.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          messageId: `<${message.reference}@watni.pk>`,
          ...(message.bulk ? { headers: bulkHeaders(message, options.from)! } : {}),
        });
        return { provider: 'smtp', providerMessageId: info.messageId ?? null };
      } catch (error) {
        const smtp = error as { responseCode?: number; message?: string };
        // 5xx from the server: the address or the message is refused; 4xx and network: later.
        const permanent = typeof smtp.responseCode === 'number' && smtp.responseCode >= 500;
        throw new DeliveryError(`SMTP: ${smtp.message ?? String(error)}`, !permanent);
      }
    },
    close: () => transport?.close(),
  };
}
