import { defineCatalogue, useMessages } from '@watni/ui';
import { type TimetableMessages, timetableMessages } from './timetable';

// The timetable screens' catalogue: English bundled with the screens, Urdu a chunk of
// its own loaded when the language is Urdu.
export const timetableCatalogue = defineCatalogue<TimetableMessages>('timetable', {
  en: timetableMessages,
  ur: () => import('./timetable.ur'),
});

export function useTimetableMessages(): TimetableMessages {
  return useMessages(timetableCatalogue);
}
