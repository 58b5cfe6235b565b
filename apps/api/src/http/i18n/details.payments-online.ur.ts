// Online payment's `detail` sentences in Urdu. Keyed by the exact English
// sentence of domains/payments-online/service.ts (ONLINE_MESSAGES); field names kept as data.
export const paymentsOnlineDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [
  [
    'Only administrators can change the online payment settings.',
    'آن لائن ادائیگی کی ترتیبات صرف ایڈمن بدل سکتے ہیں۔',
  ],
  [
    'Your school does not offer this payment method.',
    'آپ کا اسکول ادائیگی کا یہ طریقہ پیش نہیں کرتا۔',
  ],
  [
    'Enter the merchant id, the password and the integrity salt before turning JazzCash on.',
    'جاز کیش چالو کرنے سے پہلے مرچنٹ آئی ڈی، پاس ورڈ اور انٹیگریٹی سالٹ درج کریں۔',
  ],
  [
    'Enter the store id and the hash key before turning Easypaisa on.',
    'ایزی پیسہ چالو کرنے سے پہلے اسٹور آئی ڈی اور ہیش کی درج کریں۔',
  ],
  [
    'The Easypaisa hash key must be 16, 24 or 32 characters long.',
    'ایزی پیسہ کی ہیش کی 16، 24 یا 32 حروف کی ہونی چاہیے۔',
  ],
  [
    'The sandbox takes no real money and is switched off on this service (production mode).',
    'سینڈ باکس میں اصل رقم ادا نہیں ہوتی، اس لیے یہ اس سروس پر بند ہے (پروڈکشن موڈ)۔',
  ],
  [
    'This sandbox payment page has expired (30 minutes): start the payment again from the fees page.',
    'سینڈ باکس ادائیگی کا یہ صفحہ ختم ہو چکا ہے (30 منٹ): فیس کے صفحے سے ادائیگی دوبارہ شروع کریں۔',
  ],
  [
    'Your school has switched this payment method off: the notification is not recorded.',
    'آپ کے اسکول نے ادائیگی کا یہ طریقہ بند کر دیا ہے: یہ اطلاع درج نہیں کی گئی۔',
  ],
  [
    'The payment provider could not be reached: nothing changed; it is asked again later.',
    'ادائیگی فراہم کنندہ سے رابطہ نہیں ہو سکا: کچھ نہیں بدلا؛ بعد میں دوبارہ پوچھا جائے گا۔',
  ],
  [
    'Enter both the inquiry API username and password (or neither) for Easypaisa.',
    'ایزی پیسہ کے لیے انکوائری API کا یوزر نیم اور پاس ورڈ دونوں درج کریں (یا کوئی بھی نہیں)۔',
  ],
  ['base_url must be an https address.', 'base_url کا پتہ https ہونا چاہیے۔'],
  [
    'The payment provider’s address is on a private or reserved network; the service does not contact it.',
    'ادائیگی فراہم کنندہ کا پتہ نجی یا محفوظ نیٹ ورک پر ہے؛ سروس اس سے رابطہ نہیں کرتی۔',
  ],
  ['Only https addresses can be used here.', 'یہاں صرف https پتے استعمال ہو سکتے ہیں۔'],
  [
    'This address is on a private or reserved network, which the service does not contact.',
    'یہ پتہ نجی یا محفوظ نیٹ ورک پر ہے، جس سے سروس رابطہ نہیں کرتی۔',
  ],
  ['The address redirected too many times.', 'اس پتے نے بہت زیادہ بار آگے بھیجا۔'],
  ['The address could not be reached.', 'اس پتے تک رسائی نہیں ہو سکی۔'],
  ['The address did not answer in time.', 'اس پتے نے وقت پر جواب نہیں دیا۔'],
  ['The answer from the address was too large.', 'اس پتے کا جواب بہت بڑا تھا۔'],
  ['This is not a valid web address.', 'یہ درست ویب پتہ نہیں ہے۔'],
  [
    'Choose either a voucher or an enrolment to pay.',
    'ادائیگی کے لیے یا تو واؤچر منتخب کریں یا داخلہ۔',
  ],
  ['This enrolment is not awaiting payment.', 'یہ داخلہ ادائیگی کا منتظر نہیں ہے۔'],
  ['This course is free: there is nothing to pay.', 'یہ کورس مفت ہے: کچھ ادا نہیں کرنا۔'],
  [
    'Only courses priced in PKR can be paid online.',
    'صرف روپے (PKR) میں قیمت والے کورسز کی آن لائن ادائیگی ہو سکتی ہے۔',
  ],
  ['This has already been paid online.', 'اس کی آن لائن ادائیگی پہلے ہی ہو چکی ہے۔'],
  ['This voucher has nothing left to pay.', 'اس واؤچر پر کوئی رقم باقی نہیں۔'],
  ['Enrolment not found.', 'داخلہ نہیں ملا۔'],
  ['Payment not found.', 'ادائیگی نہیں ملی۔'],
  ['This notification names no payment.', 'اس اطلاع میں کسی ادائیگی کا حوالہ نہیں۔'],
  ['The payment notification could not be verified.', 'ادائیگی کی اطلاع کی تصدیق نہیں ہو سکی۔'],
  ['The amount paid does not match the payment.', 'ادا کی گئی رقم ادائیگی سے مطابقت نہیں رکھتی۔'],
  ['The bill reference does not match the payment.', 'بل کا حوالہ ادائیگی سے مطابقت نہیں رکھتا۔'],
];
