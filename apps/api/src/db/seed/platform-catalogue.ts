// The platform catalogue: the modules and the subscription plans, in one place. The seed writes
// it to the database, which is then the one source of truth for every screen (pricing cards,
// the create-tenant choices, the module screen). Prices are USD per month.
//
// Source: the public pricing page (spec section 9): Starter $10/month, Professional $30/month,
// Enterprise custom; add-on modules Education +$8/mo, Healthcare +$10/mo, Retail +$7/mo;
// 14-day free trial on every plan. The other module prices are Watni's own list prices.

import type { ModuleCategory, PlanSlug } from '../schema/platform.js';

/** A module's wording in Urdu, written beside its English (docs/i18n.md "Data the service sends"). */
export interface CatalogueModuleUrdu {
  name: string;
  description: string;
}

interface CatalogueModule {
  slug: string;
  name: string;
  description: string;
  category: ModuleCategory;
  monthly_price: number;
  is_core: boolean;
  is_addon: boolean;
  ur: CatalogueModuleUrdu;
}

const core = (
  slug: string,
  name: string,
  description: string,
  ur: CatalogueModuleUrdu,
): CatalogueModule => ({
  slug,
  name,
  description,
  category: 'core',
  monthly_price: 0,
  is_core: true,
  is_addon: false,
  ur,
});

const addon = (
  category: Exclude<ModuleCategory, 'core'>,
  slug: string,
  name: string,
  monthly_price: number,
  description: string,
  ur: CatalogueModuleUrdu,
): CatalogueModule => ({
  slug,
  name,
  description,
  category,
  monthly_price,
  is_core: false,
  is_addon: true,
  ur,
});

/** In display order within each category. */
export const CATALOGUE_MODULES: readonly CatalogueModule[] = [
  // core: free, always on, in every plan
  core(
    'user-management',
    'User Management',
    'Students, teachers and administrators of your organisation: accounts, roles, activation and sign-in.',

    {
      name: 'یوزر مینجمنٹ',
      description:
        'آپ کے ادارے کے طلبہ، اساتذہ اور ایڈمنسٹریٹر: اکاؤنٹ، کردار، اکاؤنٹ فعال کرنا اور سائن اِن۔',
    },
  ),
  core(
    'course-management',
    'Course Management',
    'Courses, lessons, quizzes and enrollments, with approval of paid enrollments and grading.',

    {
      name: 'کورس مینجمنٹ',
      description:
        'کورسز، اسباق، کوئز اور داخلے، فیس والے کورسز کے داخلوں کی منظوری اور جانچ کے ساتھ۔',
    },
  ),
  core(
    'dashboard-reports',
    'Dashboard & Reports',
    'The dashboard with learner progress, certifications and the basic reports of your organisation.',

    {
      name: 'ڈیش بورڈ اور رپورٹس',
      description:
        'ڈیش بورڈ جس میں سیکھنے والوں کی پیش رفت، سرٹیفکیٹ اور آپ کے ادارے کی بنیادی رپورٹس ہیں۔',
    },
  ),
  core(
    'parent-portal',
    'Parent Portal',
    "Guardians sign in by mobile number or e-mail and follow their own children: attendance, results, vouchers and receipts, timetable, announcements and the school van, each as far as the school's modules reach.",
    {
      name: 'پیرنٹ پورٹل',
      description:
        'والدین موبائل نمبر یا ای میل سے سائن ان کر کے صرف اپنے بچوں کی حاضری، نتائج، فیس واؤچر اور رسیدیں، ٹائم ٹیبل، اعلانات اور اسکول وین دیکھتے ہیں، جتنے ماڈیول اسکول نے چالو کیے ہوں۔',
    },
  ),
  // education (the Education suite is the pricing page's Education add-on, +$8/mo)
  addon(
    'education',
    'education-suite',
    'Education Suite',
    8,
    'School management for schools, academies and training centres: student information system, admissions, classes and sections, and report cards.',

    {
      name: 'ایجوکیشن سوئٹ',
      description:
        'اسکولوں، اکیڈمیوں اور تربیتی مراکز کا انتظام: طلبہ کا ریکارڈ، داخلے، کلاسیں اور سیکشن، اور رپورٹ کارڈ۔',
    },
  ),
  addon(
    'education',
    'attendance',
    'Attendance',
    2,
    'Daily and per-lecture attendance for students and staff, with absence reports for each class.',

    {
      name: 'حاضری',
      description:
        'طلبہ اور عملے کی روزانہ اور فی پیریڈ حاضری، ہر کلاس کی غیر حاضری رپورٹ کے ساتھ۔',
    },
  ),
  addon(
    'education',
    'gradebook',
    'Gradebook',
    3,
    'Marks for tests, assignments and terms, with weighted totals, grades and printable result cards; the daily diary and homework for students and parents.',

    {
      name: 'گریڈ بک',
      description:
        'ٹیسٹ، اسائنمنٹ اور ٹرم کے نمبر، وزن کے ساتھ کُل، گریڈ اور پرنٹ ہونے والے رزلٹ کارڈ؛ طلبہ اور والدین کے لیے روزانہ کی ڈائری اور ہوم ورک۔',
    },
  ),
  addon(
    'education',
    'timetable',
    'Timetable',
    2,
    'Class and teacher timetables with clash detection, substitutions and room allocation.',

    {
      name: 'ٹائم ٹیبل',
      description:
        'کلاسوں اور اساتذہ کا ٹائم ٹیبل، ٹکراؤ کی نشاندہی، متبادل استاد اور کمروں کی تقسیم کے ساتھ۔',
    },
  ),
  addon(
    'education',
    'online-exams',
    'Online Exams',
    4,
    'Term and board-style exams: date sheets, roll number slips, timed online papers from question banks, and results.',

    {
      name: 'آن لائن امتحانات',
      description:
        'ٹرم اور بورڈ طرز کے امتحانات: ڈیٹ شیٹ، رول نمبر سلپ، سوالات کے ذخیرے سے وقت کی پابندی والے آن لائن پرچے، اور نتائج۔',
    },
  ),
  // financial (the Retail suite is the pricing page's Retail add-on, +$7/mo)
  addon(
    'financial',
    'fee-management',
    'Fee Management',
    5,
    'Fee structures, monthly fee vouchers (challans), bank, JazzCash and Easypaisa payments, concessions and defaulter lists.',

    {
      name: 'فیس مینجمنٹ',
      description:
        'فیس کا ڈھانچہ، ماہانہ فیس واؤچر (چالان)، بینک، JazzCash اور Easypaisa سے ادائیگیاں، رعایتیں اور نادہندگان کی فہرستیں۔',
    },
  ),
  addon(
    'financial',
    'payroll',
    'Payroll',
    4,
    'Staff salaries, allowances, deductions (income tax, EOBI), payslips and bank transfer sheets.',

    {
      name: 'پے رول',
      description:
        'عملے کی تنخواہیں، الاؤنس، کٹوتیاں (انکم ٹیکس، EOBI)، پے سلپ اور بینک ٹرانسفر شیٹ۔',
    },
  ),
  addon(
    'financial',
    'retail-suite',
    'Retail Suite',
    7,
    'Point of sale, billing, stock and daily sales for shops, canteens and bookshops.',

    {
      name: 'ریٹیل سوئٹ',
      description:
        'دکانوں، کینٹینوں اور کتابوں کی دکانوں کے لیے پوائنٹ آف سیل، بلنگ، اسٹاک اور روزانہ فروخت۔',
    },
  ),
  // management (the Healthcare suite is the pricing page's Healthcare add-on, +$10/mo)
  addon(
    'management',
    'library',
    'Library',
    2,
    'Book catalogue, issue and return, fines and member cards for the school library.',

    {
      name: 'لائبریری',
      description:
        'اسکول کی لائبریری کے لیے کتابوں کا کیٹلاگ، کتاب جاری کرنا اور واپسی، جرمانے اور ممبر کارڈ۔',
    },
  ),
  addon(
    'management',
    'transport',
    'Transport',
    3,
    'Vans and buses, routes, stops, drivers and transport fees for each student.',

    {
      name: 'ٹرانسپورٹ',
      description: 'وین اور بسیں، روٹ، اسٹاپ، ڈرائیور اور ہر طالب علم کی ٹرانسپورٹ فیس۔',
    },
  ),
  addon(
    'management',
    'hr-management',
    'HR Management',
    4,
    'Staff records, hiring, leave requests and approvals, and staff attendance.',

    {
      name: 'ایچ آر مینجمنٹ',
      description: 'عملے کا ریکارڈ، بھرتی، چھٹی کی درخواستیں اور منظوریاں، اور عملے کی حاضری۔',
    },
  ),
  addon(
    'management',
    'inventory',
    'Inventory',
    3,
    'Stock of books, uniforms, lab equipment and stationery, with purchase records and issue slips.',

    {
      name: 'انوینٹری',
      description:
        'کتابوں، یونیفارم، لیب کے سامان اور اسٹیشنری کا اسٹاک، خریداری کے ریکارڈ اور اجرا کی پرچیوں کے ساتھ۔',
    },
  ),
  addon(
    'management',
    'healthcare-suite',
    'Healthcare Suite',
    10,
    'Clinic management for clinics and school health rooms: patient records, appointments, prescriptions and pharmacy stock.',

    {
      name: 'ہیلتھ کیئر سوئٹ',
      description:
        'کلینک اور اسکول کے طبی کمروں کا انتظام: مریضوں کا ریکارڈ، اپائنٹمنٹس، نسخے اور فارمیسی کا اسٹاک۔',
    },
  ),
  // analytics
  addon(
    'analytics',
    'learning-analytics',
    'Learning Analytics',
    5,
    'Course completion, quiz performance and at-risk learners, per course, class and teacher.',

    {
      name: 'لرننگ اینالیٹکس',
      description:
        'کورس کی تکمیل، کوئز کی کارکردگی اور پیچھے رہ جانے والے طلبہ، ہر کورس، کلاس اور استاد کے لحاظ سے۔',
    },
  ),
  addon(
    'analytics',
    'advanced-reports',
    'Advanced Reports',
    6,
    'Custom reports across enrollments, fees and attendance, with scheduled exports to Excel and PDF.',

    {
      name: 'ایڈوانسڈ رپورٹس',
      description:
        'داخلوں، فیس اور حاضری پر اپنی مرضی کی رپورٹس، Excel اور PDF میں طے شدہ ایکسپورٹ کے ساتھ۔',
    },
  ),
  // communication
  addon(
    'communication',
    'sms-whatsapp',
    'SMS & WhatsApp Notifications',
    4,
    'Absence alerts, fee reminders and results sent to parents by SMS and WhatsApp.',

    {
      name: 'SMS اور WhatsApp اطلاعات',
      description: 'غیر حاضری کی اطلاع، فیس کی یاد دہانی اور نتائج والدین کو SMS اور WhatsApp پر۔',
    },
  ),
  addon(
    'communication',
    'announcements',
    'Announcements',
    1,
    'Notices and circulars for the whole organisation, a class or the staff, on the dashboard and by email.',

    {
      name: 'اعلانات',
      description: 'پورے ادارے، کسی کلاس یا عملے کے لیے نوٹس اور سرکلر، ڈیش بورڈ پر اور ای میل سے۔',
    },
  ),
];

/** The pricing page's three "industry modules" (Starter includes one, Professional up to three). */
const INDUSTRY_MODULES = ['education-suite', 'healthcare-suite', 'retail-suite'] as const;

export interface CataloguePlanUrdu {
  name: string;
  description: string;
  highlight_text: string | null;
  features: string[];
}

interface CataloguePlan {
  slug: PlanSlug;
  name: string;
  description: string;
  monthly_price: number;
  yearly_price: number;
  max_students: number | null;
  max_teachers: number | null;
  max_storage_gb: number | null;
  trial_days: number;
  is_featured: boolean;
  highlight_text: string | null;
  is_custom: boolean;
  features: string[];
  /** The plan's wording in Urdu, beside its English: same features, same order. */
  ur: CataloguePlanUrdu;
  /** Non-core modules included at no extra cost ('*': every module). Core is always included. */
  modules: readonly string[] | '*';
}

/** Yearly price: ten months' price (two months free). */
const yearly = (monthly: number) => monthly * 10;

export const CATALOGUE_PLANS: readonly CataloguePlan[] = [
  {
    slug: 'starter',
    name: 'Starter',
    description: 'For small schools and academies getting started.',
    monthly_price: 10,
    yearly_price: yearly(10),
    // "Up to 50 users": 45 students + 5 teachers.
    max_students: 45,
    max_teachers: 5,
    max_storage_gb: 5,
    trial_days: 14,
    is_featured: false,
    highlight_text: null,
    is_custom: false,
    // The limits (users, storage) are the max_* columns, shown once from them.
    features: ['1 industry module', 'Email support', 'Basic reports'],
    ur: {
      name: 'اسٹارٹر',
      description: 'چھوٹے اسکولوں اور اکیڈمیوں کے لیے جو ابھی آغاز کر رہے ہیں۔',
      highlight_text: null,
      features: ['1 صنعتی ماڈیول', 'ای میل سپورٹ', 'بنیادی رپورٹس'],
    },
    modules: ['education-suite'],
  },
  {
    slug: 'professional',
    name: 'Professional',
    description: 'For growing schools, academies and training centres.',
    monthly_price: 30,
    yearly_price: yearly(30),
    // "Up to 200 users": 180 students + 20 teachers.
    max_students: 180,
    max_teachers: 20,
    max_storage_gb: 50,
    trial_days: 14,
    is_featured: true,
    highlight_text: 'Most Popular',
    is_custom: false,
    features: [
      'Up to 3 industry modules',
      'Priority support',
      'Advanced reports and analytics',
      'API access',
    ],
    ur: {
      name: 'پروفیشنل',
      description: 'بڑھتے ہوئے اسکولوں، اکیڈمیوں اور تربیتی مراکز کے لیے۔',
      highlight_text: 'سب سے مقبول',
      features: ['3 صنعتی ماڈیول تک', 'ترجیحی سپورٹ', 'جدید رپورٹس اور تجزیہ', 'API تک رسائی'],
    },
    modules: [...INDUSTRY_MODULES, 'learning-analytics', 'advanced-reports'],
  },
  {
    slug: 'enterprise',
    name: 'Enterprise',
    description: 'For school networks and large institutions, priced to your needs.',
    monthly_price: 0,
    yearly_price: 0,
    max_students: null,
    max_teachers: null,
    max_storage_gb: null,
    trial_days: 14,
    is_featured: false,
    highlight_text: 'Custom pricing',
    is_custom: true,
    features: ['All modules', '24/7 support', 'Custom integrations', 'SLA'],
    ur: {
      name: 'انٹرپرائز',
      description: 'اسکولوں کے نیٹ ورک اور بڑے اداروں کے لیے، آپ کی ضرورت کے مطابق قیمت۔',
      highlight_text: 'حسبِ ضرورت قیمت',
      features: [
        'تمام ماڈیول',
        'چوبیس گھنٹے، ساتوں دن سپورٹ',
        'حسبِ ضرورت انٹیگریشن',
        'سروس لیول معاہدہ (SLA)',
      ],
    },
    modules: '*',
  },
];
