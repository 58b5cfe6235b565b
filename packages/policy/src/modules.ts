// The modules the product sells, as the code knows them: which are core (always on, free) and
// which have working screens. ONE place, read by the service (gating, the 409 on enabling a
// "Coming soon" module, the current subscription) and by the client (Module Management, the plan
// comparison, the menu and the routes). The catalogue's names, descriptions and prices live in the
// database (apps/api/src/db/seed/platform-catalogue.ts); this file holds only what code decides.

/** Core modules: always on for every tenant, in every plan, never gated (no cost per request). */
export const CORE_MODULES = ['user-management', 'course-management', 'dashboard-reports'] as const;

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
  // issue-19 appends 'attendance', issue-18 'announcements' (and 'sms-whatsapp') here.
  'announcements', // issue-18
  'sms-whatsapp', // issue-18
  'attendance', // issue-19: registers, month reports, student and parent views, staff attendance
  'fee-management', // issue-20-fees: setup, voucher runs, vouchers, payments, receipts, reports, family page
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

/** The 403 `detail` of an operation of a module that is off for the caller's organisation. */
export function moduleDisabledDetail(moduleName: string): string {
  return `The ${moduleName} module is not enabled for your organisation.`;
}

/** The 409 `detail` of enabling a "Coming soon" module. */
export function moduleComingSoonDetail(moduleName: string): string {
  return `The ${moduleName} module is coming soon and cannot be enabled yet.`;
}
