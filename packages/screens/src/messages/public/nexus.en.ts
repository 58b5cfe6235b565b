// English: the Watni Nexus page. A chunk of its own, loaded with the page.
const messages = {
  meta: {
    title: 'Watni Nexus | Cloud business suite for education, healthcare and retail',
    description:
      'Watni Nexus is the cloud business suite for Pakistani schools, clinics and shops: users, records, billing and reports in one place, with education, healthcare and retail modules. 14-day free trial.',
  },
  hero: {
    eyebrow: 'Watni Nexus cloud suite',
    title: 'One cloud suite for your school, clinic or shop',
    subtitle:
      'Watni Nexus replaces registers, spreadsheets and disconnected apps with one secure system your whole team can use from a browser, at the desk or on the phone.',
    primary: 'Start your free trial',
    secondary: 'See pricing',
    highlights: {
      trial: { value: '14 days', label: 'Free trial, no credit card' },
      from: { label: 'Per month, Starter plan' },
      modules: { value: '3', label: 'Industry modules' },
    },
  },
  platform: {
    eyebrow: 'The platform',
    title: 'Everything every organisation needs, included',
    intro:
      'Every plan starts with the same core platform. Industry modules add the screens and reports your sector needs.',
    items: {
      users: {
        title: 'Users, roles and permissions',
        text: 'Invite staff, teachers and managers, and decide exactly what each role may see and change.',
      },
      security: {
        title: 'Your data, kept separate',
        text: 'Each organisation’s records are isolated from every other, encrypted in transit and backed up every day.',
      },
      reports: {
        title: 'Reports and dashboards',
        text: 'Daily figures at a glance, and exports for your accountant, board or regulator.',
      },
      anywhere: {
        title: 'Works anywhere',
        text: 'Runs in any modern browser on a laptop, tablet or phone. Nothing to install or maintain.',
      },
      support: {
        title: 'Local support',
        text: 'Help in English and Urdu from our team in Lahore, with onboarding and data import on every plan.',
      },
      api: {
        title: 'Open to your other tools',
        text: 'API access on the Professional plan, and custom integrations on Enterprise.',
      },
    },
  },
  industries: {
    eyebrow: 'Industry modules',
    title: 'Built for the way your sector works',
    addon: 'Add-on module: +{price}/mo (about {pkr})',
    education: {
      title: 'Education',
      text: 'For schools, colleges, academies and training centres. Everything from the admission form to the result card, with parents and teachers kept in the loop.',
      features: [
        'Admissions, enrolment and student profiles',
        'Classes, timetables and daily attendance',
        'Fee vouchers, concessions and defaulter lists',
        'Online courses, quizzes and certificates',
        'Results, report cards and progress tracking',
        'Notices to parents by email and SMS',
      ],
      cta: 'Try the Education module',
    },
    healthcare: {
      title: 'Healthcare',
      text: 'For clinics, diagnostic labs and small hospitals. Shorter queues, complete records and billing that adds up at the end of the day.',
      features: [
        'Appointments and walk-in queue management',
        'Patient records and visit history',
        'Prescriptions and lab results',
        'Billing, receipts and panel clients',
        'Pharmacy stock with expiry alerts',
        'Daily collection and doctor-wise reports',
      ],
      cta: 'Try the Healthcare module',
    },
    retail: {
      title: 'Retail',
      text: 'For shops, pharmacies, wholesalers and distributors. Know what you sold, what you have and what to reorder, across every branch.',
      features: [
        'Point of sale with barcode scanning',
        'Stock across branches and warehouses',
        'Suppliers, purchase orders and returns',
        'Customer credit (udhaar) and ledgers',
        'Discounts, schemes and loyalty',
        'Daily sales, margin and stock reports',
      ],
      cta: 'Try the Retail module',
    },
  },
  cta: {
    title: 'See Watni Nexus with your own data',
    text: 'Start a 14-day free trial with no credit card, or book a guided demo and we will set it up with your classes, departments or products.',
    primary: 'Start your free trial',
    secondary: 'Book a demo',
  },
};

export type NexusMessages = typeof messages;
export default messages;
