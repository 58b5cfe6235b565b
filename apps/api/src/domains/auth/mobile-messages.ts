import { defineMessages } from '../../http/i18n/messages.js';
// The `detail` sentences of signing in by mobile number (parents without an e-mail address);
// English and Urdu side by side.
export const MOBILE_MESSAGES = defineMessages('auth.mobile', {
  badCredentials: {
    en: 'Incorrect e-mail address, mobile number or password.',
    ur: 'ای میل ایڈریس، موبائل نمبر یا پاس ورڈ درست نہیں۔',
  },
  forgotAccepted: {
    en: 'If an account exists for that e-mail address or mobile number, we have sent a link by e-mail or a code by SMS to reset its password.',
    ur: 'اگر اس ای میل ایڈریس یا موبائل نمبر کا اکاؤنٹ موجود ہے تو ہم نے پاس ورڈ دوبارہ بنانے کے لیے ای میل پر لنک یا ایس ایم ایس پر کوڈ بھیج دیا ہے۔',
  },
  codeInvalid: {
    en: 'This code is not correct or has expired. Ask for a new code if you have tried several times.',
    ur: 'یہ کوڈ درست نہیں یا اس کی مدت ختم ہو چکی ہے۔ کئی بار کوشش کر چکے ہوں تو نیا کوڈ منگوائیں۔',
  },
  mobileInvalid: {
    en: 'Enter a Pakistani mobile number such as 0300 1234567 or +92 300 1234567.',
    ur: 'پاکستانی موبائل نمبر لکھیں، جیسے ⁦0300 1234567⁩ یا ⁦+92 300 1234567⁩',
  },
  noMobile: {
    en: 'This guardian has no mobile number: add one, or print a code instead.',
    ur: 'اس سرپرست کا کوئی موبائل نمبر نہیں: نمبر شامل کریں، یا اس کے بجائے کوڈ پرنٹ کریں۔',
  },
  noSms: {
    en: 'The school does not send SMS or WhatsApp messages yet: turn on a channel in School → Messaging, or print a code instead.',
    ur: 'اسکول ابھی ایس ایم ایس یا واٹس ایپ پیغام نہیں بھیجتا: اسکول ← پیغام رسانی میں کوئی ذریعہ چالو کریں، یا اس کے بجائے کوڈ پرنٹ کریں۔',
  },
  emailOrMobile: {
    en: 'Enter an e-mail address: the guardian has no mobile number the account could sign in with.',
    ur: 'ای میل ایڈریس لکھیں: سرپرست کا کوئی موبائل نمبر نہیں جس سے اکاؤنٹ میں سائن اِن ہو سکے۔',
  },
  mobileTaken: {
    en: 'Another account already signs in with this mobile number: enter an e-mail address for this one.',
    ur: 'اس موبائل نمبر سے پہلے ہی ایک اور اکاؤنٹ سائن اِن کرتا ہے: اس اکاؤنٹ کے لیے ای میل ایڈریس لکھیں۔',
  },
  readyMobile: {
    en: 'Your parent account is ready. Sign in with your mobile number and password.',
    ur: 'آپ کا والدین کا اکاؤنٹ تیار ہے۔ اپنے موبائل نمبر اور پاس ورڈ سے سائن اِن کریں۔',
  },
  readyEmail: {
    en: 'Your parent account is ready. Sign in with your e-mail address and password.',
    ur: 'آپ کا والدین کا اکاؤنٹ تیار ہے۔ اپنے ای میل ایڈریس اور پاس ورڈ سے سائن اِن کریں۔',
  },
});
