// LTI 1.3 (school settings): the LMS platforms that launch Watni quizzes. English; Urdu in
// lti.ur.ts.
export const ltiMessages = {
  title: 'LMS (LTI 1.3)',
  description:
    'Let an LMS such as Moodle or Canvas open Watni quizzes for its students and receive their scores.',
  loading: 'Loading…',
  loadFailed: 'The LMS platforms could not be loaded.',
  retry: 'Try again',
  listHeading: 'Registered platforms',
  none: 'No platform is registered yet.',
  toolHeading: 'Enter these on the platform',
  loginUrl: 'Login initiation URL',
  launchUrl: 'Launch (redirect) URL',
  deepLinkingUrl: 'Deep linking URL',
  jwksUrl: 'Public key set (JWKS) URL',
  issuer: 'Issuer',
  clientId: 'Client ID',
  deployments: 'Deployment IDs',
  remove: 'Remove',
  removeLabel: 'Remove: {name}',
  removeTitle: 'Remove {name}?',
  removeMessage: 'Launches from this platform stop at once. Students keep their Watni accounts.',
  cancel: 'Cancel',
  addHeading: 'Register a platform',
  addHint: 'Copy these values from the platform’s LTI 1.3 tool registration.',
  name: 'Name',
  authLoginUrl: 'Authentication request URL',
  tokenUrl: 'Access token URL',
  platformJwksUrl: 'Platform key set (JWKS) URL',
  deploymentsHint: 'One or more, separated by commas.',
  register: 'Register',
  registering: 'Registering…',
  required: 'Fill in every field.',
};

export type LtiMessages = typeof ltiMessages;
