// English: the smart food dehydrator page. A chunk of its own, loaded with the page.
const messages = {
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
};

export type DehydratorMessages = typeof messages;
export default messages;
