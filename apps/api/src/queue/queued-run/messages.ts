import { defineMessages } from '../../http/i18n/messages.js';

// Sentences of the queued imports (student sheets, question bank files): a run that is not the
// school's (or the course's), and work that stopped on an error the school cannot act on.
export const QUEUED_RUN_MESSAGES = defineMessages('queued-run', {
  notFound: {
    en: 'Import run not found.',
    ur: 'درآمد کا عمل نہیں ملا۔',
  },
  failed: {
    en: 'The import stopped on an unexpected error and wrote nothing. Please try again.',
    ur: 'درآمد ایک غیر متوقع خرابی پر رک گئی اور کچھ محفوظ نہیں ہوا۔ براہِ کرم دوبارہ کوشش کریں۔',
  },
});
