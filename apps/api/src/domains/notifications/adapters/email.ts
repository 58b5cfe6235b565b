import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import { OUTBOUND_MESSAGES, OutboundRefused, resolveOutboundHost } from '../../../http/outbound.js';
import type { Mailer } from '../../../mail/mailer.js';
import { type Adapter, DeliveryError } from './types.js';

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
        throw new DeliveryError(`SMTP: ${OUTBOUND_MESSAGES.unreachable}`, true);
      }
      try {
        const info = await smtp.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          messageId: `<${message.reference}@watni.pk>`,
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
