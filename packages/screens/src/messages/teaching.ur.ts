// اردو: کورس کی فہرستِ طلبہ، داخلوں کے اجتماعی فیصلے، سبق کی ویڈیو اور فیس کی ادائیگی کا طریقہ۔
// teaching.en.ts کی ساخت اور ICU دلائل وہی ہیں۔
import type { TeachingMessages } from './teaching.en';

const messages: TeachingMessages = {
  roster: {
    title: 'کورس کے طلبہ',
    titleFor: 'طلبہ کی فہرست: {course}',
    description:
      'منظور شدہ داخلے والے تمام طلبہ: مکمل کیے گئے اسباق، آخری سرگرمی (پاکستانی وقت) اور کوئز کے نمبر۔',
    link: 'طلبہ کی فہرست',
    linkLabel: '{course} کے طلبہ کی فہرست',
    back: 'کورسز پر واپس جائیں',
    students: '{count, plural, one {# طالب علم} other {# طلبہ}}',
    lessonsTotal: '{count, plural, one {# شائع شدہ سبق} other {# شائع شدہ اسباق}}',
    search: 'طلبہ تلاش کریں',
    searchHint: 'نام یا ای میل',
    sortBy: 'ترتیب',
    sorts: {
      name: 'نام',
      progress: 'پیش رفت',
      last_activity: 'آخری سرگرمی',
      enrolled_at: 'داخلے کی تاریخ',
    },
    order: 'سمت',
    orders: { asc: 'چھوٹے سے بڑا', desc: 'بڑے سے چھوٹا' },
    export: 'CSV ڈاؤن لوڈ کریں',
    exporting: 'CSV تیار ہو رہی ہے…',
    exportFailed: 'فہرست ڈاؤن لوڈ نہیں ہو سکی: {error}',
    exported: 'فہرست ڈاؤن لوڈ ہو گئی۔',
    caption: '{course} کے طلبہ',
    columns: {
      student: 'طالب علم',
      progress: 'مکمل اسباق',
      lastActivity: 'آخری سرگرمی',
      enrolled: 'داخلے کی تاریخ',
    },
    progressValue: '{total} میں سے {done}',
    progressLabel: '{total} میں سے {done} اسباق مکمل',
    noActivity: 'ابھی کوئی سرگرمی نہیں',
    quizBest: 'بہترین {best}%',
    quizLast: 'آخری {last}%',
    quizPending: 'جانچ باقی ہے',
    quizNotTaken: 'ابھی نہیں دیا',
    quizAttempts: '{count, plural, one {# کوشش} other {# کوششیں}}',
    empty: 'اس کورس میں ابھی کسی طالب علم کا داخلہ نہیں ہوا۔',
    emptyHint: 'منظور شدہ داخلے یہاں نظر آئیں گے۔',
    noMatch: 'آپ کی تلاش سے کوئی طالب علم نہیں ملا۔',
    loadFailed: 'طلبہ کی فہرست لوڈ نہیں ہو سکی',
  },
  bulk: {
    selectAll: 'اس صفحے کے تمام زیرِ غور داخلے منتخب کریں',
    selectColumn: 'انتخاب',
    selectRow: '{name} کا داخلہ منتخب کریں',
    selected: '{count, plural, one {# منتخب} other {# منتخب}}',
    approve: 'منتخب داخلے منظور کریں',
    reject: 'منتخب داخلے مسترد کریں',
    clear: 'انتخاب ختم کریں',
    toolbarLabel: 'منتخب داخلے',
    confirmApprove:
      '{count, plural, one {# داخلہ منظور کریں؟ طالب علم کو کورس تک رسائی اور ای میل مل جائے گی۔} other {# داخلے منظور کریں؟ طلبہ کو کورس تک رسائی اور ای میل مل جائے گی۔}}',
    confirmApproveButton: 'منظور کریں',
    confirmReject:
      '{count, plural, one {# داخلہ مسترد کریں؟ مسترد کرنے کی وجہ لکھیں (اختیاری):} other {# داخلے مسترد کریں؟ مسترد کرنے کی وجہ لکھیں (اختیاری)، جو ہر طالب علم کو بھیجی جائے گی:}}',
    confirmRejectButton: 'مسترد کریں',
    approved: '{count, plural, one {# داخلہ منظور ہو گیا۔} other {# داخلے منظور ہو گئے۔}}',
    rejected: '{count, plural, one {# داخلہ مسترد ہو گیا۔} other {# داخلے مسترد ہو گئے۔}}',
    alreadyDecided:
      '{count, plural, one {# داخلے کا فیصلہ کوئی اور پہلے ہی کر چکا تھا، اسے ویسے ہی رہنے دیا گیا۔} other {# داخلوں کا فیصلہ کوئی اور پہلے ہی کر چکا تھا، انہیں ویسے ہی رہنے دیا گیا۔}}',
    notAllowed:
      '{count, plural, one {# داخلہ تبدیل نہیں ہو سکا (نہیں ملا یا آپ کے کورس کا نہیں)۔} other {# داخلے تبدیل نہیں ہو سکے (نہیں ملے یا آپ کے کورسز کے نہیں)۔}}',
    failed: 'منتخب داخلوں کا فیصلہ نہیں ہو سکا: {error}',
  },
  video: {
    openVideo: 'ویڈیو کھولیں',
    opensNewTab: '(نئی ٹیب میں کھلے گی)',
    unplayableTitle: 'یہ ویڈیو اس صفحے پر نہیں چل سکتی',
    unplayableText:
      'اس کا لنک YouTube، Vimeo یا ویڈیو فائل کا نہیں ہے۔ اسے اس کی اپنی ویب سائٹ پر کھولیں۔',
    player: 'ویڈیو: {title}',
    formHint: 'YouTube یا Vimeo کا لنک، یا کسی ‎.mp4، ‎.webm یا ‎.ogg فائل کا براہِ راست https لنک۔',
    formError:
      'یہ لنک سبق میں نہیں چل سکتا۔ YouTube یا Vimeo کا لنک دیں، یا کسی ‎.mp4، ‎.webm یا ‎.ogg فائل کا براہِ راست https لنک۔ Google Drive اور فائل شیئر کرنے والی دوسری سائٹس کے لنک کام نہیں کرتے۔',
    fallback: 'آپ کا براؤزر یہ ویڈیو نہیں چلا سکتا۔',
  },
  payment: {
    title: 'فیس کیسے ادا کریں',
    intro:
      'یہ فیس والا کورس ہے ({price})۔ فیس نیچے دیے گئے اسکول کے بینک اکاؤنٹ میں جمع کرائیں، پھر داخلے کی درخواست دیں۔ ادائیگی موصول ہونے پر اسکول کے ایڈمن آپ کا داخلہ منظور کر دیں گے۔',
    pendingIntro:
      'آپ کا داخلہ اس انتظار میں ہے کہ اسکول {price} کی ادائیگی کی تصدیق کرے۔ اگر ابھی ادائیگی نہیں کی تو نیچے دیے گئے اکاؤنٹ میں جمع کرائیں۔ ادائیگی موصول ہونے پر اسکول کے ایڈمن آپ کا داخلہ منظور کر دیں گے۔',
    bank: 'بینک',
    accountTitle: 'اکاؤنٹ ٹائٹل',
    accountNumber: 'اکاؤنٹ نمبر',
    iban: 'IBAN',
    instructions: 'ہدایات',
    notSet:
      'اسکول نے ابھی اپنی بینک تفصیلات شامل نہیں کیں۔ ادائیگی کا طریقہ اسکول کے دفتر سے پوچھیں۔',
    loadFailed: 'ادائیگی کی تفصیلات لوڈ نہیں ہو سکیں۔ ادائیگی کا طریقہ اسکول کے دفتر سے پوچھیں۔',
  },
  paymentSettings: {
    title: 'ادائیگی کی تفصیلات',
    description:
      'یہ تفصیلات ہر فیس والے کورس کے داخلے کے صفحے پر طلبہ کو دکھائی جاتی ہیں۔ طالب علم کی ادائیگی کے بعد داخلوں کے صفحے سے داخلہ منظور کریں۔',
    bankName: 'بینک کا نام',
    bankNameHint: 'مثال کے طور پر: میزان بینک',
    accountTitle: 'اکاؤنٹ ٹائٹل',
    accountTitleHint: 'اکاؤنٹ پر درج نام، جیسا بینک دکھاتا ہے',
    accountNumber: 'اکاؤنٹ نمبر',
    iban: 'IBAN',
    ibanHint: 'مثال کے طور پر: PK36 SCBL 0000 0011 2345 6702',
    ibanInvalid: 'درست IBAN لکھیں (پاکستانی اکاؤنٹ کے لیے PK سے شروع ہونے والے 24 حروف)۔',
    instructions: 'ادائیگی کی ہدایات',
    instructionsHint: 'مثال کے طور پر: رقم بھیجتے وقت طالب علم کا نام اور کورس لکھیں۔',
    save: 'ادائیگی کی تفصیلات محفوظ کریں',
    saving: 'محفوظ ہو رہی ہیں…',
    saved: 'ادائیگی کی تفصیلات محفوظ ہو گئیں۔',
    saveFailed: 'ادائیگی کی تفصیلات محفوظ نہیں ہو سکیں',
    loadFailed: 'ادائیگی کی تفصیلات لوڈ نہیں ہو سکیں',
    adminOnly: 'ادائیگی کی تفصیلات صرف ایڈمن تبدیل کر سکتے ہیں۔',
  },
};

export default messages;
