// اردو: اطلاعات، گھنٹی اور اعلانات (issue 18)۔ وہی ساخت اور ICU دلائل جو notifications.en.ts میں ہیں۔
import type { NotificationsMessages } from './notifications.en';

const messages: NotificationsMessages = {
  bell: {
    label: 'اطلاعات',
    unread: '{count, plural, one {# نئی اطلاع} other {# نئی اطلاعات}}',
  },
  inbox: {
    title: 'اطلاعات',
    intro: 'آپ کے اسکول اور آپ کے کورسز سے متعلق پیغامات۔',
    markAll: 'سب کو پڑھا ہوا کریں',
    markRead: 'پڑھا ہوا کریں',
    unreadBadge: 'نئی',
    empty: 'ابھی کوئی اطلاع نہیں۔',
    emptyHint: 'اعلانات، غیر حاضری کی اطلاع، فیس واؤچر اور نتائج یہاں نظر آئیں گے۔',
    error: 'اطلاعات لوڈ نہیں ہو سکیں۔',
    retry: 'دوبارہ کوشش کریں',
    open: 'کھولیں',
    previous: 'نئی',
    next: 'پرانی',
  },
  announcements: {
    title: 'اعلانات',
    intro:
      'پورے اسکول، کسی کلاس یا سیکشن کے لیے اعلان کریں۔ یہ سب کے اِن باکس میں اور اسکول کے فعال ذرائع پر پہنچے گا۔',
    formTitle: 'نیا اعلان',
    titleLabel: 'عنوان',
    bodyLabel: 'پیغام',
    scopeLabel: 'کسے بھیجیں',
    scopeSchool: 'پورا اسکول',
    scopeClasses: 'کلاسیں',
    scopeSections: 'سیکشن',
    classesLabel: 'کلاسیں',
    sectionsLabel: 'سیکشن',
    audienceLabel: 'وصول کنندگان',
    toParents: 'والدین',
    toStudents: 'طلبہ',
    toStaff: 'عملہ',
    whenLabel: 'کب',
    now: 'ابھی',
    later: 'کسی وقت',
    publishAtLabel: 'تاریخ اور وقت (پاکستانی وقت)',
    submit: 'اعلان بھیجیں',
    submitting: 'بھیجا جا رہا ہے…',
    posted: 'اعلان بھیج دیا گیا۔ یہ {count, plural, one {# فرد} other {# افراد}} تک پہنچ رہا ہے۔',
    scheduled: 'اعلان مقررہ وقت کے لیے محفوظ ہو گیا۔',
    listTitle: 'بھیجے گئے اعلانات',
    empty: 'ابھی کوئی اعلان نہیں۔',
    status: { scheduled: 'مقررہ', sent: 'بھیج دیا گیا', cancelled: 'منسوخ' },
    recipients: '{count, plural, one {# وصول کنندہ} other {# وصول کنندگان}}',
    error: 'اعلانات لوڈ نہیں ہو سکے۔',
    required: 'عنوان اور پیغام لکھیں۔',
  },
};

export default messages;
