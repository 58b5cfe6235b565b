import {
  defineCatalogue,
  formatMessage,
  type MessageValues,
  useI18n,
  useMessages,
} from '@watni/ui';
import { useMemo } from 'react';
import { type QuestionBankMessages, questionBankMessages } from './question-bank';

// Question banks' wording: English ships with the screens, Urdu is its own chunk.
const questionBankCatalogue = defineCatalogue<QuestionBankMessages>('question-bank', {
  en: questionBankMessages,
  ur: () => import('./question-bank.ur'),
});

/** The question bank's messages in the reader's language, and `f` to fill an ICU message. */
export function useQuestionBankMessages() {
  const { locale } = useI18n();
  const m = useMessages(questionBankCatalogue);
  return useMemo(
    () => ({
      m,
      locale,
      f: (message: string, values: MessageValues) => formatMessage(locale, message, values),
    }),
    [m, locale],
  );
}
