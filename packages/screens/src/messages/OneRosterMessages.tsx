import { defineCatalogue, useMessages } from '@watni/ui';
import { type OneRosterMessages, onerosterMessages } from './oneroster';

// OneRoster settings' catalogue: English bundled, Urdu a chunk loaded for Urdu.
const onerosterCatalogue = defineCatalogue<OneRosterMessages>('oneroster', {
  en: onerosterMessages,
  ur: () => import('./oneroster.ur'),
});

export function useOneRosterMessages(): OneRosterMessages {
  return useMessages(onerosterCatalogue);
}
