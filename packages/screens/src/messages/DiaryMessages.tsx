import { defineCatalogue, useMessages } from '@watni/ui';
import { type DiaryMessages, diaryMessages } from './diary';

// The diary screens' catalogue: English bundled with the screens, Urdu a chunk of its own loaded
// when the language is Urdu.
export const diaryCatalogue = defineCatalogue<DiaryMessages>('diary', {
  en: diaryMessages,
  ur: () => import('./diary.ur'),
});

export function useDiaryMessages(): DiaryMessages {
  return useMessages(diaryCatalogue);
}
