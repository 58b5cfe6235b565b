import { defineCatalogue, useMessages } from '@watni/ui';
import { type PrintingMessages, printingMessages } from './printing';

// Bulk printing's and the logo's catalogue: English bundled, Urdu a chunk loaded for Urdu.
const printingCatalogue = defineCatalogue<PrintingMessages>('printing', {
  en: printingMessages,
  ur: () => import('./printing.ur'),
});

export function usePrintingMessages(): PrintingMessages {
  return useMessages(printingCatalogue);
}
