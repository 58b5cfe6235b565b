import nodemailer from 'nodemailer';
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
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure,
    ...(options.user ? { auth: { user: options.user, pass: options.password ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      try {
        const info = await transport.sendMail({
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
    close: () => transport.close(),
  };
}
