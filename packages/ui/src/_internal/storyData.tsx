// Sample content shared by stories, the gallery and the visual test. Not exported from the package.
import type { FooterColumn, FooterContactItem } from '../Footer/Footer';
import type { NavLinkItem } from '../Navbar/Navbar';

export const navLinks: NavLinkItem[] = [
  { href: '#home', label: 'Home', current: true },
  { href: '#nexus', label: 'Watni Nexus' },
  { href: '#services', label: 'Services' },
  { href: '#products', label: 'Products' },
  { href: '#certifications', label: 'Certifications' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#courses', label: 'Courses' },
];

export const footerColumns: FooterColumn[] = [
  {
    title: 'Quick links',
    links: [
      { href: '#about', label: 'About us' },
      { href: '#courses', label: 'Courses' },
      { href: '#pricing', label: 'Pricing' },
      { href: '#contact', label: 'Contact' },
    ],
  },
  {
    title: 'Offerings',
    links: [
      { href: '#nexus-education', label: 'Watni Nexus for Education' },
      { href: '#services-stem', label: 'STEM labs' },
      { href: '#certifications', label: '12-month certifications' },
      { href: '#products', label: 'Smart hardware' },
    ],
  },
];

export const footerContact: FooterContactItem[] = [
  { icon: 'mail', label: 'Email', value: 'hello@watni.pk', href: 'mailto:hello@watni.pk' },
  { icon: 'phone', label: 'Phone', value: '+92 300 1234567', href: 'tel:+923001234567' },
  { icon: 'mapPin', label: 'Office', value: 'Gulberg III, Lahore, Pakistan' },
];

export const plans = [
  {
    name: 'Starter',
    price: '$10',
    note: 'about PKR 2,800',
    description: 'For small academies getting started.',
    features: [
      'Up to 50 users',
      '1 industry module',
      '5GB storage',
      'Email support',
      'Basic reports',
    ],
  },
  {
    name: 'Professional',
    price: '$30',
    note: 'about PKR 8,400',
    description: 'For growing schools.',
    featured: 'Most popular',
    features: [
      'Up to 200 users',
      'Up to 3 industry modules',
      '50GB storage',
      'Priority support',
      'Advanced reports and analytics',
      'API access',
    ],
  },
  {
    name: 'Enterprise',
    price: 'Custom',
    note: 'Tailored to your organisation',
    description: 'For school networks and large institutions.',
    features: [
      'Unlimited users',
      'All modules and storage',
      '24/7 support',
      'Custom integrations',
      'SLA',
    ],
  },
] as const;

export const processSteps = [
  {
    title: 'Consultation',
    description: 'We visit your school and understand your goals and constraints.',
  },
  { title: 'Proposal', description: 'A clear plan with scope, timeline and a fixed price in PKR.' },
  { title: 'Implementation', description: 'Installation, setup and teacher training on site.' },
  { title: 'Support', description: 'Ongoing help, updates and a 1-year product warranty.' },
];
