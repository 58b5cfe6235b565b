// English: the services page. A chunk of its own, loaded with the page.
const messages = {
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
};

export type ServicesMessages = typeof messages;
export default messages;
