// Every user-visible sentence of the public website and the shell, in one place (English).
// An Urdu, right-to-left translation follows: it implements the same `PublicMessages` shape.
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

export const publicMessages = {
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
      copyright: (year: number) => `© ${year} ${company.legalName}. All rights reserved.`,
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
    about: (pkr: string) => `about ${pkr}`,
    breadcrumb: 'Breadcrumb',
    onThisPage: 'On this page',
    lastUpdated: (date: string) => `Last updated ${date}`,
  },

  home: {
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
      from: (price: string) => `Plans from ${price}/month`,
      trial: '14-day free trial, no credit card required.',
      cta: 'See plans and pricing',
      secondary: 'Explore Watni Nexus',
    },
    programmes: {
      eyebrow: 'Certification',
      title: '12-month certification programmes',
      text: 'Two career programmes with live classes, mentored projects and a final portfolio review, paid monthly so that cost is never the reason to stop.',
      perMonth: (price: string) => `${price} per month`,
      total: (price: string, months: number) => `${months} months · ${price} in total`,
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
  },

  nexus: {
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
      addon: (price: string, pkr: string) => `Add-on module: +${price}/mo (about ${pkr})`,
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
  },

  services: {
    meta: {
      title: 'Technology services | AI, STEM, automation and smart agriculture | Watni',
      description:
        'Watni delivers AI and robotics, STEM education, business digitalisation, smart home, smart agriculture and industrial automation projects across Pakistan, from consultation to support.',
    },
    hero: {
      eyebrow: 'Technology services',
      title: 'Technology services that solve real problems',
      subtitle:
        'From a robotics lab in a school to sensors on a farm or a production line, our engineers plan, build and support technology that pays for itself.',
      primary: 'Talk to our engineers',
      secondary: 'How we work',
      highlights: [
        { value: '6', label: 'Service practices' },
        { value: '5+ years', label: 'Of experience' },
        { value: '1 day', label: 'Reply to every enquiry' },
      ],
    },
    jumpLabel: 'Services on this page',
    list: {
      eyebrow: 'Our services',
      title: 'Six practices, one accountable team',
      intro:
        'Each practice is led by engineers with years of delivery in Pakistan. Tell us the problem; we will recommend the simplest solution that solves it.',
      deliverables: 'What we deliver',
    },
    items: {
      aiRobotics: {
        title: 'AI & Robotics Solutions',
        text: 'Computer vision, chatbots and robots that take repetitive work off your team: from counting and quality checks to customer service in English and Urdu.',
        points: [
          'Computer vision for inspection, counting and safety',
          'Chatbots and assistants for customer service',
          'Custom robots and autonomous prototypes',
          'Forecasting from your own sales and stock data',
        ],
      },
      stem: {
        title: 'STEM Education Programs',
        text: 'Complete robotics and coding labs for schools: equipment, curriculum for grades 4 to 12, teacher training and inter-school competitions.',
        points: [
          'Robotics and coding labs, set up on your campus',
          'Curriculum and lesson plans for grades 4 to 12',
          'Teacher training and ongoing mentoring',
          'Holiday camps and competition coaching',
        ],
      },
      business: {
        title: 'Business Digitalisation',
        text: 'We move paper registers and spreadsheets into systems that save time every day, with Watni Nexus or custom software where you need it.',
        points: [
          'Process review and digital roadmap',
          'Watni Nexus rollout and data migration',
          'Custom web and mobile applications',
          'Staff training and change management',
        ],
      },
      smartHome: {
        title: 'Smart Home Automation',
        text: 'Lighting, security, climate and energy control for homes and offices, designed around load-shedding, solar and the way you actually live.',
        points: [
          'Smart lighting, switches and scenes',
          'CCTV, door locks and intrusion alerts',
          'Solar, UPS and energy monitoring',
          'One app for the whole home or office',
        ],
      },
      agriculture: {
        title: 'Smart Agriculture',
        text: 'Soil and weather sensors, automated irrigation and post-harvest solutions that help farms use less water and lose less of what they grow.',
        points: [
          'Soil-moisture and weather monitoring',
          'Automated drip and tube-well irrigation',
          'Greenhouse climate control',
          'Post-harvest drying and cold-chain monitoring',
        ],
      },
      automation: {
        title: 'Industrial Automation',
        text: 'PLC, SCADA and IoT retrofits for factories and workshops, so you can see every machine, cut downtime and measure output in real time.',
        points: [
          'PLC programming and control panels',
          'SCADA dashboards and machine monitoring',
          'Energy metering and preventive maintenance',
          'Retrofits of existing lines, with minimal downtime',
        ],
      },
    },
    process: {
      eyebrow: 'How we work',
      title: 'A four-step process, with no surprises',
      intro:
        'Every engagement follows the same path, with a named engineer responsible from start to finish.',
      steps: {
        consultation: {
          title: 'Consultation',
          text: 'A free first meeting, on site or online, to understand your goals, constraints and budget.',
        },
        proposal: {
          title: 'Proposal',
          text: 'A written proposal with scope, timeline and a fixed price, so you know exactly what you will get.',
        },
        implementation: {
          title: 'Implementation',
          text: 'We build, install and test in agreed milestones, and train your team as we go.',
        },
        support: {
          title: 'Support',
          text: 'Maintenance, updates and help when you need it, backed by a support agreement that suits you.',
        },
      },
    },
    cta: {
      title: 'Have a project in mind?',
      text: 'Book a free consultation. We reply to every enquiry within one working day.',
      primary: 'Contact Sales',
      secondary: 'See our products',
    },
  },

  products: {
    meta: {
      title: 'Smart products | Dehydrator, irrigation, robotics kits | Watni',
      description:
        'Smart hardware designed in Pakistan for Pakistani conditions: food dehydrator, irrigation controller, smart home hub, robotics kits, air-quality monitor and energy meter. 1-year warranty on every product.',
    },
    hero: {
      eyebrow: 'Smart products',
      title: 'Smart hardware, built for Pakistani conditions',
      subtitle:
        'Designed in our Lahore lab for heat, dust and unstable power, and supported by the same team that built it. Every product comes with a 1-year warranty.',
      primary: 'Contact Sales',
      secondary: 'See the dehydrator',
      range: { value: '6', label: 'Smart products' },
    },
    list: {
      eyebrow: 'Our range',
      title: 'Six products, one standard of quality',
      intro:
        'Products are sold through our sales team so that we can advise on the right model, arrange installation and register your warranty.',
      warranty: '1-year warranty',
    },
    items: {
      dehydrator: {
        title: 'Smart Food Dehydrator',
        tag: 'Agriculture & food',
        text: 'Dries fruit, vegetables and herbs evenly at a precisely controlled temperature, cutting post-harvest loss for farms, cooperatives and food businesses.',
      },
      irrigation: {
        title: 'Smart Irrigation Controller',
        tag: 'Agriculture',
        text: 'Waters by soil moisture and weather rather than the clock, on up to eight zones, and reports usage to your phone.',
      },
      homeHub: {
        title: 'Smart Home Hub',
        tag: 'Home & office',
        text: 'Controls lights, fans, locks and sensors from one app, and keeps working on its own schedule when the internet is down.',
      },
      robotics: {
        title: 'STEM Robotics Kit',
        tag: 'Education',
        text: 'A classroom kit with motors, sensors and a programmable controller, with 40 guided projects in English and Urdu for grades 4 to 12.',
      },
      airQuality: {
        title: 'Air Quality Monitor',
        tag: 'Health & environment',
        text: 'Measures PM2.5, PM10, temperature and humidity indoors or outdoors, with smog alerts for schools, clinics and homes.',
      },
      energyMeter: {
        title: 'Smart Energy Meter',
        tag: 'Energy',
        text: 'Tracks grid, solar and generator consumption circuit by circuit, so you can see where the units go and cut the bill.',
      },
    },
    more: {
      softwareTitle: 'Looking for software?',
      softwareText:
        'Watni Nexus runs schools, clinics and shops from one cloud suite, and connects with our hardware.',
      softwareLink: 'Explore Watni Nexus',
      bulkTitle: 'Bulk, custom or export orders?',
      bulkText:
        'We supply schools, cooperatives and distributors, and adapt products to your specification.',
      bulkLink: 'Contact our sales team',
    },
  },

  dehydrator: {
    meta: {
      title: 'Smart Food Dehydrator | 10 trays, 35–75 °C, 1-year warranty | Watni',
      description:
        'The Watni Smart Food Dehydrator dries mangoes, apricots, tomatoes, dates and herbs evenly with precise temperature control, a 48-hour timer and phone monitoring. Designed in Lahore, 1-year warranty.',
    },
    breadcrumbProducts: 'Products',
    hero: {
      eyebrow: 'Agriculture & food',
      title: 'Smart Food Dehydrator',
      subtitle:
        'Turn surplus harvest into a product you can store and sell. Ten stainless-steel trays, precise temperature control from 35 to 75 °C and monitoring from your phone, built to run on grid or solar power.',
      primary: 'Contact Sales',
      secondary: 'All products',
      imageAlt:
        'Illustration of the Watni Smart Food Dehydrator: a ten-tray cabinet with a glass door and a control panel',
    },
    highlights: {
      trays: { value: '10', label: 'Stainless-steel trays' },
      range: { value: '35–75 °C', label: 'Temperature range' },
      warranty: { value: '1-year', label: 'Warranty' },
    },
    features: {
      eyebrow: 'Features',
      title: 'Even drying, batch after batch',
      items: {
        temperature: {
          title: 'Precise temperature control',
          text: 'A digital thermostat holds the set temperature within ±1 °C, so delicate herbs keep their colour and fruit dries without cooking.',
        },
        airflow: {
          title: 'Horizontal airflow',
          text: 'A rear fan pushes warm air evenly across every tray: no rotating trays by hand, no wet patches in the middle.',
        },
        power: {
          title: 'Grid or solar ready',
          text: 'Runs on 220–240 V mains or a 1.5 kW solar inverter, and resumes its programme by itself after load-shedding.',
        },
        monitor: {
          title: 'Phone monitoring',
          text: 'Follow temperature and time remaining over Wi-Fi and get an alert when a batch is done.',
        },
        foodSafe: {
          title: 'Food-grade materials',
          text: 'Grade 304 stainless-steel trays and chamber, easy to wash and approved for direct food contact.',
        },
        timer: {
          title: 'Timer and auto shut-off',
          text: 'Set up to 48 hours; the dehydrator stops and cools down on its own when the time is up.',
        },
      },
    },
    specs: {
      eyebrow: 'Specifications',
      title: 'Technical specifications',
      caption: 'Smart Food Dehydrator specifications',
      property: 'Specification',
      value: 'Value',
      rows: [
        { name: 'Capacity', value: '10 trays, about 12 kg of fresh produce per batch' },
        { name: 'Drying area', value: '3.2 m² (10 trays of 40 × 80 cm)' },
        { name: 'Temperature range', value: '35–75 °C, in 1 °C steps' },
        { name: 'Timer', value: '30 minutes to 48 hours, with auto shut-off' },
        { name: 'Power', value: '1,000 W heater, 220–240 V, 50 Hz; solar-inverter ready' },
        { name: 'Connectivity', value: 'Wi-Fi 2.4 GHz, Watni mobile app' },
        {
          name: 'Materials',
          value: 'Grade 304 stainless-steel trays and chamber, tempered-glass door',
        },
        { name: 'Dimensions', value: '52 × 90 × 110 cm (W × D × H)' },
        { name: 'Weight', value: '38 kg' },
        { name: 'Warranty', value: '1-year warranty on parts and labour' },
      ],
    },
    uses: {
      eyebrow: 'Who it is for',
      title: 'From the orchard to the shop shelf',
      items: {
        farms: {
          title: 'Farms and cooperatives',
          text: 'Dry mangoes, apricots, tomatoes and chillies at the peak of the season instead of selling them at a loss.',
        },
        food: {
          title: 'Food businesses',
          text: 'Produce dried fruit, herbs and snacks with the same colour and moisture every batch.',
        },
        homes: {
          title: 'Homes and kitchens',
          text: 'Make dried fruit, herbs and spices at home, with no additives and no guesswork.',
        },
      },
    },
    warranty: {
      title: '1-year warranty, serviced in Pakistan',
      text: 'Every dehydrator is covered for one year against defects in parts and workmanship. Our Lahore workshop handles repairs, and our team can visit farms and businesses by arrangement. Installation, a usage guide and drying recipes for common Pakistani produce are included.',
    },
    cta: {
      title: 'Ask about prices and delivery',
      text: 'Prices depend on quantity and delivery location. Tell us what you want to dry and how much, and our sales team will send a quotation.',
      primary: 'Contact Sales',
      secondary: 'See all products',
    },
  },

  certifications: {
    meta: {
      title: 'Courses & certifications | 12-month programmes and live training | Watni',
      description: (p: { monthly: string; months: number; hourly: string }) =>
        `Watni certification programmes in AI & Robotics and Full-Stack Web Development: ${p.monthly} per month for ${p.months} months. Live training from ${p.hourly} per hour, weekly and monthly packages, and team training.`,
    },
    hero: {
      eyebrow: 'Courses & certifications',
      title: 'Learn the skills Pakistan’s employers are hiring for',
      subtitle:
        'Two 12-month certification programmes and flexible live training, taught online and in Lahore by engineers who build real products. Pay monthly, learn by building, finish with a portfolio and a certificate.',
      primary: 'Enrol now',
      secondary: 'Browse courses',
    },
    programmes: {
      eyebrow: '12-month certification programmes',
      title: 'Two career programmes',
      intro:
        'Each programme runs for 12 months with live classes three evenings a week, a mentor for your projects and a final portfolio review before certification.',
      priceLabel: 'Programme fee',
      perMonth: 'per month',
      total: (price: string, months: number) => `${price} in total over ${months} months`,
      duration: (months: number) => `${months} months`,
      curriculum: 'What you will learn',
      enrol: 'Enrol now',
      advisor: 'Talk to an advisor',
      items: {
        aiRobotics: {
          title: 'AI & Robotics Professional',
          text: 'From Python to machine learning, computer vision and robot control, ending with a robot or AI system you design and build yourself.',
          modules: [
            'Months 1–3: Python, mathematics for AI and electronics basics',
            'Months 4–6: machine learning and data analysis',
            'Months 7–9: computer vision, sensors and robot control',
            'Months 10–12: capstone project, portfolio and certification',
          ],
        },
        webDev: {
          title: 'Full-Stack Web Development',
          text: 'From HTML and JavaScript to React, APIs, databases and deployment, ending with a production web application in your portfolio.',
          modules: [
            'Months 1–3: HTML, CSS, JavaScript and Git',
            'Months 4–6: TypeScript and React',
            'Months 7–9: Node.js, APIs and PostgreSQL',
            'Months 10–12: capstone project, deployment and certification',
          ],
        },
      },
    },
    live: {
      eyebrow: 'Live training',
      title: 'Live training, priced for students',
      intro:
        'One-to-one or small-group sessions online with a Watni trainer, on any topic from our course catalogue: exam preparation, a project you are stuck on, or a new skill.',
      perHour: 'per hour',
      perMonth: 'per month',
      custom: 'Custom',
      items: {
        hourly: {
          name: 'Pay per hour',
          description: 'Book a single session whenever you need it.',
          features: [
            'Live one-to-one session',
            'Any topic from our catalogue',
            'Recording to keep',
          ],
          cta: 'Book a session',
        },
        weekly: {
          name: 'Weekly package',
          description: 'One session a week, every week.',
          features: [
            '4 sessions per month',
            'Same trainer every week',
            'Practice tasks between sessions',
          ],
          cta: 'Choose weekly',
        },
        monthly: {
          name: 'Monthly package',
          description: 'Three sessions a week for fast progress.',
          features: [
            '12 sessions per month',
            'Personal learning plan',
            'Progress report every month',
          ],
          cta: 'Choose monthly',
        },
        team: {
          name: 'Team training',
          description: 'For companies, schools and institutions.',
          features: [
            'For 5+ participants',
            'Syllabus built around your team',
            'On site in Lahore or online',
          ],
          cta: 'Request a proposal',
        },
      },
      featured: 'Best value',
    },
    journey: {
      eyebrow: 'How it works',
      title: 'From enrolment to certificate',
      steps: {
        enrol: {
          title: 'Enrol',
          text: 'Create your account, choose a programme and pay the first month. No admission test.',
        },
        learn: {
          title: 'Learn live',
          text: 'Join live classes in the evening and catch up with recordings when you miss one.',
        },
        build: {
          title: 'Build projects',
          text: 'Apply every module in a project, reviewed by your mentor.',
        },
        certify: {
          title: 'Get certified',
          text: 'Present your capstone, pass the final assessment and receive your Watni certificate.',
        },
      },
    },
    faq: {
      title: 'Questions about training',
      items: [
        {
          q: 'Do I need experience to join a 12-month programme?',
          a: 'No. Both programmes start from the basics. You need a laptop, an internet connection and about ten hours a week.',
        },
        {
          q: 'How do I pay the programme fee?',
          a: 'Monthly, by bank transfer, card or mobile wallet. You can stop at the end of any month without paying for the months you do not take.',
        },
        {
          q: 'Are classes online or in person?',
          a: 'Classes are live online so that students anywhere in Pakistan can join. Lab days and the final presentations are also held at our Lahore office for those who can attend.',
        },
        {
          q: 'What does the certificate show?',
          a: 'Your name, the programme, the modules you completed and your capstone project, with a verification code employers can check with us.',
        },
      ],
    },
    cta: {
      title: 'Start learning this month',
      text: 'New batches begin on the first Monday of every month. Create your account to enrol, or talk to an advisor first.',
      primary: 'Get Started',
      secondary: 'Talk to an advisor',
    },
  },

  pricing: {
    meta: {
      title: (from: string) => `Pricing | Watni Nexus plans from ${from}/month | Watni`,
      description: (p: {
        starter: string;
        starterPkr: string;
        professional: string;
        professionalPkr: string;
        addonFrom: string;
      }) =>
        `Affordable pricing for Pakistan: Watni Nexus Starter ${p.starter}/month (about ${p.starterPkr}), Professional ${p.professional}/month (about ${p.professionalPkr}), Enterprise custom. Add-on modules from ${p.addonFrom}/month. 14-day free trial, no credit card.`,
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
  },

  about: {
    meta: {
      title: 'About Watni | A Pakistani technology company in Lahore',
      description:
        'Watni is a Lahore technology company with 5+ years of experience in training, cloud software, technology services and smart products. 500+ students trained, 98% satisfaction.',
    },
    hero: {
      eyebrow: 'About Watni',
      title: 'Technology made here, for here',
      subtitle:
        'Watni means “of the homeland”. We started in Lahore with a simple idea: Pakistan’s schools, clinics, shops and farms deserve technology designed for their realities, and the people to run it should be trained here too.',
    },
    story: {
      eyebrow: 'Our story',
      title: 'From a robotics class to a technology company',
      paragraphs: [
        'Watni began more than five years ago as a weekend robotics class for school students in Lahore. Parents asked for more courses, schools asked us to set up labs of their own, and the schools’ administrators asked whether we could fix the registers and spreadsheets they ran on.',
        'That is how the four parts of Watni grew from one another: the training academy, the Watni Nexus cloud suite, our engineering services and the hardware lab where we design smart products. They share one team, one office and one standard: build what we would be proud to use ourselves, and support it for as long as our clients rely on it.',
        'Today we have trained more than 500 students, offer more than 50 courses, and work with schools, clinics, retailers, farms and factories across Pakistan.',
      ],
    },
    values: {
      eyebrow: 'What we believe',
      title: 'Our values',
      items: {
        local: {
          title: 'Built for Pakistan',
          text: 'Load-shedding, slow connections, Urdu and English, rupee budgets: we design for them from the first day, not as an afterthought.',
        },
        learning: {
          title: 'Skills first',
          text: 'Technology only helps when people can use it. Training is part of everything we deliver.',
        },
        honest: {
          title: 'Honest advice',
          text: 'We recommend the simplest solution that solves your problem, even when it is the cheaper one.',
        },
        support: {
          title: 'In it for the long run',
          text: 'We answer the phone after the invoice is paid. Support is a promise, not an upsell.',
        },
      },
    },
    teams: {
      eyebrow: 'Our teams',
      title: 'One company, four teams',
      items: {
        academy: {
          title: 'Watni Academy',
          text: 'Trainers and mentors running our certification programmes and live training.',
        },
        software: {
          title: 'Watni Nexus',
          text: 'Engineers and product designers building and operating our cloud suite.',
        },
        services: {
          title: 'Engineering services',
          text: 'Automation, AI and IoT engineers delivering client projects on site.',
        },
        lab: {
          title: 'Hardware lab',
          text: 'Designers and technicians who build, test and repair our smart products.',
        },
      },
    },
    figures: { title: 'Watni in numbers' },
    visit: {
      title: 'Visit us in Lahore',
      text: 'Our office, training rooms and hardware lab are in Gulberg. Drop by during office hours, or book a time so that the right person is there to meet you.',
      cta: 'Contact us',
    },
  },

  contact: {
    meta: {
      title: 'Contact Watni | Sales, training and support in Lahore',
      description:
        'Contact Watni in Lahore: sales, training admissions and support. Email info@watni.pk or call +92 42 3578 1200, or send us a message and we will reply within one working day.',
    },
    hero: {
      eyebrow: 'Contact',
      title: 'Talk to Watni',
      subtitle:
        'Questions about a course, a Watni Nexus plan, a project or a product? Send us a message and the right person will reply within one working day.',
    },
    form: {
      title: 'Send us a message',
      intro: 'Fields marked with * are required.',
      name: 'Full name',
      email: 'Email',
      phone: 'Phone',
      phoneHint: 'So that we can call you back',
      organization: 'Organisation',
      organizationHint: 'School, company or institution',
      subject: 'Subject',
      subjectHint: 'For example: Watni Nexus demo, training fees, dehydrator quotation',
      message: 'Message',
      messageHint: 'Tell us what you need and, if you can, your timeline and budget.',
      submit: 'Send message',
      submitting: 'Sending…',
      errorSummary: 'Please correct the following:',
      failed: 'Your message could not be sent. Please try again, or email info@watni.pk.',
    },
    validation: {
      nameRequired: 'Enter your name.',
      nameTooLong: 'Your name must be 200 characters or fewer.',
      emailRequired: 'Enter your email address.',
      emailInvalid: 'Enter a valid email address, like name@example.com.',
      emailTooLong: 'Your email address must be 254 characters or fewer.',
      phoneTooLong: 'The phone number must be 30 characters or fewer.',
      phoneInvalid: 'Use only digits, spaces and + - ( ) in the phone number.',
      organizationTooLong: 'The organisation name must be 200 characters or fewer.',
      subjectRequired: 'Enter a subject.',
      subjectTooLong: 'The subject must be 200 characters or fewer.',
      messageRequired: 'Enter your message.',
      messageTooLong: 'Your message must be 5,000 characters or fewer.',
    },
    success: {
      title: 'Thank you, your message has been sent',
      text: (email: string) =>
        `We have received your enquiry and will reply to ${email} within one working day. For anything urgent, call us on ${company.phone}.`,
      another: 'Send another message',
    },
    details: {
      title: 'Contact details',
      email: 'Email',
      phone: 'Phone',
      mobile: 'Mobile and WhatsApp',
      address: 'Office',
      hours: 'Office hours',
    },
    departments: {
      title: 'Who will answer',
      items: [
        {
          title: 'Sales',
          text: 'Watni Nexus plans, service projects, product quotations and bulk orders.',
        },
        {
          title: 'Admissions',
          text: 'Certification programmes, live training packages and team training.',
        },
        {
          title: 'Support',
          text: 'Help for Watni Nexus customers and product warranty claims.',
        },
      ],
    },
  },
  terms: {
    meta: {
      title: 'Terms of Service | Watni',
      description:
        'The terms that apply when you use the Watni website, the Watni Nexus cloud suite, Watni courses and certification programmes, and Watni products.',
    },
  },

  privacy: {
    meta: {
      title: 'Privacy Policy | Watni',
      description:
        'How Watni collects, uses, shares and protects personal data across the Watni website, learning portal, Watni Nexus cloud suite and products, and the choices you have.',
    },
  },
};

/** The shape every translation of the public messages implements. */
export type PublicMessages = typeof publicMessages;
