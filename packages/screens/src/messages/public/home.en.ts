// English: the home page. A chunk of its own, loaded with the page.
const messages = {
  meta: {
    title: 'Watni | Training, cloud software, technology services and smart products in Pakistan',
    description:
      'Watni trains Pakistan’s technology talent, runs the Watni Nexus cloud suite for schools, clinics and shops, delivers AI, automation and smart-farming projects, and builds smart products with a 1-year warranty.',
  },
  hero: {
    eyebrow: 'Training · Software · Services · Smart products',
    title: 'Technology that works for Pakistan',
    subtitle:
      'Watni trains the people, builds the software and engineers the hardware that help Pakistani schools, clinics, shops and farms do more. Certified programmes, the Watni Nexus cloud suite, hands-on technology services and smart products, all from one team in Lahore.',
    primary: 'Get Certified',
    secondary: 'Explore Watni Nexus',
  },
  offerings: {
    eyebrow: 'What we do',
    title: 'Four ways we help you move faster',
    intro:
      'Most of our clients start with one of these and stay for the rest. Every offering is designed, delivered and supported by our own team.',
    items: {
      certifications: {
        title: 'Training & certification',
        text: 'Live classes and 12-month professional programmes in AI, robotics and web development, taught by working engineers and ending in a portfolio and a certificate.',
        link: 'See programmes',
      },
      nexus: {
        title: 'Watni Nexus cloud suite',
        text: 'One secure, cloud-hosted system for running a school, a clinic or a shop: users, records, fees, inventory, reports. Add only the industry modules you need.',
        link: 'Explore Nexus',
      },
      services: {
        title: 'Technology services',
        text: 'AI and robotics, STEM labs, business digitalisation, smart homes, smart agriculture and industrial automation, from first consultation to long-term support.',
        link: 'View services',
      },
      products: {
        title: 'Smart products',
        text: 'Hardware designed for Pakistani conditions, from our smart food dehydrator to irrigation controllers and robotics kits, each with a 1-year warranty.',
        link: 'Browse products',
      },
    },
  },
  figures: {
    title: 'Trusted across Pakistan',
    intro: 'Numbers we are proud of, and work hard to keep earning.',
  },
  nexus: {
    eyebrow: 'Watni Nexus',
    title: 'Run your organisation from one screen',
    text: 'Watni Nexus brings admissions, attendance, patient records, billing, stock and reporting into one cloud suite, with modules built for education, healthcare and retail. Your data is isolated, backed up every day and available wherever you have a connection.',
    industries: {
      education: 'Education: admissions, classes, attendance, fees and results',
      healthcare: 'Healthcare: appointments, patient records and clinic billing',
      retail: 'Retail: point of sale, stock, suppliers and daily sales reports',
    },
    from: 'Plans from {price}/month',
    trial: '14-day free trial, no credit card required.',
    cta: 'See plans and pricing',
    secondary: 'Explore Watni Nexus',
  },
  programmes: {
    eyebrow: 'Certification',
    title: '12-month certification programmes',
    text: 'Two career programmes with live classes, mentored projects and a final portfolio review, paid monthly so that cost is never the reason to stop.',
    perMonth: '{price} per month',
    total: '{months, plural, one {# month} other {# months}} · {price} in total',
    cta: 'Compare programmes',
  },
  clients: {
    title: 'Who we work with',
    items: [
      'Schools and colleges',
      'Academies and training centres',
      'Clinics and pharmacies',
      'Shops and distributors',
      'Farms and cooperatives',
      'Factories and workshops',
    ],
  },
  cta: {
    title: 'Ready to start?',
    text: 'Create a free account to browse courses and start a Watni Nexus trial, or tell us about your project and we will call you back within one working day.',
    primary: 'Get Started',
    secondary: 'Contact Sales',
  },
};

export type HomeMessages = typeof messages;
export default messages;
