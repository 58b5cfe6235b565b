import { defineCatalogue, useMessages } from '@watni/ui';
import { type PaymentsOnlineMessages, paymentsOnlineMessages } from './payments-online';

// The online-payment screens' catalogue: English bundled, Urdu a chunk of its
// own loaded when the language is Urdu.
const paymentsOnlineCatalogue = defineCatalogue<PaymentsOnlineMessages>('payments-online', {
  en: paymentsOnlineMessages,
  ur: () => import('./payments-online.ur'),
});

export function usePaymentsOnlineMessages(): PaymentsOnlineMessages {
  return useMessages(paymentsOnlineCatalogue);
}
