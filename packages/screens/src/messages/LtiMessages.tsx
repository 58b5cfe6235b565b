import { defineCatalogue, useMessages } from '@watni/ui';
import { type LtiMessages, ltiMessages } from './lti';

// LTI settings' catalogue: English bundled, Urdu a chunk loaded for Urdu.
const ltiCatalogue = defineCatalogue<LtiMessages>('lti', {
  en: ltiMessages,
  ur: () => import('./lti.ur'),
});

export function useLtiMessages(): LtiMessages {
  return useMessages(ltiCatalogue);
}
