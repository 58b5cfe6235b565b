import { defineMessages } from '../../../http/i18n/messages.js';

// Sentences of the queued student imports (run.ts).
export const IMPORT_RUN_MESSAGES = defineMessages('students.import-run', {
  notFound: {
    en: 'Import run not found.',
    ur: 'درآمد کا عمل نہیں ملا۔',
  },
  failed: {
    en: 'The import stopped on an unexpected error and wrote nothing. Please try again.',
    ur: 'درآمد ایک غیر متوقع خرابی پر رک گئی اور کچھ محفوظ نہیں ہوا۔ براہِ کرم دوبارہ کوشش کریں۔',
  },
});
