import type { Adapter } from './types.js';

interface Logger {
  info(obj: object, msg: string): void;
}

/** The default: every message goes to the service's log, so the demo shows what would be sent. */
export function logAdapter(channel: 'email' | 'sms' | 'whatsapp', logger: Logger): Adapter {
  return {
    async send(message) {
      const text =
        channel === 'sms'
          ? message.sms
          : channel === 'whatsapp'
            ? `[template ${message.whatsapp.name}/${message.whatsapp.language}] ${message.whatsapp.params.join(' | ')}`
            : `${message.subject}\n${message.text}`;
      logger.info(
        { notification: { channel, to: message.to, reference: message.reference } },
        `${channel} not sent (log provider); its text follows.\n${text}`,
      );
      return { provider: 'log', providerMessageId: null };
    },
  };
}
