import { defineCatalogue, useMessages } from '@watni/ui';
import { type IdCardsMessages, idCardsMessages } from './id-cards';

// Student photos and ID cards' catalogue: English bundled with the screens, Urdu a chunk of its
// own loaded when the language is Urdu.
const idCardsCatalogue = defineCatalogue<IdCardsMessages>('id-cards', {
  en: idCardsMessages,
  ur: () => import('./id-cards.ur'),
});

export function useIdCardsMessages(): IdCardsMessages {
  return useMessages(idCardsCatalogue);
}
