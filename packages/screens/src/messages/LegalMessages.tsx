import { createContext, useContext } from 'react';
import { type LegalMessages, legalMessages } from './legal';

// The legal documents come through their own context (a translation provides its own), and are
// imported only by the Terms and Privacy pages.
export const LegalMessagesContext = createContext<LegalMessages>(legalMessages);

export function useLegalMessages(): LegalMessages {
  return useContext(LegalMessagesContext);
}
