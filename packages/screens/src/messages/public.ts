// The public website's shell (navigation, footer, error and not-found pages, common words) and
// the company's figures, in English; each page's own sentences are in public/<page>.en.ts, and the
// Urdu translations beside them (public.ur.ts, public/<page>.ur.ts) implement the same shapes.
// Prices are never written here: they are numbers in `public/_data/prices.ts`, formatted by
// `format/money.ts`; sentences that carry a price take it as an argument.
//
// Marketing figures (spec section 9 gives two readings of two of them; this site uses one of
// each, everywhere): 98% satisfaction (not 100%) and 50+ courses (not 50+ projects).

const company = {
  name: 'Watni',
  legalName: 'Watni (Private) Limited',
  email: 'info@watni.pk',
  phone: '+92 42 3578 1200',
  phoneHref: 'tel:+924235781200',
  mobile: '+92 300 092 8642',
  mobileHref: 'tel:+923000928642',
  addressLines: ['45-B Main Boulevard', 'Gulberg III, Lahore 54660', 'Pakistan'],
  hours: 'Monday to Saturday, 9:00 am to 6:00 pm (PKT)',
};

/** The marketing figures, one reading each, used on every page that quotes them. */
const figures = {
  students: { value: '500+', label: 'Students trained' },
  courses: { value: '50+', label: 'Courses' },
  satisfaction: { value: '98%', label: 'Satisfaction' },
  warranty: { value: '1-year', label: 'Product warranty' },
  experience: { value: '5+ years', label: 'Of experience' },
  programmes: { value: '12-month', label: 'Certification programmes' },
};

export const publicShellMessages = {
  company,
  figures,

  shell: {
    skipLink: 'Skip to main content',
    navLabel: 'Main',
    menuLabel: 'Menu',
    brandLabel: 'Watni home',
    nav: {
      home: 'Home',
      nexus: 'Watni Nexus',
      services: 'Services',
      products: 'Products',
      certifications: 'Certifications',
      courses: 'Courses',
      pricing: 'Pricing',
      about: 'About',
      contact: 'Contact',
    },
    login: 'Login',
    getStarted: 'Get Started',
    dashboard: 'Dashboard',
    logout: 'Logout',
    loggingOut: 'Logging out…',
    /** Shown once when the client's middleware ends an expired session (spec section 8). */
    sessionExpired: 'Session expired. Please login again.',
    loadingConsole: 'Loading…',
    themePicker: 'Choose theme',
    themeHeading: 'Theme',
    footer: {
      description:
        'Watni trains people, builds software and engineers smart products for schools, clinics, shops and farms across Pakistan.',
      quickLinks: 'Quick links',
      offerings: 'Offerings',
      contactTitle: 'Contact',
      email: 'Email',
      phone: 'Phone',
      mobile: 'Mobile and WhatsApp',
      address: 'Office',
      hours: 'Hours',
      offeringLinks: {
        certifications: 'Certification programmes',
        nexus: 'Watni Nexus cloud suite',
        services: 'Technology services',
        products: 'Smart products',
        dehydrator: 'Smart food dehydrator',
        pricing: 'Plans and pricing',
      },
      terms: 'Terms of Service',
      privacy: 'Privacy Policy',
      copyright: '© {year} Watni (Private) Limited. All rights reserved.',
      madeIn: 'Designed and built in Lahore.',
    },
  },

  error: {
    title: 'Something went wrong',
    text: 'This page could not be displayed. Reloading usually helps; if it keeps happening, tell us at info@watni.pk.',
    reload: 'Reload the page',
    goHome: 'Go Home',
  },

  notFound: {
    meta: {
      title: 'Page not found | Watni',
      description: 'The page you were looking for does not exist or has moved.',
    },
    code: '404',
    title: 'Page not found',
    text: 'The page you were looking for does not exist, or it has moved. Check the address, or start again from the home page.',
    goHome: 'Go Home',
    helpful: 'Popular pages',
    contact: 'Contact us',
  },

  common: {
    contactSales: 'Contact Sales',
    learnMore: 'Learn more',
    viewDetails: 'View details',
    getStarted: 'Get Started',
    startTrial: 'Start your free trial',
    perMonth: '/month',
    perMonthShort: '/mo',
    about: 'about {pkr}',
    breadcrumb: 'Breadcrumb',
    onThisPage: 'On this page',
    lastUpdated: 'Last updated {date}',
  },
};

/** The shape every translation of the public shell's messages implements. */
export type PublicShellMessages = typeof publicShellMessages;
