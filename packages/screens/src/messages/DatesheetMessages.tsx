import { defineCatalogue, useMessages } from '@watni/ui';
import { type DatesheetMessages, datesheetMessages } from './datesheet';

// The datesheet screens' catalogue: English bundled with the screens, Urdu a chunk of its own
// loaded when the language is Urdu.
const datesheetCatalogue = defineCatalogue<DatesheetMessages>('datesheet', {
  en: datesheetMessages,
  ur: () => import('./datesheet.ur'),
});

export function useDatesheetMessages(): DatesheetMessages {
  return useMessages(datesheetCatalogue);
}
