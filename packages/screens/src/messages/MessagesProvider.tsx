import { createContext, type ReactNode, useContext } from 'react';
import { type PublicMessages, publicMessages } from './public';

// The messages of the public screens come through context, so that the Urdu translation can be
// provided at the root without touching the screens. English is the default.
const PublicMessagesContext = createContext<PublicMessages>(publicMessages);

export interface PublicMessagesProviderProps {
  messages: PublicMessages;
  children: ReactNode;
}

export function PublicMessagesProvider({ messages, children }: PublicMessagesProviderProps) {
  return (
    <PublicMessagesContext.Provider value={messages}>{children}</PublicMessagesContext.Provider>
  );
}

/** The public messages of the current language. */
export function usePublicMessages(): PublicMessages {
  return useContext(PublicMessagesContext);
}
