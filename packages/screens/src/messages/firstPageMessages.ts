import type { Locale } from '@watni/ui';
import { attendanceCatalogue } from './AttendanceMessages';
import { schoolCatalogue } from './areas';
import { dashboardsCatalogue } from './DashboardsMessages';
import { diaryCatalogue } from './DiaryMessages';
import { notificationsCatalogue } from './NotificationsMessages';
import { timetableCatalogue } from './TimetableMessages';

/** The signed-in pages a phone most often opens first (the parent's home, the register). */
export type FirstPage = 'dashboard' | 'register';

// Each of these is a chunk a screen asks for only when it renders, which on a first visit is
// after the route's code, the session and the console's shell have arrived one after the other.
// Asked for at start-up instead, they travel beside that code.
const PAGE_CATALOGUES = {
  dashboard: [
    dashboardsCatalogue,
    schoolCatalogue,
    attendanceCatalogue,
    timetableCatalogue,
    diaryCatalogue,
  ],
  register: [attendanceCatalogue, schoolCatalogue],
} as const;

/** Starts loading, in `locale`, the messages of the console's shell and of the first page. */
export function preloadFirstPageMessages(page: FirstPage | null, locale: Locale): void {
  const catalogues = [notificationsCatalogue, ...(page ? PAGE_CATALOGUES[page] : [])];
  for (const catalogue of catalogues) void catalogue.load(locale);
}
