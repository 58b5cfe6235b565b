// @watni/screens/public: the marketing pages. Imported by the site's public routes only;
// the learner and staff areas have their own entries, so their code never reaches these pages.
export { AboutPage } from './public/About/About';
export { CertificationsPage } from './public/Certifications/Certifications';
export {
  ContactPage,
  type ContactStatus,
  ContactView,
  type ContactViewProps,
} from './public/Contact/Contact';
export {
  type ContactErrors,
  type ContactField,
  type ContactPayload,
  type ContactValues,
  emptyContactValues,
  toContactPayload,
  validateContact,
} from './public/Contact/validation';
export { DehydratorPage } from './public/Dehydrator/Dehydrator';
export { HomePage } from './public/Home/Home';
export {
  type FormatMessage,
  type PageMeta,
  type PublicPageKey,
  publicPageMeta,
} from './public/meta';
export { PricingPage } from './public/Pricing/Pricing';
export { PrivacyPage } from './public/Privacy/Privacy';
export { ProductsPage } from './public/Products/Products';
export { ServicesPage, serviceAnchors } from './public/Services/Services';
export { TermsPage } from './public/Terms/Terms';
export { WatniNexusPage } from './public/WatniNexus/WatniNexus';
