import { defineCatalogue, useMessages } from '@watni/ui';
import { type ExamsMessages, examsMessages } from './exams';

// The exams screens' catalogue: English bundled with the screens, Urdu a chunk of its
// own loaded when the language is Urdu.
const examsCatalogue = defineCatalogue<ExamsMessages>('exams', {
  en: examsMessages,
  ur: () => import('./exams.ur'),
});

export function useExamsMessages(): ExamsMessages {
  return useMessages(examsCatalogue);
}
