import { defineMessages } from '../../http/i18n/messages.js';
// The `detail` sentences of signing in, sessions, registration and passwords.
export const AUTH_MESSAGES = defineMessages('auth', {
  badCredentials: { en: 'Incorrect email or password.', ur: 'ای میل یا پاس ورڈ درست نہیں۔' },
  badSignInName: {
    en: 'email must be a valid email address or a mobile number such as 0300-1234567.',
    ur: 'درست ای میل ایڈریس یا موبائل نمبر لکھیں، جیسے ⁨0300-1234567⁩۔',
  },
  inactive: {
    en: 'Your account has been deactivated. Please contact your administrator.',
    ur: 'آپ کا اکاؤنٹ غیر فعال کر دیا گیا ہے۔ براہِ کرم اپنے منتظم سے رابطہ کریں۔',
  },
  pendingOrganization: {
    en: 'Your organization is awaiting approval. You will receive an email once your account is approved by the admin.',
    ur: 'آپ کا ادارہ منظوری کا منتظر ہے۔ منتظم کی منظوری کے بعد آپ کو ای میل موصول ہو گی۔',
  },
  tenantSuspended: {
    en: 'Your organization, {name}, has been suspended, so you cannot sign in. Please contact your organization or Watni support.',
    ur: 'آپ کا ادارہ، {name}، معطل کر دیا گیا ہے، اس لیے آپ سائن اِن نہیں کر سکتے۔ براہِ کرم اپنے ادارے یا Watni سپورٹ سے رابطہ کریں۔',
  },
  awaitingApproval: {
    en: 'Your account is waiting for approval by {name}. You will receive an email once it is approved.',
    ur: 'آپ کا اکاؤنٹ {name} کی منظوری کا منتظر ہے۔ منظوری ملتے ہی آپ کو ای میل آ جائے گی۔',
  },
  requestDeclined: {
    en: 'Your registration request was declined. The email we sent you gives the reason.',
    ur: 'آپ کی رجسٹریشن کی درخواست منظور نہیں ہوئی۔ وجہ ہماری بھیجی ہوئی ای میل میں درج ہے۔',
  },
  invalidRefresh: {
    en: 'Your session is no longer valid. Please sign in again.',
    ur: 'آپ کا سیشن اب درست نہیں۔ براہِ کرم دوبارہ سائن اِن کریں۔',
  },
  reusedRefresh: {
    en: 'This session was already refreshed elsewhere and has been signed out. Please sign in again.',
    ur: 'یہ سیشن کسی اور جگہ سے تازہ کیا جا چکا تھا اس لیے سائن آؤٹ کر دیا گیا۔ براہِ کرم دوبارہ سائن اِن کریں۔',
  },
  expiredRefresh: {
    en: 'Your session has expired. Please sign in again.',
    ur: 'آپ کے سیشن کی مدت ختم ہو گئی۔ براہِ کرم دوبارہ سائن اِن کریں۔',
  },
  forgotAccepted: {
    en: 'If an account exists for that email address, we have sent a link to reset its password.',
    ur: 'اگر اس ای میل ایڈریس کا کوئی اکاؤنٹ موجود ہے تو ہم نے اس کا پاس ورڈ بدلنے کا لنک بھیج دیا ہے۔',
  },
  resetInvalid: {
    en: 'This password reset link is invalid or has expired. Please request a new one.',
    ur: 'پاس ورڈ ری سیٹ کا یہ لنک درست نہیں یا اس کی مدت ختم ہو چکی ہے۔ براہِ کرم نیا لنک منگوائیں۔',
  },
  resetDone: {
    en: 'Your password has been reset. You can now sign in with your new password.',
    ur: 'آپ کا پاس ورڈ بدل دیا گیا ہے۔ اب آپ نئے پاس ورڈ سے سائن اِن کر سکتے ہیں۔',
  },
  registered: {
    en: 'Registration successful! You are now signed in.',
    ur: 'رجسٹریشن ہو گئی! آپ سائن اِن ہو چکے ہیں۔',
  },
  registeredNewOrganization: {
    en: 'Registration successful! Your organization "{name}" has been submitted for review. You will receive an email once your account is approved by the admin.',
    ur: 'رجسٹریشن ہو گئی! آپ کا ادارہ "{name}" جائزے کے لیے بھیج دیا گیا ہے۔ ایڈمن کی منظوری ملتے ہی آپ کو ای میل آ جائے گی۔',
  },
  tenantRequired: {
    en: 'Choose an organization to join, or enter the name of a new organization.',
    ur: 'شامل ہونے کے لیے ادارہ منتخب کریں، یا نئے ادارے کا نام لکھیں۔',
  },
  bothGiven: {
    en: 'Choose an existing organization or request a new one, not both.',
    ur: 'یا تو موجودہ ادارہ منتخب کریں یا نئے ادارے کی درخواست دیں، دونوں نہیں۔',
  },
  unknownTenant: {
    en: 'tenant_id does not refer to an active organization.',
    ur: 'tenant_id کسی فعال ادارے کا نہیں۔',
  },
  notAccepting: {
    en: 'This organization is not accepting registrations at the moment.',
    ur: 'یہ ادارہ اس وقت نئی رجسٹریشن قبول نہیں کر رہا۔',
  },
  registeredAwaitingApproval: {
    en: 'Registration received! {name} must approve your account before you can sign in. You will receive an email once it is approved.',
    ur: 'رجسٹریشن موصول ہو گئی! سائن اِن سے پہلے {name} کو آپ کا اکاؤنٹ منظور کرنا ہوگا۔ منظوری ملتے ہی آپ کو ای میل آ جائے گی۔',
  },
  joinCodeRequired: {
    en: 'Enter the join code you were given by the school.',
    ur: 'اسکول کا دیا ہوا جوائن کوڈ درج کریں۔',
  },
  joinCodeWrong: {
    en: 'This join code is not correct. Ask the school for its current code.',
    ur: 'یہ جوائن کوڈ درست نہیں۔ اسکول سے موجودہ کوڈ معلوم کریں۔',
  },
  organizationBlank: {
    en: 'organization_name must not be blank.',
    ur: 'organization_name خالی نہیں ہو سکتا۔',
  },
  notAuthenticated: {
    en: 'Not authenticated. Please sign in.',
    ur: 'آپ سائن اِن نہیں ہیں۔ براہِ کرم سائن اِن کریں۔',
  },
  accountInactive: {
    en: 'Your account is no longer active. Please sign in again.',
    ur: 'آپ کا اکاؤنٹ اب فعال نہیں۔ براہِ کرم دوبارہ سائن اِن کریں۔',
  },
  signedOut: {
    en: 'You have been signed out. Please sign in again.',
    ur: 'آپ سائن آؤٹ ہو چکے ہیں۔ براہِ کرم دوبارہ سائن اِن کریں۔',
  },
  invalidAccessToken: {
    en: 'Invalid access token. Please sign in again.',
    ur: 'رسائی کا ٹوکن درست نہیں۔ براہِ کرم دوبارہ سائن اِن کریں۔',
  },
  // zxcvbn's warning picks the middle sentence (password-strength.ts).
  weakPassword: {
    en: 'This password is too easy to guess. {reason, select, topTen {This is one of the most common passwords.} topHundred {This is one of the most common passwords.} common {This is a commonly used password.} similarToCommon {This is too similar to a commonly used password.} straightRow {A row of keys on the keyboard is easy to guess.} keyPattern {A short keyboard pattern is easy to guess.} simpleRepeat {Repeated characters like "aaa" are easy to guess.} extendedRepeat {Repeated groups like "abcabcabc" are easy to guess.} sequences {Sequences like "abc" or "6543" are easy to guess.} recentYears {Recent years are easy to guess.} dates {Dates are easy to guess.} userInputs {It contains your name, username or email address.} namesByThemselves {Names on their own are easy to guess.} commonNames {Common names are easy to guess.} wordByItself {A single word is easy to guess.} other {It would be easy to guess.}} Use a longer password, for example three or four unrelated words, or mix words with numbers and symbols.',
    ur: 'یہ پاس ورڈ بوجھنا بہت آسان ہے۔ {reason, select, topTen {یہ سب سے عام پاس ورڈز میں سے ایک ہے۔} topHundred {یہ سب سے عام پاس ورڈز میں سے ایک ہے۔} common {یہ عام استعمال ہونے والا پاس ورڈ ہے۔} similarToCommon {یہ ایک عام پاس ورڈ سے بہت ملتا جلتا ہے۔} straightRow {کی بورڈ کی ایک قطار کی کیز آسانی سے بوجھی جا سکتی ہیں۔} keyPattern {کی بورڈ کا چھوٹا سا نمونہ آسانی سے بوجھا جا سکتا ہے۔} simpleRepeat {"aaa" جیسے دہرائے گئے حروف آسانی سے بوجھے جا سکتے ہیں۔} extendedRepeat {"abcabcabc" جیسے دہرائے گئے حصے آسانی سے بوجھے جا سکتے ہیں۔} sequences {"abc" یا "6543" جیسی ترتیب آسانی سے بوجھی جا سکتی ہے۔} recentYears {حالیہ سال آسانی سے بوجھے جا سکتے ہیں۔} dates {تاریخیں آسانی سے بوجھی جا سکتی ہیں۔} userInputs {اس میں آپ کا نام، یوزر نیم یا ای میل ایڈریس شامل ہے۔} namesByThemselves {صرف نام آسانی سے بوجھے جا سکتے ہیں۔} commonNames {عام نام آسانی سے بوجھے جا سکتے ہیں۔} wordByItself {اکیلا لفظ آسانی سے بوجھا جا سکتا ہے۔} other {اسے آسانی سے بوجھا جا سکتا ہے۔}} لمبا پاس ورڈ رکھیں، مثلاً تین چار بے ربط الفاظ، یا الفاظ کے ساتھ نمبر اور علامتیں ملائیں۔',
  },
});
