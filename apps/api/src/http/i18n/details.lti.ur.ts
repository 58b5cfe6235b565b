// LTI 1.3's `detail` sentences in Urdu. Same rules as details.ur.ts: keyed by the exact English
// sentence (domains/lti/messages.ts). LTI, iss, client_id and the other protocol names stay in
// Latin letters: they are what the LMS screens show.
export const ltiDetailsUr: ReadonlyArray<readonly [english: string, urdu: string]> = [
  ['Give the platform a name.', 'پلیٹ فارم کا نام لکھیں۔'],
  [
    'auth_login_url must be an https address the service may contact.',
    'auth_login_url ایسا https پتا ہونا چاہیے جس سے سروس رابطہ کر سکے۔',
  ],
  [
    'token_url must be an https address the service may contact.',
    'token_url ایسا https پتا ہونا چاہیے جس سے سروس رابطہ کر سکے۔',
  ],
  [
    'jwks_url must be an https address the service may contact.',
    'jwks_url ایسا https پتا ہونا چاہیے جس سے سروس رابطہ کر سکے۔',
  ],
  [
    'Each deployment id must be non-empty and given once.',
    'ہر deployment id خالی نہ ہو اور ایک ہی بار لکھی جائے۔',
  ],
  [
    'The school already has 20 LTI platforms; remove one first.',
    'اسکول کے پہلے ہی 20 LTI پلیٹ فارم ہیں؛ پہلے ایک ہٹائیں۔',
  ],
  [
    'This issuer and client_id are already registered for the school.',
    'یہ issuer اور client_id اسکول کے لیے پہلے سے رجسٹر ہیں۔',
  ],
  ['No such LTI platform in this school.', 'اس اسکول میں ایسا کوئی LTI پلیٹ فارم نہیں۔'],
  ['No LTI platform is registered at this address.', 'اس پتے پر کوئی LTI پلیٹ فارم رجسٹر نہیں۔'],
  ['The school of this LTI platform is suspended.', 'اس LTI پلیٹ فارم کا اسکول معطل ہے۔'],
  [
    'iss is not the issuer registered for this LTI platform.',
    'iss اس LTI پلیٹ فارم کا رجسٹر شدہ issuer نہیں۔',
  ],
  [
    'client_id is not the one registered for this LTI platform.',
    'client_id اس LTI پلیٹ فارم کا رجسٹر شدہ نہیں۔',
  ],
  [
    'lti_deployment_id is not a deployment registered for this LTI platform.',
    'lti_deployment_id اس LTI پلیٹ فارم کی رجسٹر شدہ deployment نہیں۔',
  ],
  ['target_link_uri must be an https address.', 'target_link_uri کو https پتا ہونا چاہیے۔'],
  [
    'The launch state was not issued by this tool, has expired or was already used.',
    'لانچ کی state اس ٹول نے جاری نہیں کی، اس کی مدت ختم ہو گئی ہے یا یہ پہلے استعمال ہو چکی ہے۔',
  ],
  ["The platform's key set could not be fetched.", 'پلیٹ فارم کا key set حاصل نہیں ہو سکا۔'],
  [
    "The platform's key set is not a JSON Web Key Set.",
    'پلیٹ فارم کا key set درست JSON Web Key Set نہیں۔',
  ],
  [
    'The launch names no quiz or course of this school (custom parameter watni_quiz or watni_course).',
    'لانچ میں اس اسکول کا کوئی کوئز یا کورس نہیں بتایا گیا (custom parameter watni_quiz یا watni_course)۔',
  ],
  [
    'Only learner launches open a quiz; instructors use deep linking.',
    'کوئز صرف طالب علم کے لانچ سے کھلتا ہے؛ اساتذہ deep linking استعمال کریں۔',
  ],
  [
    'The Watni account of this platform user is deactivated.',
    'اس پلیٹ فارم صارف کا Watni اکاؤنٹ غیر فعال ہے۔',
  ],
  [
    'This sign-in link is invalid, expired or already used. Launch again from your course.',
    'یہ سائن اِن لنک غلط ہے، اس کی مدت ختم ہو گئی ہے یا پہلے استعمال ہو چکا ہے۔ اپنے کورس سے دوبارہ لانچ کریں۔',
  ],
  [
    'This content picker link is invalid, expired or already answered. Start again from the platform.',
    'مواد چننے کا یہ لنک غلط ہے، اس کی مدت ختم ہو گئی ہے یا اس کا جواب دیا جا چکا ہے۔ پلیٹ فارم سے دوبارہ شروع کریں۔',
  ],
  [
    'Only instructors and administrators of the platform can pick content.',
    'صرف پلیٹ فارم کے اساتذہ اور منتظمین مواد چن سکتے ہیں۔',
  ],
  [
    "The deep-linking request's deep_link_return_url is not a web address.",
    'deep-linking درخواست کا deep_link_return_url ویب پتا نہیں۔',
  ],
];
