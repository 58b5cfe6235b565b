// English: honest modules and subscription plans. A chunk of
// its own (modules.ur.ts is the Urdu), read with useModulesMessages().
const messages = {
  /** The page of a route whose module is off for the organisation. */
  off: {
    title: '{module} is switched off',
    /** The same sentence as the service's 403 detail. */
    detail: 'The {module} module is not enabled for your organisation.',
    kept: 'Nothing has been deleted: when the module is switched on again, all its records come back as they were.',
    adminHint: 'You can switch it on in Module Management.',
    adminAction: 'Open Module Management',
    memberHint: "Please ask your school's administrator if you need it.",
    home: 'Back to the dashboard',
    unknownModule: 'This module',
  },
  management: {
    comingSoon: 'Coming soon',
    comingSoonHint: 'Its screens are being built. It cannot be switched on yet.',
    included: 'Included in your plan',
    includedHint: 'Part of your plan at no extra cost, always on.',
    addonPrice: '{usd}/month ({pkr})',
    confirmTitle: 'Switch on {module}?',
    confirmBody:
      '{module} is not part of your plan. It adds {usd} a month (about {pkr}) to your subscription.',
    confirmTotal: 'Your new monthly total: {usd} (about {pkr}).',
    confirmTotalCustom: 'It is added to your custom Enterprise price.',
    confirmAction: 'Switch on for {usd}/month',
    cancel: 'Cancel',
    enabledToast: '{module} is switched on.',
    disabledToast: '{module} is switched off. Its records are kept.',
  },
  plans: {
    limitsTitle: 'Limits',
    students: 'Students',
    teachers: 'Teachers',
    storage: 'Storage',
    unlimited: 'Unlimited',
    upToStudents: '{count, plural, one {Up to # student} other {Up to # students}}',
    upToTeachers: '{count, plural, one {Up to # teacher} other {Up to # teachers}}',
    storageGb: '{count} GB storage',
    unlimitedStudents: 'Unlimited students',
    unlimitedTeachers: 'Unlimited teachers',
    unlimitedStorage: 'Unlimited storage',
    perMonth: '/month',
    pkrBeside: 'about {pkr}',
    customPrice: 'Custom pricing',
    upgrade: 'Upgrade',
    changePlan: 'Change plan',
    contactSales: 'Contact Sales',
    current: 'Current plan',
    modulesTitle: 'Modules included',
    usageTitle: 'Usage',
    usageOf: '{used} of {limit}',
    usageUnlimited: '{used} (no limit)',
    storageUsed: '{used} GB of {limit} GB',
    storageUsedUnlimited: '{used} GB (no limit)',
    studentsHint: 'Student records and student sign-in accounts, each child counted once.',
    monthlyCost: 'Monthly cost',
    planLine: '{plan} plan',
    addonLine: '{module} (add-on)',
    total: 'Total per month',
    totalCustom: 'Enterprise is priced by our sales team; add-ons are listed above.',
    overLimit: 'Over the limit',
  },
} as const;

export type ModulesMessages = {
  [K in keyof typeof messages]: { [L in keyof (typeof messages)[K]]: string };
};
export default messages satisfies ModulesMessages;
