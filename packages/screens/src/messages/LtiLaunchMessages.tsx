import { defineCatalogue, useMessages } from '@watni/ui';
import { type LtiLaunchMessages, ltiLaunchMessages } from './ltiLaunch';

// The LMS launch pages' catalogue: English bundled, Urdu a chunk loaded for Urdu.
const ltiLaunchCatalogue = defineCatalogue<LtiLaunchMessages>('lti-launch', {
  en: ltiLaunchMessages,
  ur: () => import('./ltiLaunch.ur'),
});

export function useLtiLaunchMessages(): LtiLaunchMessages {
  return useMessages(ltiLaunchCatalogue);
}
