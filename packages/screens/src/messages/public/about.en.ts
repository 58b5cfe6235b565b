// English: the about page. A chunk of its own, loaded with the page.
const messages = {
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
};

export type AboutMessages = typeof messages;
export default messages;
