import { defineCatalogue, useMessages } from '@watni/ui';
import type { TeachingMessages } from './teaching.en';

// The roster, bulk enrolment decisions, lesson videos and paid-course payment details (the
// teacher's part): one catalogue, each language a chunk of its own.
const teachingCatalogue = defineCatalogue<TeachingMessages>('teaching', {
  en: () => import('./teaching.en'),
  ur: () => import('./teaching.ur'),
});

export function useTeachingMessages(): TeachingMessages {
  return useMessages(teachingCatalogue);
}
