// The LTI domain's `detail` sentences (English; the Urdu catalogue follows the ids in http/i18n
// like the other domains' sentences).
export const LTI_MESSAGES = {
  name: 'Give the platform a name.',
  url: (field: string) => `${field} must be an https address the service may contact.`,
  deployment: 'Each deployment id must be non-empty and given once.',
  tooMany: 'The school already has 20 LTI platforms; remove one first.',
  duplicate: 'This issuer and client_id are already registered for the school.',
  notFound: 'No such LTI platform in this school.',
  unknownRegistration: 'No LTI platform is registered at this address.',
  schoolInactive: 'The school of this LTI platform is suspended.',
  wrongIssuer: 'iss is not the issuer registered for this LTI platform.',
  wrongClient: 'client_id is not the one registered for this LTI platform.',
  wrongDeployment: 'lti_deployment_id is not a deployment registered for this LTI platform.',
  targetLink: 'target_link_uri must be an https address.',
  badState: 'The launch state was not issued by this tool, has expired or was already used.',
  jwksUnreachable: "The platform's key set could not be fetched.",
  jwksInvalid: "The platform's key set is not a JSON Web Key Set.",
  noTarget:
    'The launch names no quiz or course of this school (custom parameter watni_quiz or watni_course).',
  notLearner: 'Only learner launches open a quiz; instructors use deep linking.',
  accountInactive: 'The Watni account of this platform user is deactivated.',
  badDeepLink:
    'This content picker link is invalid, expired or already answered. Start again from the platform.',
  badReturnUrl: "The deep-linking request's deep_link_return_url is not a web address.",
  notInstructor: 'Only instructors and administrators of the platform can pick content.',
  badCode: 'This sign-in link is invalid, expired or already used. Launch again from your course.',
} as const;
