// اردو: the public website and the shell, written for a Pakistani reader (not word for word).
// Brand and product names (Watni, Watni Nexus), technical names (AI, PLC, React…), prices
// ('PKR 2,800') and contact data stay as they are. Same shape and ICU arguments as public.ts.
import type { PublicShellMessages } from './public';

const company: PublicShellMessages['company'] = {
  name: 'Watni',
  legalName: 'Watni (Private) Limited',
  email: 'info@watni.pk',
  phone: '+92 42 3578 1200',
  phoneHref: 'tel:+924235781200',
  mobile: '+92 300 092 8642',
  mobileHref: 'tel:+923000928642',
  addressLines: ['45-بی، مین بلیوارڈ', 'گلبرگ III، لاہور 54660', 'پاکستان'],
  hours: 'پیر تا ہفتہ، صبح 9 بجے سے شام 6 بجے تک (پاکستانی وقت)',
};

const figures: PublicShellMessages['figures'] = {
  students: { value: '500+', label: 'طلبہ کو تربیت دی' },
  courses: { value: '50+', label: 'کورسز' },
  satisfaction: { value: '98%', label: 'اطمینان' },
  warranty: { value: '1 سال', label: 'پروڈکٹ وارنٹی' },
  experience: { value: '5+ سال', label: 'کا تجربہ' },
  programmes: { value: '12 ماہ', label: 'کے سرٹیفکیشن پروگرام' },
};

const publicMessagesUr: PublicShellMessages = {
  company,
  figures,

  shell: {
    skipLink: 'براہِ راست مرکزی مواد پر جائیں',
    navLabel: 'مرکزی',
    menuLabel: 'مینو',
    brandLabel: 'Watni ہوم پیج',
    nav: {
      home: 'ہوم',
      nexus: 'Watni Nexus',
      services: 'خدمات',
      products: 'مصنوعات',
      certifications: 'سرٹیفکیشن',
      courses: 'کورسز',
      pricing: 'قیمتیں',
      about: 'ہمارے بارے میں',
      contact: 'رابطہ',
    },
    login: 'لاگ اِن',
    getStarted: 'شروع کریں',
    dashboard: 'ڈیش بورڈ',
    logout: 'لاگ آؤٹ',
    loggingOut: 'لاگ آؤٹ ہو رہا ہے…',
    sessionExpired: 'آپ کا سیشن ختم ہو گیا ہے۔ براہِ کرم دوبارہ لاگ اِن کریں۔',
    loadingConsole: 'لوڈ ہو رہا ہے…',
    themePicker: 'تھیم منتخب کریں',
    themeHeading: 'تھیم',
    footer: {
      description:
        'Watni پاکستان بھر کے اسکولوں، کلینکس، دکانوں اور کھیتوں کے لیے لوگوں کو تربیت دیتا ہے، سافٹ ویئر بناتا ہے اور اسمارٹ مصنوعات تیار کرتا ہے۔',
      quickLinks: 'اہم لنکس',
      offerings: 'ہماری پیشکش',
      contactTitle: 'رابطہ',
      email: 'ای میل',
      phone: 'فون',
      mobile: 'موبائل اور واٹس ایپ',
      address: 'دفتر',
      hours: 'اوقاتِ کار',
      offeringLinks: {
        certifications: 'سرٹیفکیشن پروگرام',
        nexus: 'Watni Nexus کلاؤڈ سویٹ',
        services: 'ٹیکنالوجی خدمات',
        products: 'اسمارٹ مصنوعات',
        dehydrator: 'اسمارٹ فوڈ ڈی ہائیڈریٹر',
        pricing: 'پلان اور قیمتیں',
      },
      terms: 'شرائطِ استعمال',
      privacy: 'پرائیویسی پالیسی',
      copyright: '© {year} Watni (Private) Limited۔ جملہ حقوق محفوظ ہیں۔',
      madeIn: 'لاہور میں ڈیزائن اور تیار کیا گیا۔',
    },
  },

  error: {
    title: 'کچھ غلط ہو گیا',
    text: 'یہ صفحہ نہیں دکھایا جا سکا۔ عموماً صفحہ دوبارہ لوڈ کرنے سے مسئلہ حل ہو جاتا ہے؛ اگر بار بار ایسا ہو تو ہمیں info@watni.pk پر بتائیں۔',
    reload: 'صفحہ دوبارہ لوڈ کریں',
    goHome: 'ہوم پیج پر جائیں',
  },

  notFound: {
    meta: {
      title: 'صفحہ نہیں ملا | Watni',
      description: 'آپ جو صفحہ تلاش کر رہے تھے وہ موجود نہیں یا کہیں اور منتقل ہو چکا ہے۔',
    },
    code: '404',
    title: 'صفحہ نہیں ملا',
    text: 'آپ جو صفحہ تلاش کر رہے تھے وہ موجود نہیں، یا کہیں اور منتقل ہو چکا ہے۔ پتا دوبارہ دیکھ لیں، یا ہوم پیج سے نئے سرے سے شروع کریں۔',
    goHome: 'ہوم پیج پر جائیں',
    helpful: 'مقبول صفحات',
    contact: 'ہم سے رابطہ کریں',
  },

  common: {
    contactSales: 'سیلز ٹیم سے رابطہ کریں',
    learnMore: 'مزید جانیں',
    viewDetails: 'تفصیل دیکھیں',
    getStarted: 'شروع کریں',
    startTrial: 'مفت ٹرائل شروع کریں',
    perMonth: '/ماہانہ',
    perMonthShort: '/ماہ',
    about: 'تقریباً {pkr}',
    breadcrumb: 'آپ یہاں ہیں',
    onThisPage: 'اس صفحے پر',
    lastUpdated: 'آخری ترمیم: {date}',
  },
};

export default publicMessagesUr;
