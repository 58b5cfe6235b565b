// The modules the product sells, as the code knows them: which are core (always on, free) and
// which have working screens. ONE place, read by the service (gating, the 409 on enabling a
// "Coming soon" module, the current subscription) and by the client (Module Management, the plan
// comparison, the menu and the routes). The catalogue's names, descriptions and prices live in the
// database (apps/api/src/db/seed/platform-catalogue.ts); this file holds only what code decides.

/**
 * Core modules: always on for every tenant, in every plan, never gated (no cost per request).
 *
 * `parent-portal` is core: a guardian with an account signs in and sees their own children
 * (attendance, results, vouchers and receipts, timetable, announcements, transport) in every
 * school, and each of those views is gated by its own module. Selling the portal as an add-on
 * would switch off what parents already use; so it is listed as always on, at no price.
 */
export const CORE_MODULES = [
  'user-management',
  'course-management',
  'dashboard-reports',
  'parent-portal',
] as const;

/**
 * The modules whose screens exist and work end to end. Every other module of the catalogue is
 * "Coming soon": it shows that label, cannot be switched on (409) and is off for every tenant
 * whatever its stored switch says.
 *
 * When a module's screens land, APPEND its slug here (one line, with the branch that built it),
 * mark its operations `x-module: <slug>` in openapi.yaml and its navigation entries, routes and
 * dashboard tiles `module: '<slug>'`. Core modules are listed because their screens exist.
 */
export const MODULES_WITH_SCREENS: readonly string[] = [
  ...CORE_MODULES,
  // The school half's modules ('attendance', 'announcements', 'sms-whatsapp'...) follow.
  'announcements',
  'sms-whatsapp',
  'attendance', // registers, month reports, student and parent views, staff attendance
  'timetable', // bell schedule, section and teacher weeks, Today on dashboards
  'gradebook', // exams, marks entry, grading scale, results, report cards, gradebook
  'fee-management', // setup, voucher runs, vouchers, payments, receipts, reports, family page
  'transport', // routes, stops, assignments, the fee line on the voucher, the parent's view
  'hr-management', // staff records, salary structures, leave types and balances, staff documents
  'payroll', // monthly runs, payslips, advances, tax slabs, bank sheet, my payslips
];

export type CoreModule = (typeof CORE_MODULES)[number];

/** Whether a module is core (always on). */
export function isCoreModule(slug: string): boolean {
  return (CORE_MODULES as readonly string[]).includes(slug);
}

/** Whether a module's screens exist (else it is "Coming soon"). */
export function hasScreens(slug: string): boolean {
  return MODULES_WITH_SCREENS.includes(slug);
}

/** Whether a module is "Coming soon": not core and without working screens. */
export function isComingSoon(slug: string): boolean {
  return !hasScreens(slug);
}

/**
 * The industry suites the pricing page sells are bundles of modules. The education suite is
 * admissions, attendance, fees, results and courses: the school modules above. It is sold (not
 * "Coming soon") once every module it bundles works, even though the suite's own switch is not a
 * module of its own in Module Management.
 */
export const SUITE_MODULES: Readonly<Record<string, readonly string[]>> = {
  'education-suite': [
    'attendance',
    'fee-management',
    'gradebook',
    'timetable',
    'course-management',
  ],
};

/** Whether a pricing add-on is "Coming soon": a suite while any of its modules lacks screens. */
export function isAddonComingSoon(slug: string): boolean {
  const bundled = SUITE_MODULES[slug];
  return bundled ? !bundled.every(hasScreens) : isComingSoon(slug);
}

/**
 * Modules made for another industry than education. Every organisation the product signs up is
 * a school, an academy or a training centre (`TENANT_TYPES`), so these are never offered to a
 * tenant: Module Management and the plan comparison leave them out and enabling one is refused.
 * The public pricing page still lists them for clinics and shops (product-spec section 9).
 */
export const OTHER_INDUSTRY_MODULES: Readonly<Record<string, string>> = {
  'healthcare-suite': 'healthcare',
  'retail-suite': 'retail',
};

/** The kinds of organisation a tenant can be; all of them are in education. */
export const EDUCATION_TENANT_TYPES = ['school', 'academy', 'training_center'] as const;

/** Whether a module is offered to a tenant of this kind (an education tenant: no other industry's suite). */
export function isOfferedToTenant(slug: string, tenantType: string = 'school'): boolean {
  const industry = OTHER_INDUSTRY_MODULES[slug];
  if (!industry) return true;
  return !(EDUCATION_TENANT_TYPES as readonly string[]).includes(tenantType);
}

/** The 403 `detail` of an operation of a module that is off for the caller's organisation. */
export function moduleDisabledDetail(moduleName: string): string {
  return `The ${moduleName} module is not enabled for your organisation.`;
}
