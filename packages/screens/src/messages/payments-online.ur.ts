// اردو: آن لائن ادائیگی کی اسکرینیں۔ Same shape as payments-online.ts.
import type { PaymentsOnlineMessages } from './payments-online';

const paymentsOnlineMessagesUr: PaymentsOnlineMessages = {
  providers: {
    sandbox: 'سینڈ باکس (آزمائشی ادائیگی)',
    jazzcash: 'جاز کیش',
    easypaisa: 'ایزی پیسہ',
  },
  pay: {
    payWith: '{provider} سے {amount} ادا کریں',
    starting: '{provider} کھل رہا ہے…',
    failed: 'ادائیگی شروع نہیں ہو سکی۔',
    none: 'آپ کا اسکول آن لائن ادائیگی کی سہولت نہیں دیتا۔',
    paidAwaiting: '{provider} کے ذریعے {amount} ادا ہو گئے۔ اب اسکول آپ کا داخلہ منظور کرے گا۔',
    label: 'آن لائن ادائیگی',
  },
  result: {
    title: 'آن لائن ادائیگی',
    received: 'ادائیگی موصول ہو گئی',
    receivedText: '{provider} کے ذریعے {amount} ادا ہو گئے۔ حوالہ نمبر {reference}۔',
    pending: 'ادائیگی زیرِ التوا ہے',
    pendingText:
      'ہم {provider} کی طرف سے ادائیگی کی تصدیق کا انتظار کر رہے ہیں۔ یہ صفحہ خود بخود تازہ ہو جائے گا؛ رقم دو بار نہیں کٹے گی۔',
    failed: 'ادائیگی نہیں ہو سکی',
    failedText: 'ادائیگی مکمل نہیں ہوئی ({status})۔ کوئی رقم نہیں کٹی؛ آپ دوبارہ کوشش کر سکتے ہیں۔',
    refundDue:
      'یہ واؤچر پہلے ہی ادا ہو چکا تھا، اس لیے اسکول یہ رقم واپس کرے گا۔ اسکول کے دفتر سے رابطہ کریں۔',
    receipt: 'رسید ڈاؤن لوڈ کریں',
    backToFees: 'فیس کے صفحے پر واپس',
    backToCourses: 'میرے کورسز پر واپس',
    notFound: 'یہ ادائیگی نہیں ملی۔',
    loading: 'لوڈ ہو رہا ہے…',
    statusCancelled: 'منسوخ',
    statusFailed: 'مسترد',
    otcTitle: 'ایزی پیسہ شاپ پر ادائیگی کریں',
    otcText:
      'یہ ٹوکن {amount} کی رقم کے ساتھ کسی بھی ایزی پیسہ شاپ پر دیں۔ ایزی پیسہ کی تصدیق کے بعد یہ صفحہ "ادائیگی موصول ہو گئی" دکھائے گا۔',
    otcToken: 'ادائیگی ٹوکن',
    otcExpiry: 'اس سے پہلے ادا کریں',
    providerSaid: '{provider} کا جواب: {detail}',
  },
  settings: {
    title: 'آن لائن ادائیگی',
    description:
      'والدین اور طلبہ کو واؤچرز اور فیس والے کورسز کی آن لائن ادائیگی کی سہولت دیں۔ اسناد خفیہ طریقے سے محفوظ ہوتی ہیں اور دوبارہ کبھی نہیں دکھائی جاتیں۔',
    enabled: 'ادائیگی کرنے والوں کو {provider} کی سہولت دیں',
    configured: 'اسناد محفوظ ہیں',
    notConfigured: 'اسناد درج نہیں',
    merchantHint: 'مرچنٹ آئی ڈی جس کے آخر میں {hint} ہے',
    merchantId: 'مرچنٹ آئی ڈی',
    storeId: 'اسٹور آئی ڈی',
    password: 'پاس ورڈ',
    salt: 'انٹیگریٹی سالٹ',
    hashKey: 'ہیش کی (16، 24 یا 32 حروف)',
    ipnUrl: '{provider} کے ساتھ رجسٹر کرنے کے لیے اطلاع کا پتہ',
    ipnHint:
      '{provider} یہ پتہ ہر ادائیگی کے ساتھ نہیں لیتا: اسے ایک بار {provider} کے مرچنٹ پورٹل میں اطلاع کے پتے کے طور پر درج کریں، ورنہ جن ادائیگیوں کی اطلاع نہ آئے وہ صرف وقفے وقفے سے ہونے والی انکوائری سے ملیں گی۔',
    inquiryTitle: 'انکوائری API (واپسی اور اطلاعات کی تصدیق کرتی ہے)',
    apiUsername: 'انکوائری API یوزر نیم',
    apiPassword: 'انکوائری API پاس ورڈ',
    accountNum: 'مرچنٹ اکاؤنٹ نمبر',
    inquiryOn: 'انکوائری API درج ہے',
    inquiryOff: 'انکوائری API درج نہیں: واپسی اطلاع کا انتظار کرتی ہے',
    sandboxUnavailable: 'اس سروس پر سینڈ باکس بند ہے (پروڈکشن موڈ): اس سے ادائیگی نہیں ہو سکتی۔',
    baseUrl: 'فراہم کنندہ کا پتہ',
    keep: 'محفوظ شدہ قدر برقرار رکھنے کے لیے خالی چھوڑ دیں۔',
    save: 'محفوظ کریں',
    saved: '{provider} محفوظ ہو گیا۔',
    sandboxNote:
      'سینڈ باکس وطنی کا آزمائشی ادائیگی صفحہ ہے: ادائیگی کرنے والے "ادائیگی کریں" یا "منسوخ کریں" دباتے ہیں اور کوئی اصل رقم منتقل نہیں ہوتی۔',
    loadFailed: 'آن لائن ادائیگی کی ترتیبات لوڈ نہیں ہو سکیں۔',
    retry: 'دوبارہ کوشش کریں',
  },
  report: {
    title: 'حساب کا ملان',
    description:
      'کسی ایک فراہم کنندہ کی ایک دن میں شروع ہونے والی آن لائن ادائیگیاں، فراہم کنندہ کے گوشوارے سے ملانے کے لیے۔',
    provider: 'فراہم کنندہ',
    date: 'دن',
    confirmed: 'تصدیق شدہ',
    failed: 'ناکام',
    cancelled: 'منسوخ یا میعاد ختم',
    pending: 'ابھی زیرِ التوا',
    total: '{count, plural, one {#\u2004ادائیگی} other {#\u2004ادائیگیاں}}، {amount}',
    refundDue: 'واپس کرنی ہیں: {count}',
    unmatched: 'رد شدہ اطلاعات (جعلی، غلط رقم، فراہم کنندہ بند): {count}',
    reference: 'حوالہ',
    amount: 'رقم',
    status: 'حیثیت',
    detail: 'فراہم کنندہ کا جواب',
    empty: 'اس دن کوئی آن لائن ادائیگی شروع نہیں ہوئی۔',
    loadFailed: 'حساب کے ملان کی رپورٹ لوڈ نہیں ہو سکی۔',
    statuses: {
      pending: 'زیرِ التوا',
      confirmed: 'تصدیق شدہ',
      failed: 'ناکام',
      cancelled: 'منسوخ',
    },
  },
};

export default paymentsOnlineMessagesUr;
