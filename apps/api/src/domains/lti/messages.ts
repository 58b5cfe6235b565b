import { defineMessages } from '../../http/i18n/messages.js';
// The LTI domain's `detail` sentences, English and Urdu side by side.
export const LTI_MESSAGES = defineMessages('lti', {
  name: { en: 'Give the platform a name.', ur: 'پلیٹ فارم کا نام لکھیں۔' },
  url: {
    en: '{field} must be an https address the service may contact.',
    ur: '{field} ایسا https پتا ہونا چاہیے جس سے سروس رابطہ کر سکے۔',
  },
  deployment: {
    en: 'Each deployment id must be non-empty and given once.',
    ur: 'ہر deployment id خالی نہ ہو اور ایک ہی بار لکھی جائے۔',
  },
  tooMany: {
    en: 'The school already has 20 LTI platforms; remove one first.',
    ur: 'اسکول کے پہلے ہی 20 LTI پلیٹ فارم ہیں؛ پہلے ایک ہٹائیں۔',
  },
  duplicate: {
    en: 'This issuer and client_id are already registered for the school.',
    ur: 'یہ issuer اور client_id اسکول کے لیے پہلے سے رجسٹر ہیں۔',
  },
  notFound: {
    en: 'No such LTI platform in this school.',
    ur: 'اس اسکول میں ایسا کوئی LTI پلیٹ فارم نہیں۔',
  },
  unknownRegistration: {
    en: 'No LTI platform is registered at this address.',
    ur: 'اس پتے پر کوئی LTI پلیٹ فارم رجسٹر نہیں۔',
  },
  schoolInactive: {
    en: 'The school of this LTI platform is suspended.',
    ur: 'اس LTI پلیٹ فارم کا اسکول معطل ہے۔',
  },
  wrongIssuer: {
    en: 'iss is not the issuer registered for this LTI platform.',
    ur: 'iss اس LTI پلیٹ فارم کا رجسٹر شدہ issuer نہیں۔',
  },
  wrongClient: {
    en: 'client_id is not the one registered for this LTI platform.',
    ur: 'client_id اس LTI پلیٹ فارم کا رجسٹر شدہ نہیں۔',
  },
  wrongDeployment: {
    en: 'lti_deployment_id is not a deployment registered for this LTI platform.',
    ur: 'lti_deployment_id اس LTI پلیٹ فارم کی رجسٹر شدہ deployment نہیں۔',
  },
  targetLink: {
    en: 'target_link_uri must be an https address.',
    ur: 'target_link_uri کو https پتا ہونا چاہیے۔',
  },
  badState: {
    en: 'The launch state was not issued by this tool, has expired or was already used.',
    ur: 'لانچ کی state اس ٹول نے جاری نہیں کی، اس کی مدت ختم ہو گئی ہے یا یہ پہلے استعمال ہو چکی ہے۔',
  },
  jwksUnreachable: {
    en: "The platform's key set could not be fetched.",
    ur: 'پلیٹ فارم کا key set حاصل نہیں ہو سکا۔',
  },
  jwksInvalid: {
    en: "The platform's key set is not a JSON Web Key Set.",
    ur: 'پلیٹ فارم کا key set درست JSON Web Key Set نہیں۔',
  },
  noTarget: {
    en: 'The launch names no quiz or course of this school (custom parameter watni_quiz or watni_course).',
    ur: 'لانچ میں اس اسکول کا کوئی کوئز یا کورس نہیں بتایا گیا (custom parameter watni_quiz یا watni_course)۔',
  },
  notLearner: {
    en: 'Only learner launches open a quiz; instructors use deep linking.',
    ur: 'کوئز صرف طالب علم کے لانچ سے کھلتا ہے؛ اساتذہ deep linking استعمال کریں۔',
  },
  accountInactive: {
    en: 'The Watni account of this platform user is deactivated.',
    ur: 'اس پلیٹ فارم صارف کا Watni اکاؤنٹ غیر فعال ہے۔',
  },
  badDeepLink: {
    en: 'This content picker link is invalid, expired or already answered. Start again from the platform.',
    ur: 'مواد چننے کا یہ لنک غلط ہے، اس کی مدت ختم ہو گئی ہے یا اس کا جواب دیا جا چکا ہے۔ پلیٹ فارم سے دوبارہ شروع کریں۔',
  },
  badReturnUrl: {
    en: "The deep-linking request's deep_link_return_url is not a web address.",
    ur: 'deep-linking درخواست کا deep_link_return_url ویب پتا نہیں۔',
  },
  notInstructor: {
    en: 'Only instructors and administrators of the platform can pick content.',
    ur: 'صرف پلیٹ فارم کے اساتذہ اور منتظمین مواد چن سکتے ہیں۔',
  },
  badCode: {
    en: 'This sign-in link is invalid, expired or already used. Launch again from your course.',
    ur: 'یہ سائن اِن لنک غلط ہے، اس کی مدت ختم ہو گئی ہے یا پہلے استعمال ہو چکا ہے۔ اپنے کورس سے دوبارہ لانچ کریں۔',
  },
  launchFields: { en: 'id_token and state are required.', ur: 'id_token اور state لازمی ہیں۔' },
  loginHint: { en: 'login_hint is required.', ur: 'login_hint لازمی ہے۔' },
  clientIdBlank: { en: 'client_id must not be blank.', ur: 'client_id خالی نہیں ہو سکتا۔' },
});
