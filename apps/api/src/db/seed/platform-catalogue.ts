// The platform catalogue: the modules and the subscription plans, in one place. The seed writes
// it to the database, which is then the one source of truth for every screen (pricing cards,
// the create-tenant choices, the module screen). Prices are USD per month.
//
// Source: the public pricing page (spec section 9): Starter $10/month, Professional $30/month,
// Enterprise custom; add-on modules Education +$8/mo, Healthcare +$10/mo, Retail +$7/mo;
// 14-day free trial on every plan. The other module prices are Watni's own list prices.

import type { ModuleCategory, PlanSlug } from '../schema/platform.js';

export interface CatalogueModule {
  slug: string;
  name: string;
  description: string;
  category: ModuleCategory;
  monthly_price: number;
  is_core: boolean;
  is_addon: boolean;
}

const core = (slug: string, name: string, description: string): CatalogueModule => ({
  slug,
  name,
  description,
  category: 'core',
  monthly_price: 0,
  is_core: true,
  is_addon: false,
});

const addon = (
  category: Exclude<ModuleCategory, 'core'>,
  slug: string,
  name: string,
  monthly_price: number,
  description: string,
): CatalogueModule => ({
  slug,
  name,
  description,
  category,
  monthly_price,
  is_core: false,
  is_addon: true,
});

/** In display order within each category. */
export const CATALOGUE_MODULES: readonly CatalogueModule[] = [
  // core: free, always on, in every plan
  core(
    'user-management',
    'User Management',
    'Students, teachers and administrators of your organisation: accounts, roles, activation and sign-in.',
  ),
  core(
    'course-management',
    'Course Management',
    'Courses, lessons, quizzes and enrollments, with approval of paid enrollments and grading.',
  ),
  core(
    'dashboard-reports',
    'Dashboard & Reports',
    'The dashboard with learner progress, certifications and the basic reports of your organisation.',
  ),
  // education (the Education suite is the pricing page's Education add-on, +$8/mo)
  addon(
    'education',
    'education-suite',
    'Education Suite',
    8,
    'School management for schools, academies and training centres: student information system, admissions, classes and sections, and report cards.',
  ),
  addon(
    'education',
    'attendance',
    'Attendance',
    2,
    'Daily and per-lecture attendance for students and staff, with absence reports for each class.',
  ),
  addon(
    'education',
    'gradebook',
    'Gradebook',
    3,
    'Marks for tests, assignments and terms, with weighted totals, grades and printable result cards.',
  ),
  addon(
    'education',
    'timetable',
    'Timetable',
    2,
    'Class and teacher timetables with clash detection, substitutions and room allocation.',
  ),
  addon(
    'education',
    'online-exams',
    'Online Exams',
    4,
    'Term and board-style exams: date sheets, roll number slips, timed online papers from question banks, and results.',
  ),
  // financial (the Retail suite is the pricing page's Retail add-on, +$7/mo)
  addon(
    'financial',
    'fee-management',
    'Fee Management',
    5,
    'Fee structures, monthly fee vouchers (challans), bank, JazzCash and Easypaisa payments, concessions and defaulter lists.',
  ),
  addon(
    'financial',
    'payroll',
    'Payroll',
    4,
    'Staff salaries, allowances, deductions (income tax, EOBI), payslips and bank transfer sheets.',
  ),
  addon(
    'financial',
    'retail-suite',
    'Retail Suite',
    7,
    'Point of sale, billing, stock and daily sales for shops, canteens and bookshops.',
  ),
  // management (the Healthcare suite is the pricing page's Healthcare add-on, +$10/mo)
  addon(
    'management',
    'library',
    'Library',
    2,
    'Book catalogue, issue and return, fines and member cards for the school library.',
  ),
  addon(
    'management',
    'transport',
    'Transport',
    3,
    'Vans and buses, routes, stops, drivers and transport fees for each student.',
  ),
  addon(
    'management',
    'hr-management',
    'HR Management',
    4,
    'Staff records, hiring, leave requests and approvals, and staff attendance.',
  ),
  addon(
    'management',
    'inventory',
    'Inventory',
    3,
    'Stock of books, uniforms, lab equipment and stationery, with purchase records and issue slips.',
  ),
  addon(
    'management',
    'healthcare-suite',
    'Healthcare Suite',
    10,
    'Clinic management for clinics and school health rooms: patient records, appointments, prescriptions and pharmacy stock.',
  ),
  // analytics
  addon(
    'analytics',
    'learning-analytics',
    'Learning Analytics',
    5,
    'Course completion, quiz performance and at-risk learners, per course, class and teacher.',
  ),
  addon(
    'analytics',
    'advanced-reports',
    'Advanced Reports',
    6,
    'Custom reports across enrollments, fees and attendance, with scheduled exports to Excel and PDF.',
  ),
  // communication
  addon(
    'communication',
    'sms-whatsapp',
    'SMS & WhatsApp Notifications',
    4,
    'Absence alerts, fee reminders and results sent to parents by SMS and WhatsApp.',
  ),
  addon(
    'communication',
    'parent-portal',
    'Parent Portal',
    3,
    "Parents follow their children's attendance, results, fees and announcements online.",
  ),
  addon(
    'communication',
    'announcements',
    'Announcements',
    1,
    'Notices and circulars for the whole organisation, a class or the staff, on the dashboard and by email.',
  ),
];

/** The pricing page's three "industry modules" (Starter includes one, Professional up to three). */
export const INDUSTRY_MODULES = ['education-suite', 'healthcare-suite', 'retail-suite'] as const;

export interface CataloguePlan {
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
    // The limits (users, storage) are the max_* columns, shown once from them (issue 13).
    features: ['1 industry module', 'Email support', 'Basic reports'],
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
    modules: '*',
  },
];
