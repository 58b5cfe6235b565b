// English: the courses and certifications page. A chunk of its own, loaded with the page.
const messages = {
  meta: {
    title: 'Courses & certifications | 12-month programmes and live training | Watni',
    description:
      'Watni certification programmes in AI & Robotics and Full-Stack Web Development: {monthly} per month for {months, plural, one {# month} other {# months}}. Live training from {hourly} per hour, weekly and monthly packages, and team training.',
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
    total: '{price} in total over {months, plural, one {# month} other {# months}}',
    duration: '{months, plural, one {# month} other {# months}}',
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
        features: ['Live one-to-one session', 'Any topic from our catalogue', 'Recording to keep'],
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
};

export type CertificationsMessages = typeof messages;
export default messages;
