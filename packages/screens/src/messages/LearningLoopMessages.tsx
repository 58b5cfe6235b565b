import {
  defineCatalogue,
  formatMessage,
  type MessageValues,
  useI18n,
  useMessages,
} from '@watni/ui';
import { useMemo } from 'react';
import { type LearningLoopMessages, learningLoopMessages } from './learning-loop';

// The wording: English ships with the screens (no suspense), Urdu is its own chunk.
const learningLoopCatalogue = defineCatalogue<LearningLoopMessages>('learning-loop', {
  en: learningLoopMessages,
  ur: () => import('./learning-loop.ur'),
});

/** The learning loop's messages in the reader's language, and `f` to fill an ICU message. */
export function useLearningLoopMessages() {
  const { locale } = useI18n();
  const m = useMessages(learningLoopCatalogue);
  return useMemo(
    () => ({
      m,
      locale,
      f: (message: string, values: MessageValues) => formatMessage(locale, message, values),
    }),
    [m, locale],
  );
}
