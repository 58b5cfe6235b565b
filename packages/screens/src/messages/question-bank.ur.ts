// اردو: سوالات کا بینک، کوئز میں بینک سے بے ترتیب سوال، اور ترتیب بدلنے کی ترتیبات.
// Same shape and ICU arguments as question-bank.ts; written for a Pakistani teacher.
import type { QuestionBankMessages } from './question-bank';

const messages: QuestionBankMessages = {
  page: {
    title: 'سوالات کا بینک',
    description:
      '{course} کے لیے محفوظ سوالات۔ انہیں ٹیگ لگائیں؛ پھر کوئز کسی ٹیگ سے بے ترتیب سوال لے سکتا ہے۔',
    descriptionNoCourse:
      'اس کورس کے لیے محفوظ سوالات۔ انہیں ٹیگ لگائیں؛ پھر کوئز کسی ٹیگ سے بے ترتیب سوال لے سکتا ہے۔',
    back: 'جائزوں پر واپس',
    open: 'سوالات کا بینک',
    loading: 'سوالات کا بینک لوڈ ہو رہا ہے…',
    loadFailed: 'سوالات کا بینک لوڈ نہیں ہو سکا',
    retry: 'دوبارہ کوشش کریں',
    add: 'سوال شامل کریں',
    tagFilter: 'ٹیگ',
    allTags: 'تمام ٹیگ',
    tagOption: '{tag} ({count})',
    search: 'سوالات تلاش کریں',
    total: '{total, plural, =0 {کوئی سوال نہیں} one {#\u2004سوال} other {#\u2004سوالات}}',
    showing: '{total} میں سے {from}–{to}',
    empty: 'بینک میں ابھی کوئی سوال نہیں',
    emptyHint:
      'سوالات شامل کریں اور انہیں ٹیگ لگائیں، مثلاً "الجبرا" یا "باب 1"۔ پھر کوئز کسی ٹیگ سے بے ترتیب سوال لے سکتا ہے۔',
    emptyFiltered: 'اس فلٹر کے مطابق کوئی سوال نہیں',
    clearFilter: 'تمام سوالات دکھائیں',
    points: '{points, plural, one {#\u2004نمبر} other {#\u2004نمبر}}',
    noTags: 'کوئی ٹیگ نہیں',
    tagsLabel: 'ٹیگ',
    edit: 'ترمیم',
    editNamed: 'سوال {n} میں ترمیم',
    remove: 'حذف کریں',
    removeNamed: 'سوال {n} حذف کریں',
    removeTitle: 'یہ سوال حذف کریں؟',
    removeConfirm:
      'کوئز اسے آئندہ نہیں لیں گے۔ جن کوششوں میں یہ آ چکا ہے ان کے پاس اپنی نقل رہے گی، اس لیے کوئی نتیجہ نہیں بدلے گا۔',
    removed: 'سوال حذف ہو گیا',
    removeFailed: 'سوال حذف نہیں ہو سکا',
  },
  form: {
    newTitle: 'نیا سوال',
    editTitle: 'سوال میں ترمیم',
    tags: 'ٹیگ',
    tagsHint: 'ٹیگ کوما سے الگ کریں، مثلاً: الجبرا، باب 1',
    tagsError: 'ہر ٹیگ زیادہ سے زیادہ 40 حروف کا ہو، اور کل 10 ٹیگ تک',
    save: 'سوال محفوظ کریں',
    saving: 'محفوظ ہو رہا ہے…',
    cancel: 'منسوخ کریں',
    saved: 'سوال محفوظ ہو گیا',
    saveFailed: 'سوال محفوظ نہیں ہو سکا',
  },
  builder: {
    heading: 'بینک سے بے ترتیب سوال',
    hint: 'ہر کوشش کورس کے سوالات کے بینک سے اپنے سوال لیتی ہے، نیچے دیے گئے سوالات کے بعد۔ دوبارہ کوشش میں پہلے وہ سوال آتے ہیں جو طالب علم نے ابھی نہیں دیکھے۔',
    block: 'بے ترتیب حصہ {n}',
    tag: 'ٹیگ',
    chooseTag: 'ٹیگ منتخب کریں',
    count: 'کتنے سوال لیے جائیں',
    available:
      '{count, plural, =0 {اس ٹیگ کا کوئی سوال نہیں} one {اس ٹیگ کا #\u2004سوال ہے} other {اس ٹیگ کے #\u2004سوال ہیں}}',
    add: 'بے ترتیب حصہ شامل کریں',
    remove: 'ہٹائیں',
    removeNamed: 'بے ترتیب حصہ {n} ہٹائیں',
    tagRequired: 'ٹیگ منتخب کریں',
    tagTwice: 'اس ٹیگ سے کسی اور حصے میں پہلے ہی سوال لیے جا رہے ہیں',
    countError: 'سوالات کی تعداد 1 سے 100 تک کوئی پورا عدد ہو',
    tooFew: 'بینک میں اس ٹیگ کے صرف {have} سوال ہیں',
    emptyBank: 'اس کورس کا سوالات کا بینک خالی ہے۔ پہلے اس میں ٹیگ والے سوال شامل کریں۔',
    openBank: 'سوالات کا بینک کھولیں',
    shuffleHeading: 'ترتیب',
    shuffleQuestions: 'سوالات کی ترتیب بدلیں',
    shuffleQuestionsHint: 'ہر کوشش میں سوالات اپنی الگ ترتیب سے آتے ہیں۔',
    shuffleOptions: 'جوابات کے انتخاب کی ترتیب بدلیں',
    shuffleOptionsHint: 'ہر کوشش میں کثیر انتخابی سوال کے انتخاب اپنی الگ ترتیب سے آتے ہیں۔',
    drawnTotal:
      '{count, plural, one {اس کے علاوہ بینک سے #\u2004سوال} other {اس کے علاوہ بینک سے #\u2004سوالات}}',
  },
};

export default messages;
