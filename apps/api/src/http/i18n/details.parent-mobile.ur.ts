// Urdu of signing in by mobile number (domains/auth/mobile-messages.ts). Same rules as
// details.ur.ts: keyed by the exact English sentence; numbers typed as examples stay isolated LTR.
export const parentMobileDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [
  [
    'email must be a valid email address or a mobile number such as 0300-1234567.',
    'درست ای میل ایڈریس یا موبائل نمبر لکھیں، جیسے \u20680300-1234567\u2069۔',
  ],
  [
    'Incorrect e-mail address, mobile number or password.',
    'ای میل ایڈریس، موبائل نمبر یا پاس ورڈ درست نہیں۔',
  ],
  [
    'If an account exists for that e-mail address or mobile number, we have sent a link by e-mail or a code by SMS to reset its password.',
    'اگر اس ای میل ایڈریس یا موبائل نمبر کا اکاؤنٹ موجود ہے تو ہم نے پاس ورڈ دوبارہ بنانے کے لیے ای میل پر لنک یا ایس ایم ایس پر کوڈ بھیج دیا ہے۔',
  ],
  [
    'This code is not correct or has expired. Ask for a new code if you have tried several times.',
    'یہ کوڈ درست نہیں یا اس کی مدت ختم ہو چکی ہے۔ کئی بار کوشش کر چکے ہوں تو نیا کوڈ منگوائیں۔',
  ],
  [
    'This guardian has no mobile number: add one, or print a code instead.',
    'اس سرپرست کا کوئی موبائل نمبر نہیں: نمبر شامل کریں، یا اس کے بجائے کوڈ پرنٹ کریں۔',
  ],
  [
    'The school does not send SMS or WhatsApp messages yet: turn on a channel in School → Messaging, or print a code instead.',
    'اسکول ابھی ایس ایم ایس یا واٹس ایپ پیغام نہیں بھیجتا: اسکول ← پیغام رسانی میں کوئی ذریعہ چالو کریں، یا اس کے بجائے کوڈ پرنٹ کریں۔',
  ],
  [
    'Enter an e-mail address: the guardian has no mobile number the account could sign in with.',
    'ای میل ایڈریس لکھیں: سرپرست کا کوئی موبائل نمبر نہیں جس سے اکاؤنٹ میں سائن اِن ہو سکے۔',
  ],
  [
    'Another account already signs in with this mobile number: enter an e-mail address for this one.',
    'اس موبائل نمبر سے پہلے ہی ایک اور اکاؤنٹ سائن اِن کرتا ہے: اس اکاؤنٹ کے لیے ای میل ایڈریس لکھیں۔',
  ],
  [
    'Your parent account is ready. Sign in with your mobile number and password.',
    'آپ کا والدین کا اکاؤنٹ تیار ہے۔ اپنے موبائل نمبر اور پاس ورڈ سے سائن اِن کریں۔',
  ],
];
