// اردو: ڈیٹ شیٹ کی اسکرینیں۔ Same shape as datesheet.ts.
import type { DatesheetMessages } from './datesheet';

const datesheetMessagesUr: DatesheetMessages = {
  common: {
    loading: 'لوڈ ہو رہا ہے…',
    retry: 'دوبارہ کوشش کریں',
    loadFailed: 'ڈیٹ شیٹ لوڈ نہیں ہو سکی۔',
    date: 'تاریخ',
    time: 'وقت',
    subject: 'مضمون',
    room: 'کمرہ',
    noRoom: '—',
    timeRange: '{from} سے {to} تک',
    printEnglish: '{className} پرنٹ کریں (انگریزی)',
    printUrdu: '{className} پرنٹ کریں (اردو)',
  },
  editor: {
    heading: 'ڈیٹ شیٹ',
    hint: 'ہر جماعت کا ہر پرچہ اپنی تاریخ، وقت اور کمرے کے ساتھ۔ ایک جماعت کے دو پرچے ایک وقت میں نہیں ہو سکتے، اور ایک کمرہ ایک وقت میں دو بار نہیں دیا جا سکتا۔',
    draft: 'مسودہ: طلبہ اور والدین ابھی اسے نہیں دیکھ سکتے۔',
    published:
      '{date} کو جاری ہوئی: طلبہ اور والدین اسے دیکھ سکتے ہیں، اور تبدیلیاں فوراً نظر آتی ہیں۔',
    empty: 'ڈیٹ شیٹ میں ابھی کوئی پرچہ نہیں۔ نیچے پہلا پرچہ شامل کریں۔',
    caption: '{className} کے پرچے',
    actions: 'اقدامات',
    edit: '{subject} میں تبدیلی کریں',
    remove: '{subject} ہٹائیں',
    addHeading: 'پرچہ شامل کریں',
    editHeading: '{subject} میں تبدیلی',
    class: 'جماعت',
    classPlaceholder: 'جماعت چنیں',
    subjectPlaceholder: 'مضمون چنیں',
    paperDate: 'تاریخ',
    startsAt: 'شروع ہونے کا وقت',
    endsAt: 'ختم ہونے کا وقت',
    roomHint: 'اختیاری، جیسے ہال اے۔',
    add: 'پرچہ شامل کریں',
    save: 'تبدیلیاں محفوظ کریں',
    cancel: 'منسوخ کریں',
    saving: 'محفوظ ہو رہا ہے…',
    required: 'جماعت، مضمون، تاریخ، شروع اور ختم ہونے کا وقت لکھیں۔',
    publish: 'ڈیٹ شیٹ جاری کریں',
    publishing: 'جاری ہو رہی ہے…',
    publishHint: 'طلبہ اور ان کے والدین کو اسکول کے پیغامات کے ذریعے ایک بار بتایا جائے گا۔',
  },
  family: {
    title: 'ڈیٹ شیٹ',
    parentTitle: 'آپ کے بچوں کی ڈیٹ شیٹس',
    description: 'ہر امتحان کے پرچے اپنی تاریخ، وقت اور کمرے کے ساتھ۔',
    empty: 'ابھی کوئی ڈیٹ شیٹ جاری نہیں ہوئی۔',
    of: '{exam} · {term}',
    for: '{student}، {className}',
  },
};

export default datesheetMessagesUr;
