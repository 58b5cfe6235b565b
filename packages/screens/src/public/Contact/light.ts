// What the contact page's prerendered HTML hands to its script (apps/site/src/light/contact.ts),
// which sends the form without React. No React here: the script imports this file.
import type { ContactMessages } from '../../messages/public/contact.en';

/** Stands for the reply address in the prerendered confirmation; the script puts it in. */
export const CONTACT_EMAIL_MARK = '\uE000';

/** The messages the form carries in `data-light-contact` (JSON), in the page's language. */
export interface LightContactMessages {
  validation: ContactMessages['validation'];
  failed: string;
}
