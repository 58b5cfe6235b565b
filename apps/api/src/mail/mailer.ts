import nodemailer from 'nodemailer';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** A stable Message-ID (`<…@watni.pk>`): a resend after a crash is recognisably the same mail. */
  messageId?: string;
  /** Extra headers (List-Unsubscribe on bulk mail). */
  headers?: Record<string, string>;
}

/** What happened to a message: handed to an SMTP server, or only written to the log. */
export type DeliveryStatus = 'sent' | 'logged';

/** Delivers one message. Injected into buildApp; tests pass a CapturingMailer. */
export interface Mailer {
  send(message: EmailMessage): Promise<DeliveryStatus>;
  /** The sender address (MAIL_FROM), where bulk mail's List-Unsubscribe mailto goes. */
  readonly from?: string;
  close?(): Promise<void> | void;
}

interface Logger {
  info(obj: object, msg: string): void;
}

/** SMTP through nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    from,
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.messageId ? { messageId: message.messageId } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
      return 'sent';
    },
    close: () => transport.close(),
  };
}

/** No SMTP configured: the message (reset links included) goes to the log for a developer. */
export function logMailer(logger: Logger): Mailer {
  return {
    async send(message) {
      logger.info(
        { email: { to: message.to, subject: message.subject } },
        `Email not sent (SMTP_URL is unset); its text follows.\n${message.text}`,
      );
      return 'logged';
    },
  };
}

/** Keeps every message in memory: for tests. */
export class CapturingMailer implements Mailer {
  readonly messages: EmailMessage[] = [];
  private waiters: Array<() => void> = [];

  async send(message: EmailMessage): Promise<DeliveryStatus> {
    this.messages.push(message);
    for (const wake of this.waiters.splice(0)) wake();
    return 'sent';
  }

  /** Resolves with the first message to `to` received after `since` messages, waiting if needed. */
  async waitFor(to: string, since = 0, timeoutMs = 5000): Promise<EmailMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.slice(since).find((message) => message.to === to);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No email to ${to} within ${timeoutMs} ms.`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }
}
