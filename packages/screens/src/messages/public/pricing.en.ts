// English: the pricing page. A chunk of its own, loaded with the page.
const messages = {
  meta: {
    title: 'Pricing | Watni Nexus plans from {from}/month | Watni',
    description:
      'Affordable pricing for Pakistan: Watni Nexus Starter {starter}/month (about {starterPkr}), Professional {professional}/month (about {professionalPkr}), Enterprise custom. Add-on modules from {addonFrom}/month. 14-day free trial, no credit card.',
  },
  hero: {
    eyebrow: 'Watni Nexus pricing',
    title: 'Affordable Pricing for Pakistan',
    subtitle:
      'Simple monthly plans in US dollars, shown with their rupee equivalent at PKR 280 per USD. Every plan starts with a 14-day free trial, no credit card required.',
  },
  plansTitle: 'Plans',
  popular: 'Most popular',
  custom: 'Custom',
  plans: {
    starter: {
      name: 'Starter',
      description: 'For a single school, clinic or shop getting started.',
      features: [
        'Up to 50 users',
        '1 industry module',
        '5GB storage',
        'Email support',
        'Basic reports',
      ],
      cta: 'Start free trial',
    },
    professional: {
      name: 'Professional',
      description: 'For growing organisations with several departments.',
      features: [
        'Up to 200 users',
        'Up to 3 industry modules',
        '50GB storage',
        'Priority support',
        'Advanced reports and analytics',
        'API access',
      ],
      cta: 'Start free trial',
    },
    enterprise: {
      name: 'Enterprise',
      description: 'For groups, chains and large institutions.',
      features: [
        'Unlimited users',
        'All modules',
        'Unlimited storage',
        '24/7 support',
        'Custom integrations',
        'SLA',
      ],
      cta: 'Contact Sales',
    },
  },
  trial: {
    title: '14-day free trial on every plan',
    text: 'No credit card required. Try every feature of your plan with your own data; if you do not continue, your account simply pauses.',
  },
  addons: {
    eyebrow: 'Additional modules',
    title: 'Add the industry modules you need',
    intro: 'Add a module to any plan at any time. Prices are per organisation, per month.',
    perMonth: '/mo',
    items: {
      education: {
        name: 'Education',
        text: 'Admissions, attendance, fees, results and online courses.',
      },
      healthcare: {
        name: 'Healthcare',
        text: 'Appointments, patient records, prescriptions and clinic billing.',
      },
      retail: {
        name: 'Retail',
        text: 'Point of sale, stock, suppliers and sales reports.',
      },
    },
    // A module whose screens are not built yet
    comingSoon: 'Coming soon',
  },
  faq: {
    title: 'Frequently asked questions',
    items: [
      {
        q: 'Can I change my plan later?',
        a: 'Yes. Upgrades and downgrades take effect immediately, and the difference is adjusted on your next invoice.',
      },
      {
        q: 'How can I pay?',
        a: 'By credit or debit card and PayPal. Bank transfer is also available for annual plans.',
      },
      {
        q: 'Is there a setup fee?',
        a: 'No. There is no setup fee on any plan, and onboarding help is included.',
      },
      {
        q: 'Can I cancel at any time?',
        a: 'Yes. You can cancel at any time from your account; you keep access until the end of the period you have paid for.',
      },
      {
        q: 'Do I need a credit card for the free trial?',
        a: 'No. The 14-day free trial needs no credit card. Choose a plan only when you decide to continue.',
      },
      {
        q: 'Why are prices in US dollars?',
        a: 'Our plans are billed in US dollars. The rupee figures are shown for guidance at PKR 280 per USD; your bank converts at its own rate on the day of payment.',
      },
    ],
  },
  cta: {
    title: 'Start your 14-day free trial today',
    text: 'Set up your organisation in minutes. No credit card, no setup fee, cancel at any time.',
    primary: 'Get Started',
    secondary: 'Contact Sales',
  },
};

export type PricingMessages = typeof messages;
export default messages;
