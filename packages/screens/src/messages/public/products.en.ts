// English: the products page. A chunk of its own, loaded with the page.
const messages = {
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
};

export type ProductsMessages = typeof messages;
export default messages;
