import { defineMessages } from '../../http/i18n/messages.js';
// The notifications domain's sentences (each `detail` a refused request answers with).
export const NOTIFICATION_MESSAGES = defineMessages('notifications', {
  notFound: { en: 'This notification does not exist.', ur: 'یہ اطلاع موجود نہیں۔' },
  deliveryNotFound: { en: 'This delivery does not exist.', ur: 'یہ ترسیل موجود نہیں۔' },
  adminsOnly: {
    en: "Only the school office (administrators) can manage the school's notifications.",
    ur: 'اسکول کی اطلاعات کا انتظام صرف اسکول کا دفتر (ایڈمن) کر سکتا ہے۔',
  },
  notFailed: {
    en: 'Only a failed delivery can be sent again.',
    ur: 'صرف ناکام ترسیل دوبارہ بھیجی جا سکتی ہے۔',
  },
  needsModule: {
    en: 'SMS and WhatsApp need the SMS & WhatsApp Notifications module; switch it on under Modules first.',
    ur: 'ایس ایم ایس اور واٹس ایپ کے لیے "ایس ایم ایس اور واٹس ایپ اطلاعات" ماڈیول ضروری ہے؛ پہلے اسے ماڈیولز میں چالو کریں۔',
  },
  wrongProvider: {
    en: 'This provider does not serve this channel.',
    ur: 'یہ فراہم کنندہ اس ذریعے کے لیے نہیں ہے۔',
  },
  deadLetterNotFound: {
    en: 'This dead letter does not exist (it may have been retried already).',
    ur: 'یہ ناکام کام موجود نہیں (شاید اسے پہلے ہی دوبارہ چلایا جا چکا ہے)۔',
  },
  alreadySent: {
    en: 'This message was sent already; it is not sent twice.',
    ur: 'یہ پیغام پہلے ہی بھیجا جا چکا ہے؛ اسے دوبارہ نہیں بھیجا جاتا۔',
  },
  testAddressEmail: {
    en: 'Enter an e-mail address to send the test message to.',
    ur: 'آزمائشی پیغام بھیجنے کے لیے ای میل ایڈریس لکھیں۔',
  },
  testAddressPhone: {
    en: 'Enter a Pakistani mobile number such as +923001234567.',
    ur: 'پاکستانی موبائل نمبر لکھیں، جیسے +923001234567۔',
  },
  badMask: {
    en: 'A sender name (mask) is 1 to 11 letters, digits or spaces, as the PTA approved it.',
    ur: 'بھیجنے والے کا نام (ماسک) 1 سے 11 حروف، ہندسوں یا خالی جگہوں پر مشتمل ہوتا ہے، جیسا PTA نے منظور کیا ہو۔',
  },
  badPreset: {
    en: 'Choose one of the provider presets: bizsms, veevo, telenor or custom.',
    ur: 'فراہم کنندہ کی پہلے سے طے شدہ ترتیبات میں سے ایک منتخب کریں: bizsms، veevo، telenor یا custom۔',
  },
  badMethod: {
    en: 'The provider is called with GET or POST.',
    ur: 'فراہم کنندہ کو GET یا POST سے کال کیا جاتا ہے۔',
  },
  badSendWhen: {
    en: 'SMS go always, or only as the fallback of WhatsApp.',
    ur: 'SMS یا تو ہمیشہ جاتے ہیں، یا صرف اس وقت جب WhatsApp نہ پہنچ سکے۔',
  },
  badRate: {
    en: 'The price of one SMS segment is a whole number of paisa.',
    ur: 'ایک SMS حصے کی قیمت پیسوں کا پورا عدد ہوتی ہے۔',
  },
  badPattern: {
    en: 'This is not a valid pattern to read the provider’s answer with.',
    ur: 'یہ فراہم کنندہ کا جواب پڑھنے کا درست پیٹرن نہیں۔',
  },
});
