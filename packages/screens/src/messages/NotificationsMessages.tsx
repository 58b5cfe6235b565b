import { defineCatalogue, useMessages } from '@watni/ui';
import type { NotificationsMessages } from './notifications.en';

// The inbox, the bell and announcements: one catalogue, each language a chunk.
export const notificationsCatalogue = defineCatalogue<NotificationsMessages>('notifications', {
  en: () => import('./notifications.en'),
  ur: () => import('./notifications.ur'),
});

export function useNotificationsMessages(): NotificationsMessages {
  return useMessages(notificationsCatalogue);
}
