import { defineCatalogue, useMessages } from '@watni/ui';
import { type FeesMessages, feesMessages } from './fees';

// The fees screens' catalogue: English bundled with the screens, Urdu a chunk of its
// own loaded when the language is Urdu.
const feesCatalogue = defineCatalogue<FeesMessages>('fees', {
  en: feesMessages,
  ur: () => import('./fees.ur'),
});

export function useFeesMessages(): FeesMessages {
  return useMessages(feesCatalogue);
}
