import { defineCatalogue, useMessages } from '@watni/ui';
import { type DashboardsMessages, dashboardsMessages } from './dashboards';

// The dashboards' wording: English bundled, Urdu a chunk of its own.
export const dashboardsCatalogue = defineCatalogue<DashboardsMessages>('dashboards', {
  en: dashboardsMessages,
  ur: () => import('./dashboards.ur'),
});

export function useDashboardsMessages(): DashboardsMessages {
  return useMessages(dashboardsCatalogue);
}
