import { defineMessages } from '../../http/i18n/messages.js';
// The sentences of the online-payment service (its 4xx `detail`s), in one place for the
// handlers, the notifications and the reconciliation.
export const ONLINE_MESSAGES = defineMessages('payments-online', {
  adminsOnly: {
    en: 'Only administrators can change the online payment settings.',
    ur: 'آن لائن ادائیگی کی ترتیبات صرف ایڈمن بدل سکتے ہیں۔',
  },
  notOffered: {
    en: 'Your school does not offer this payment method.',
    ur: 'آپ کا اسکول ادائیگی کا یہ طریقہ پیش نہیں کرتا۔',
  },
  incomplete: {
    en: 'Enter the merchant id, the password and the integrity salt before turning JazzCash on.',
    ur: 'جاز کیش چالو کرنے سے پہلے مرچنٹ آئی ڈی، پاس ورڈ اور انٹیگریٹی سالٹ درج کریں۔',
  },
  incompleteEasypaisa: {
    en: 'Enter the store id and the hash key before turning Easypaisa on.',
    ur: 'ایزی پیسہ چالو کرنے سے پہلے اسٹور آئی ڈی اور ہیش کی درج کریں۔',
  },
  hashKey: {
    en: 'The Easypaisa hash key must be 16, 24 or 32 characters long.',
    ur: 'ایزی پیسہ کی ہیش کی 16، 24 یا 32 حروف کی ہونی چاہیے۔',
  },
  sandboxOff: {
    en: 'The sandbox takes no real money and is switched off on this service (production mode).',
    ur: 'سینڈ باکس میں اصل رقم ادا نہیں ہوتی، اس لیے یہ اس سروس پر بند ہے (پروڈکشن موڈ)۔',
  },
  sandboxExpired: {
    en: 'This sandbox payment page has expired (30 minutes): start the payment again from the fees page.',
    ur: 'سینڈ باکس ادائیگی کا یہ صفحہ ختم ہو چکا ہے (30 منٹ): فیس کے صفحے سے ادائیگی دوبارہ شروع کریں۔',
  },
  switchedOff: {
    en: 'Your school has switched this payment method off: the notification is not recorded.',
    ur: 'آپ کے اسکول نے ادائیگی کا یہ طریقہ بند کر دیا ہے: یہ اطلاع درج نہیں کی گئی۔',
  },
  unreachable: {
    en: 'The payment provider could not be reached: nothing changed; it is asked again later.',
    ur: 'ادائیگی فراہم کنندہ سے رابطہ نہیں ہو سکا: کچھ نہیں بدلا؛ بعد میں دوبارہ پوچھا جائے گا۔',
  },
  inquiryIncomplete: {
    en: 'Enter both the inquiry API username and password (or neither) for Easypaisa.',
    ur: 'ایزی پیسہ کے لیے انکوائری API کا یوزر نیم اور پاس ورڈ دونوں درج کریں (یا کوئی بھی نہیں)۔',
  },
  baseUrl: { en: 'base_url must be an https address.', ur: 'base_url کا پتہ https ہونا چاہیے۔' },
  refusedBase: {
    en: 'The payment provider’s address is on a private or reserved network; the service does not contact it.',
    ur: 'ادائیگی فراہم کنندہ کا پتہ نجی یا محفوظ نیٹ ورک پر ہے؛ سروس اس سے رابطہ نہیں کرتی۔',
  },
  oneTarget: {
    en: 'Choose either a voucher or an enrolment to pay.',
    ur: 'ادائیگی کے لیے یا تو واؤچر منتخب کریں یا داخلہ۔',
  },
  notAwaiting: {
    en: 'This enrolment is not awaiting payment.',
    ur: 'یہ داخلہ ادائیگی کا منتظر نہیں ہے۔',
  },
  freeCourse: {
    en: 'This course is free: there is nothing to pay.',
    ur: 'یہ کورس مفت ہے: کچھ ادا نہیں کرنا۔',
  },
  notPkr: {
    en: 'Only courses priced in PKR can be paid online.',
    ur: 'صرف روپے (PKR) میں قیمت والے کورسز کی آن لائن ادائیگی ہو سکتی ہے۔',
  },
  alreadyPaid: {
    en: 'This has already been paid online.',
    ur: 'اس کی آن لائن ادائیگی پہلے ہی ہو چکی ہے۔',
  },
  voucherSettled: {
    en: 'This voucher has nothing left to pay.',
    ur: 'اس واؤچر پر کوئی رقم باقی نہیں۔',
  },
  enrollmentNotFound: { en: 'Enrolment not found.', ur: 'داخلہ نہیں ملا۔' },
  voucherNotFound: { en: 'Voucher not found.', ur: 'واؤچر نہیں ملا۔' },
  paymentNotFound: { en: 'Payment not found.', ur: 'ادائیگی نہیں ملی۔' },
  noReference: {
    en: 'This notification names no payment.',
    ur: 'اس اطلاع میں کسی ادائیگی کا حوالہ نہیں۔',
  },
  unverified: {
    en: 'The payment notification could not be verified.',
    ur: 'ادائیگی کی اطلاع کی تصدیق نہیں ہو سکی۔',
  },
  wrongAmount: {
    en: 'The amount paid does not match the payment.',
    ur: 'ادا کی گئی رقم ادائیگی سے مطابقت نہیں رکھتی۔',
  },
  wrongBill: {
    en: 'The bill reference does not match the payment.',
    ur: 'بل کا حوالہ ادائیگی سے مطابقت نہیں رکھتا۔',
  },
});
