// @watni/screens/light: what the script of a prerendered public page (apps/site/src/public-entry.ts)
// shares with the screens, without React: the contact form's rules and the path helpers.
export { CONTACT_EMAIL_MARK, type LightContactMessages } from './public/Contact/light';
export {
  type ContactErrors,
  type ContactField,
  type ContactValues,
  contactFields,
  pickContactErrors,
  toContactPayload,
  validateContact,
} from './public/Contact/validation';
export { localeOfPath, localizedPath } from './shell/localePaths';
