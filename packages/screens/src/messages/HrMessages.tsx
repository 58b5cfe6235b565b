import { defineCatalogue, useMessages } from '@watni/ui';
import { type HrMessages, hrMessages } from './hr';

// The HR screens' catalogue: English bundled with the screens, Urdu a chunk of its own loaded
// when the language is Urdu.
const hrCatalogue = defineCatalogue<HrMessages>('hr', {
  en: hrMessages,
  ur: () => import('./hr.ur'),
});

export function useHrMessages(): HrMessages {
  return useMessages(hrCatalogue);
}
