import { defineMessages } from '../../http/i18n/messages.js';
// The OneRoster domain's `detail` sentences (English; the Urdu catalogue follows the ids in
// http/i18n like the other domains' sentences).
export const ONEROSTER_MESSAGES = defineMessages('oneroster', {
  importRunNotFound: {
    en: 'Import run not found.',
    ur: 'درآمد کا عمل نہیں ملا۔',
  },
  tooManyRows: {
    en: 'A file of the package would hold more than 10,000 rows.',
    ur: 'پیکج کی کسی فائل میں 10,000 سے زیادہ سطریں ہوں گی۔',
  },
  unreadable: {
    en: 'The file is not a ZIP package that can be read.',
    ur: 'یہ فائل پڑھا جا سکنے والا ZIP پیکج نہیں۔',
  },
  tooLarge: {
    en: 'The package is larger than 8 MiB, or inflates to more than 64 MiB.',
    ur: 'پیکج 8 MiB سے بڑا ہے، یا کھلنے پر 64 MiB سے زیادہ ہو جاتا ہے۔',
  },
  tooManyEntries: {
    en: 'The package holds more than 20 files.',
    ur: 'پیکج میں 20 سے زیادہ فائلیں ہیں۔',
  },
  hasProblems: {
    en: 'The package has problems; nothing was imported.',
    ur: 'پیکج میں مسائل ہیں؛ کچھ بھی درآمد نہیں کیا گیا۔',
  },
  clientName: { en: 'Give the API client a name.', ur: 'API کلائنٹ کا نام لکھیں۔' },
  tooManyClients: {
    en: 'The school already has 50 API clients; revoke one first.',
    ur: 'اسکول کے پاس پہلے ہی 50 API کلائنٹ ہیں؛ پہلے کوئی ایک منسوخ کریں۔',
  },
  clientNotFound: {
    en: 'No such API client in this school.',
    ur: 'اس اسکول میں ایسا کوئی API کلائنٹ نہیں۔',
  },
});
