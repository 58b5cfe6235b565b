import { PLATFORM, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { invalidField } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Schemas } from '../../http/types.js';
import { enqueueEmail } from '../../mail/outbox.js';
import * as repo from './repository.js';

const CONTACT_MESSAGES = defineMessages('contact', {
  received: {
    en: 'Thank you for contacting Watni. Your message has been received and our team will reply soon.',
    ur: 'Watni سے رابطہ کرنے کا شکریہ۔ آپ کا پیغام مل گیا ہے، ہماری ٹیم جلد جواب دے گی۔',
  },
  nameNeeded: { en: 'Please enter your name.', ur: 'براہِ کرم اپنا نام لکھیں۔' },
  messageNeeded: { en: 'Please enter a message.', ur: 'براہِ کرم پیغام لکھیں۔' },
});

const clean = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Stores a visitor's enquiry and emails it to the company, in one transaction. */
export async function submitEnquiry(
  deps: AppDeps,
  body: Schemas['ContactRequest'],
): Promise<Schemas['Message']> {
  const enquiry = {
    name: body.name.trim(),
    email: body.email.trim().toLowerCase(),
    phone: clean(body.phone),
    organization: clean(body.organization),
    subject: clean(body.subject),
    message: body.message.trim(),
  };
  if (!enquiry.name) throw invalidField('name', CONTACT_MESSAGES.nameNeeded);
  if (!enquiry.message) throw invalidField('message', CONTACT_MESSAGES.messageNeeded);
  await withScope(deps.db, PLATFORM, async (tx) => {
    const id = await repo.insertEnquiry(tx, enquiry);
    const lines = [
      `New enquiry #${id} from the website contact form.`,
      '',
      `Name: ${enquiry.name}`,
      `Email: ${enquiry.email}`,
      `Phone: ${enquiry.phone ?? '-'}`,
      `Organisation: ${enquiry.organization ?? '-'}`,
      `Subject: ${enquiry.subject ?? '-'}`,
      '',
      enquiry.message,
    ];
    await enqueueEmail(tx, {
      to: deps.config.contactEmail,
      subject: `Website enquiry: ${enquiry.subject ?? 'General'} (${enquiry.name})`.slice(0, 300),
      text: lines.join('\n'),
    });
  });
  return { message: CONTACT_MESSAGES.received.en };
}
