// اردو: طالب علم کے پروفائل پر اسکول چھوڑنے اور کردار کے سرٹیفکیٹ۔ Same shape as school-certificates.ts.
import type { SchoolCertificatesMessages } from './school-certificates';

const schoolCertificatesMessagesUr: SchoolCertificatesMessages = {
  heading: 'سرٹیفکیٹ',
  hint: 'اس طالب علم کو جاری کیے گئے اسکول چھوڑنے اور کردار کے سرٹیفکیٹ۔ ہر ایک کا نمبر اور تصدیقی کوڈ ہے جسے کوئی بھی جانچ سکتا ہے۔',
  issue: 'سرٹیفکیٹ جاری کریں',
  empty: 'ابھی کوئی سرٹیفکیٹ جاری نہیں ہوا۔',
  loading: 'سرٹیفکیٹ لوڈ ہو رہے ہیں…',
  loadFailed: 'سرٹیفکیٹ لوڈ نہیں ہو سکے۔',
  retry: 'دوبارہ کوشش کریں',
  kinds: { leaving: 'اسکول چھوڑنے کا سرٹیفکیٹ', character: 'کردار کا سرٹیفکیٹ' },
  statuses: { valid: 'درست', revoked: 'منسوخ شدہ' },
  columns: {
    kind: 'سرٹیفکیٹ',
    number: 'نمبر',
    issued: 'تاریخِ اجرا',
    status: 'حیثیت',
    actions: 'کارروائیاں',
  },
  caption: '{name} کے سرٹیفکیٹ',
  code: 'تصدیقی کوڈ',
  downloadEnglish: 'ڈاؤن لوڈ (انگریزی)',
  downloadUrdu: 'ڈاؤن لوڈ (اردو)',
  downloadFailed: 'سرٹیفکیٹ ڈاؤن لوڈ نہیں ہو سکا۔',
  revoke: 'منسوخ کریں',
  dialog: {
    title: '{name} کو سرٹیفکیٹ جاری کریں',
    kind: 'سرٹیفکیٹ کی قسم',
    leavingDate: 'اسکول چھوڑنے کی تاریخ',
    reason: 'اسکول چھوڑنے کی وجہ',
    remarks: 'کردار کے بارے میں تاثرات',
    leavingNote: 'اسکول چھوڑنے کا سرٹیفکیٹ جاری کرنے سے طالب علم کی حیثیت "چھوڑ گیا" ہو جاتی ہے۔',
    submit: 'جاری کریں',
    dateRequired: 'وہ تاریخ درج کریں جب طالب علم اسکول چھوڑ رہا ہے۔',
    dateFuture: 'اسکول چھوڑنے کی تاریخ آج کے بعد کی نہیں ہو سکتی۔',
    reasonRequired: 'اسکول چھوڑنے کی وجہ درج کریں۔',
    remarksRequired: 'طالب علم کے کردار کے بارے میں تاثرات درج کریں۔',
  },
  revokeDialog: {
    title: 'کیا {number} منسوخ کریں؟',
    text: 'اس کے بعد عوامی تصدیقی صفحہ بتائے گا کہ یہ سرٹیفکیٹ منسوخ ہو چکا ہے۔ طالب علم کی حیثیت نہیں بدلے گی۔',
    reason: 'وجہ',
    submit: 'سرٹیفکیٹ منسوخ کریں',
  },
  issued: 'سرٹیفکیٹ {number} جاری ہو گیا۔',
  revoked: 'سرٹیفکیٹ {number} منسوخ ہو گیا۔',
  failed: 'سرٹیفکیٹ محفوظ نہیں ہو سکا۔',
};

export default schoolCertificatesMessagesUr;
