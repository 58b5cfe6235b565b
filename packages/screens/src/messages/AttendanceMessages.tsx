import { defineCatalogue, useMessages } from '@watni/ui';
import { type AttendanceMessages, attendanceMessages } from './attendance';

// The attendance screens' catalogue: English bundled with the screens, Urdu a chunk
// of its own loaded when the language is Urdu.
export const attendanceCatalogue = defineCatalogue<AttendanceMessages>('attendance', {
  en: attendanceMessages,
  ur: () => import('./attendance.ur'),
});

export function useAttendanceMessages(): AttendanceMessages {
  return useMessages(attendanceCatalogue);
}
