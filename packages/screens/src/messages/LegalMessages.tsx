import { defineCatalogue, useMessages } from '@watni/ui';
import type { LegalMessages } from './legal';

// The legal documents are their own catalogue, imported only by the Terms and Privacy pages.
export const legalCatalogue = defineCatalogue<LegalMessages>('legal', {
  en: () => import('./legal').then((m) => m.legalMessages),
  ur: () => import('./legal.ur'),
});

export function useLegalMessages(): LegalMessages {
  return useMessages(legalCatalogue);
}
