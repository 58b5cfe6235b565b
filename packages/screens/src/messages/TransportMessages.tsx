import { defineCatalogue, useMessages } from '@watni/ui';
import { type TransportMessages, transportMessages } from './transport';

// The transport screens' catalogue: English bundled with the screens, Urdu a chunk of its own
// loaded when the language is Urdu.
const transportCatalogue = defineCatalogue<TransportMessages>('transport', {
  en: transportMessages,
  ur: () => import('./transport.ur'),
});

export function useTransportMessages(): TransportMessages {
  return useMessages(transportCatalogue);
}
